import type { FastifyInstance } from 'fastify'
import { businessMeRoutes } from './business-me.route.ts'
import { confirmationRoutes } from './confirmation.route.ts'
import { onboardingRoutes } from './onboarding.route.ts'
import { signupRoutes } from './signup.route.ts'

/** The onboarding area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function onboardingArea(app: FastifyInstance) {
  await app.register(signupRoutes)
  await app.register(confirmationRoutes)
  await app.register(onboardingRoutes)
  await app.register(businessMeRoutes)
}
