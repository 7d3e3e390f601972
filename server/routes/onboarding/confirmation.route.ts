import type { FastifyInstance } from 'fastify'
import { ONBOARDING_API } from '../../../shared/business/onboarding-contract.ts'
import { ZSendConfirmationRequestSchema } from '../../../shared/business/onboarding-schemas.ts'
import { businessSessionOf } from '../../plugins/business-access.ts'
import { RATE_LIMITS } from '../../plugins/rate-limit.ts'
import { presentSent } from '../../presenters/onboarding.presenter.ts'
import { noStore } from '../account/account-services.ts'
import { mailContext } from '../auth/auth-reply.ts'

/** Company and business-profile confirmation mails (spec sections 5 and 7); following them is public. */
export async function confirmationRoutes(app: FastifyInstance) {
  const signups = app.services.onboarding.signup
  noStore(app)

  // Confirming the company is the company settings manager's (section 6); the link goes to them only.
  for (const [url, variant] of [
    [ONBOARDING_API.sendConfirmation, 'biz'],
    [ONBOARDING_API.bizPlusSendConfirmation, 'bizPlus'],
  ] as const) {
    app.post(
      url,
      {
        config: {
          rateLimit: RATE_LIMITS.mailing,
          business: { permissions: ['COMPANY_SETTINGS_MANAGEMENT'] },
        },
      },
      async (request) => {
        const session = businessSessionOf(request)
        const { userEmail } = ZSendConfirmationRequestSchema.parse(request.body ?? {})
        await signups.sendCompanyConfirmation(session, userEmail, variant, mailContext(app, request))
        return presentSent()
      },
    )
  }

  // Any member confirms their own business profile.
  app.post(
    ONBOARDING_API.resendConfirmationEmail,
    { config: { rateLimit: RATE_LIMITS.mailing, business: { permissions: [] } } },
    async (request) => {
      const session = businessSessionOf(request)
      await signups.resendProfileConfirmation(session, mailContext(app, request))
      return presentSent()
    },
  )
}
