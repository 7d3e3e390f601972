import type { FastifyInstance } from 'fastify'
import { DEFAULT_AUTH_CONFIG } from '../../../shared/auth/auth-contract.ts'
import { passkeyEndpoints as api } from '../../../shared/passkey/passkey-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import { passkeyDeviceName, presentPasskey } from '../../presenters/passkey.presenter.ts'
import type { PasskeyService } from '../../services/passkey/passkey.service.ts'
import { replySignedIn } from '../auth/auth-reply.ts'
import { noStore } from '../reply-helpers.ts'
import { sessionFirst, sessionOf } from '../require-session.ts'
import { relyingPartyFor } from './relying-party.ts'

/** Spec section 7's passkey calls: params for each ceremony, registration and sign-in. */
export async function passkeyAuthRoutes(app: FastifyInstance, { passkeys }: { passkeys: PasskeyService }) {
  noStore(app)

  // A GET that issues a challenge: it carries the form token like a POST (decision 017).
  route(app, api.autofillParams, async (request, reply) =>
    passkeys.autofillParams(request.ensureGroupSecret(reply), relyingPartyFor(app, request)),
  )

  route(app, api.loginParams, async (request, reply) => {
    const body = request.body
    return passkeys.loginParams(
      request.ensureGroupSecret(reply),
      relyingPartyFor(app, request),
      body.username,
      body.checkPasswordAuth,
    )
  })

  route(
    app,
    api.newCredentialParams,
    async (request, reply) =>
      passkeys.newCredentialParams(
        sessionOf(request),
        request.ensureGroupSecret(reply),
        relyingPartyFor(app, request),
        request.body.username,
      ),
    sessionFirst(app),
  )

  route(
    app,
    api.register,
    async (request, reply) => {
      const session = sessionOf(request)
      const created = await passkeys.register(
        session,
        request.ensureGroupSecret(reply),
        relyingPartyFor(app, request),
        request.body,
        passkeyDeviceName(request.headers['user-agent']),
      )
      request.log.info({ event: 'account.passkey.added', userId: session.userId }, 'passkey added')
      return presentPasskey(created)
    },
    sessionFirst(app),
  )

  route(app, api.login, async (request, reply) => {
    try {
      const user = await passkeys.login(
        request.ensureGroupSecret(reply),
        relyingPartyFor(app, request),
        request.body,
      )
      return await replySignedIn(app, request, reply, user, DEFAULT_AUTH_CONFIG.rememberMeDefault)
    } catch (error) {
      request.log.info({ event: 'auth.signin.failed', method: 'passkey' }, 'sign-in refused')
      throw error
    }
  })
}
