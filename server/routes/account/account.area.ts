import type { FastifyInstance } from 'fastify'
import { createAccountSessionRepository } from '../../repositories/account-session.repository.ts'
import { createSecondFactorRepository } from '../../repositories/second-factor.repository.ts'
import { createAccountServices } from '../../services/account/account-services.ts'
import { createSecondFactorService } from '../../services/two-factor/second-factor.service.ts'
import { accountSessionRoutes } from './account-sessions.route.ts'
import { credentialRoutes } from './credentials.route.ts'
import { emailChangeRoutes } from './email-change.route.ts'
import { profileRoutes } from './profile.route.ts'
import { travelerRoutes } from './traveler.route.ts'
import { twoFactorRoutes } from './two-factor.route.ts'

/** The account area (issue 28 item 2): builds the account page's services and the second factors. */
export async function accountArea(app: FastifyInstance) {
  const { data, authDeps, mailer, sessionEvictions, mail } = app.services
  const account = createAccountServices(data, app.config, {
    mailer,
    revoke: data.sessions,
    evictions: sessionEvictions,
    reportError: (error, context) => app.log.error({ err: error, ...context }, 'account notice not sent'),
  })
  const factors = createSecondFactorService({
    factors: createSecondFactorRepository(app.database.db),
    tokens: authDeps.tokens,
    sessions: data.sessions,
    reauth: createAccountSessionRepository(app.database.db),
    throttle: authDeps.throttle,
    mail,
    secret: app.config.secret,
  })
  await app.register(travelerRoutes, { account })
  await app.register(profileRoutes, { account })
  await app.register(emailChangeRoutes, { account })
  await app.register(accountSessionRoutes, { account })
  await app.register(credentialRoutes, { account })
  await app.register(twoFactorRoutes, { factors })
}
