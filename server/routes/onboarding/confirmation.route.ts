import type { FastifyInstance } from 'fastify'
import { onboardingEndpoints as api } from '../../../shared/business/onboarding-endpoints.ts'
import { businessSessionOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentSent } from '../../presenters/onboarding.presenter.ts'
import type { OnboardingServices } from '../../services/onboarding/onboarding-services.ts'
import { mailContext } from '../auth/auth-reply.ts'
import { noStore } from '../reply-helpers.ts'

/** Company and business-profile confirmation mails (spec sections 5 and 7); following them is public. */
export async function confirmationRoutes(
  app: FastifyInstance,
  { onboarding }: { onboarding: OnboardingServices },
) {
  const signups = onboarding.signup
  noStore(app)

  // Confirming the company is the company settings manager's (section 6); the link goes to them only.
  for (const variant of ['biz', 'bizPlus'] as const) {
    route(app, api.sendConfirmation[variant], async (request) => {
      const session = businessSessionOf(request)
      await signups.sendCompanyConfirmation(
        session,
        request.body.userEmail,
        variant,
        mailContext(app, request),
      )
      return presentSent()
    })
  }

  // Any member confirms their own business profile.
  route(app, api.resendConfirmationEmail, async (request) => {
    await signups.resendProfileConfirmation(businessSessionOf(request), mailContext(app, request))
    return presentSent()
  })
}
