import type { FastifyInstance } from 'fastify'
import { createBusinessSignupRepository } from '../../repositories/business-signup.repository.ts'
import { createOnboardingRepository } from '../../repositories/onboarding.repository.ts'
import { createOnboardingServices } from '../../services/onboarding/onboarding-services.ts'
import { businessMeRoutes } from './business-me.route.ts'
import { confirmationRoutes } from './confirmation.route.ts'
import { onboardingRoutes } from './onboarding.route.ts'
import { signupRoutes } from './signup.route.ts'

/** The onboarding area (issue 28 item 2): business signup, confirmations, task lists, "business me". */
export async function onboardingArea(app: FastifyInstance) {
  const { data, authDeps, audit, sessionEvictions, mail } = app.services
  const onboarding = createOnboardingServices({
    repo: createOnboardingRepository(app.database.db),
    signups: createBusinessSignupRepository(app.database.db),
    data,
    users: authDeps.users,
    audit,
    evictions: sessionEvictions,
    mail,
    secret: app.config.secret,
  })
  await app.register(signupRoutes, { onboarding })
  await app.register(confirmationRoutes, { onboarding })
  await app.register(onboardingRoutes, { onboarding })
  await app.register(businessMeRoutes, { onboarding })
}
