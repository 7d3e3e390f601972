import type { FastifyInstance } from 'fastify'
import { onboardingEndpoints as api } from '../../../shared/business/onboarding-endpoints.ts'
import { businessSessionOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import type { OnboardingServices } from '../../services/onboarding/onboarding-services.ts'
import { noStore } from '../reply-helpers.ts'
import { requireSession } from '../require-session.ts'

/** The member's own business calls (spec section 7, Business me). */
export async function businessMeRoutes(
  app: FastifyInstance,
  { onboarding }: { onboarding: OnboardingServices },
) {
  const { me } = onboarding
  noStore(app)

  route(app, api.accountInfo, async (request) => me.accountInfo(businessSessionOf(request)))

  route(app, api.accountKeywords, async (request) => ({
    keywords: await me.saveKeywords(businessSessionOf(request), request.body.keywords),
  }))

  // Asked from either mode (the toggle sits in the personal menu too), so not a business route.
  route(app, api.businessToggleUrl, async (request) => ({
    url: me.toggleUrl(await requireSession(app, request)),
  }))

  route(app, api.currentIdentity, async (request) => me.currentIdentity(businessSessionOf(request)))
}
