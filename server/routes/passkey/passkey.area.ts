import type { FastifyInstance } from 'fastify'
import { createAccountSessionRepository } from '../../repositories/account-session.repository.ts'
import { createPasskeyChallengeRepository } from '../../repositories/passkey-challenge.repository.ts'
import { createPasskeyCredentialRepository } from '../../repositories/passkey-credential.repository.ts'
import { createUserRepository } from '../../repositories/user.repository.ts'
import { createPasskeyService } from '../../services/passkey/passkey.service.ts'
import { createPasskeyManageService } from '../../services/passkey/passkey-manage.service.ts'
import { passkeyAccountRoutes } from './passkey-account.route.ts'
import { passkeyAuthRoutes } from './passkey-auth.route.ts'

/**
 * The passkey area (issue 28 item 2): it builds its ceremonies and the account page's list from its own
 * repositories and the shared sign-on gate, and hands them to its routes; no other area uses them.
 */
export async function passkeyArea(app: FastifyInstance) {
  const { db } = app.database
  const { config } = app
  const { sso } = app.services
  const credentials = createPasskeyCredentialRepository(db)
  const sessions = createAccountSessionRepository(db)
  const passkeys = createPasskeyService({
    credentials,
    challenges: createPasskeyChallengeRepository(db),
    users: createUserRepository(db),
    sessions,
    secret: config.secret,
    enabled: config.passkeysEnabled,
    // An enforced company sign-on sends its domain's members to their company, passkey or not.
    externalAuthRequired: (email) => sso.externalAuthRequired(email),
  })
  await app.register(passkeyAuthRoutes, { passkeys })
  await app.register(passkeyAccountRoutes, { manage: createPasskeyManageService({ credentials, sessions }) })
}
