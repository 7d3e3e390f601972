import type { FastifyInstance } from 'fastify'
import { ONBOARDING_API } from '../../../shared/business/onboarding-contract.ts'
import { ZKeywordsRequestSchema } from '../../../shared/business/onboarding-schemas.ts'
import { businessSessionOf } from '../../plugins/business-access.ts'
import { noStore } from '../account/account-services.ts'
import { requireSession } from '../require-session.ts'

/** The member's own business calls (spec section 7, Business me). */
export async function businessMeRoutes(app: FastifyInstance) {
  const { me } = app.services.onboarding
  noStore(app)
  const anyMember = { business: { permissions: [] } } as const

  app.get(ONBOARDING_API.accountInfo, { config: anyMember }, async (request) => {
    return me.accountInfo(businessSessionOf(request))
  })

  app.post(ONBOARDING_API.accountKeywords, { config: anyMember }, async (request) => {
    const session = businessSessionOf(request)
    const { keywords } = ZKeywordsRequestSchema.parse(request.body ?? {})
    return { keywords: await me.saveKeywords(session, keywords) }
  })

  // Asked from either mode (the toggle sits in the personal menu too), so not a business route.
  app.get(ONBOARDING_API.businessToggleUrl, async (request) => {
    const session = await requireSession(app, request)
    return { url: me.toggleUrl(session) }
  })

  app.get(ONBOARDING_API.currentIdentity, { config: anyMember }, async (request) => {
    return me.currentIdentity(businessSessionOf(request))
  })
}
