import type { FastifyInstance } from 'fastify'
import { DEFAULT_AUTH_CONFIG } from '../../../shared/auth/auth-contract.ts'
import { PASSKEY_PATHS } from '../../../shared/passkey/passkey-contract.ts'
import {
  ZPasskeyLoginParamsRequestSchema,
  ZPasskeyLoginRequestSchema,
  ZPasskeyNewCredentialParamsRequestSchema,
  ZPasskeyRegisterRequestSchema,
} from '../../../shared/passkey/passkey-schemas.ts'
import { RATE_LIMITS } from '../../plugins/rate-limit.ts'
import { passkeyDeviceName, presentPasskey } from '../../presenters/passkey.presenter.ts'
import { noStore } from '../account/account-services.ts'
import { replySignedIn } from '../auth/auth-reply.ts'
import { requireSession } from '../require-session.ts'
import { relyingPartyFor } from './relying-party.ts'

/** Spec section 7's passkey calls: params for each ceremony, registration and sign-in. */
export async function passkeyAuthRoutes(app: FastifyInstance) {
  const passkeys = app.services.passkeys.ceremonies
  const limited = { rateLimit: RATE_LIMITS.signIn }
  noStore(app)

  // A GET that issues a challenge: it carries the form token like a POST (decision 017).
  app.get(PASSKEY_PATHS.autofillParams, { config: { ...limited, csrf: true } }, async (request, reply) =>
    passkeys.autofillParams(request.ensureGroupSecret(reply), relyingPartyFor(app, request)),
  )

  app.post(PASSKEY_PATHS.loginParams, { config: limited }, async (request, reply) => {
    const body = ZPasskeyLoginParamsRequestSchema.parse(request.body ?? {})
    return passkeys.loginParams(
      request.ensureGroupSecret(reply),
      relyingPartyFor(app, request),
      body.username,
      body.checkPasswordAuth,
    )
  })

  app.post(PASSKEY_PATHS.newCredentialParams, { config: limited }, async (request, reply) => {
    const session = await requireSession(app, request)
    const body = ZPasskeyNewCredentialParamsRequestSchema.parse(request.body ?? {})
    return passkeys.newCredentialParams(
      session,
      request.ensureGroupSecret(reply),
      relyingPartyFor(app, request),
      body.username,
    )
  })

  app.post(PASSKEY_PATHS.register, { config: limited }, async (request, reply) => {
    const session = await requireSession(app, request)
    const body = ZPasskeyRegisterRequestSchema.parse(request.body ?? {})
    const created = await passkeys.register(
      session,
      request.ensureGroupSecret(reply),
      relyingPartyFor(app, request),
      body,
      passkeyDeviceName(request.headers['user-agent']),
    )
    request.log.info({ event: 'account.passkey.added', userId: session.userId }, 'passkey added')
    return presentPasskey(created)
  })

  app.post(PASSKEY_PATHS.login, { config: limited }, async (request, reply) => {
    const body = ZPasskeyLoginRequestSchema.parse(request.body ?? {})
    try {
      const user = await passkeys.login(request.ensureGroupSecret(reply), relyingPartyFor(app, request), body)
      return await replySignedIn(app, request, reply, user, DEFAULT_AUTH_CONFIG.rememberMeDefault)
    } catch (error) {
      request.log.info({ event: 'auth.signin.failed', method: 'passkey' }, 'sign-in refused')
      throw error
    }
  })
}
