import type { FastifyInstance } from 'fastify'
import { createAccountSessionRepository } from '../../repositories/account-session.repository.ts'
import { createSocialIdentityRepository } from '../../repositories/social-identity.repository.ts'
import { createUserRepository } from '../../repositories/user.repository.ts'
import { createSocialAuthService } from '../../services/auth/social/social-auth.service.ts'
import { createSocialFlowService } from '../../services/auth/social/social-flow.service.ts'
import { socialAuthRoutes } from './social-auth.route.ts'
import { socialPopupRoutes } from './social-popup.route.ts'

/**
 * The social sign-in area (issue 28 item 2, decision 111): it builds its services from its own
 * repositories and the configuration, and hands them to its routes; no other area uses them.
 */
export async function socialArea(app: FastifyInstance) {
  const { config } = app
  const { db } = app.database
  const flow = createSocialFlowService(config.social, config.publicOrigin, config.secret)
  const auth = createSocialAuthService({
    identities: createSocialIdentityRepository(db),
    users: createUserRepository(db),
    sessions: createAccountSessionRepository(db),
  })
  await app.register(socialPopupRoutes, { flow })
  await app.register(socialAuthRoutes, { flow, auth })
}
