import type { FastifyInstance } from 'fastify'
import { AUTH_PATHS } from '../../../shared/auth/auth-contract.ts'
import { ZLoginRequestSchema, ZRegisterRequestSchema } from '../../../shared/auth/auth-schemas.ts'
import { RATE_LIMITS } from '../../plugins/rate-limit.ts'
import { mailContext, replyOk, replySignedIn } from './auth-reply.ts'

/** Sign-in method "password": login and registration. */
export async function passwordRoutes(app: FastifyInstance) {
  app.post(AUTH_PATHS.login, { config: { rateLimit: RATE_LIMITS.signIn } }, async (request, reply) => {
    const body = ZLoginRequestSchema.parse(request.body ?? {})
    try {
      const user = await app.services.passwordAuth
        .login(body.username, body.passwd, mailContext(app, request))
        // A domain with company SSO answers a failed password with EXTERNAL_AUTH_REQUIRED (decision 022).
        .catch((error: unknown) => app.services.sso.translateLocalFailure(body.username, error))
      return await replySignedIn(app, request, reply, user, body.sticky)
    } catch (error) {
      request.log.info({ event: 'auth.signin.failed', method: 'password' }, 'sign-in refused')
      throw error
    }
  })

  app.post(AUTH_PATHS.register, { config: { rateLimit: RATE_LIMITS.mailing } }, async (request, reply) => {
    const body = ZRegisterRequestSchema.parse(request.body ?? {})
    await app.services.passwordAuth.register(
      {
        email: body.username,
        password: body.passwd,
        optIn: body.optin,
        consent: body.consent,
        language: request.site.language,
      },
      mailContext(app, request),
    )
    request.log.info({ event: 'auth.register' }, 'registration answered')
    return replyOk(reply)
  })
}
