import type { FastifyInstance } from 'fastify'
import { AUTH_PATHS } from '../../../shared/auth/auth-contract.ts'
import {
  ZConfirmRequestSchema,
  ZForgotRequestSchema,
  ZResetRequestSchema,
} from '../../../shared/auth/auth-schemas.ts'
import { RATE_LIMITS } from '../../plugins/rate-limit.ts'
import { requireSession } from '../require-session.ts'
import { mailContext, replyOk, replySignedIn } from './auth-reply.ts'

/** Forgotten password, reset link, account confirmation and its resending. */
export async function recoveryRoutes(app: FastifyInstance) {
  app.post(AUTH_PATHS.forgot, { config: { rateLimit: RATE_LIMITS.mailing } }, async (request, reply) => {
    const body = ZForgotRequestSchema.parse(request.body ?? {})
    // Same answer whether or not the e-mail has an account, so that nobody can probe for one.
    await app.services.passwordAuth.forgot(body.username, mailContext(app, request))
    return replyOk(reply)
  })

  app.post(AUTH_PATHS.reset, { config: { rateLimit: RATE_LIMITS.signIn } }, async (request, reply) => {
    const body = ZResetRequestSchema.parse(request.body ?? {})
    const user = await app.services.passwordAuth.reset(body.token, body.passwd)
    request.log.info({ event: 'auth.password.reset', userId: user.id }, 'password reset')
    return replySignedIn(app, request, reply, user, false)
  })

  app.post(AUTH_PATHS.confirm, { config: { rateLimit: RATE_LIMITS.signIn } }, async (request, reply) => {
    const body = ZConfirmRequestSchema.parse(request.body ?? {})
    const user = await app.services.passwordAuth.confirm(body.token)
    request.log.info({ event: 'auth.confirmed', userId: user.id }, 'account confirmed')
    return replySignedIn(app, request, reply, user, false)
  })

  app.post(
    AUTH_PATHS.resendConfirmation,
    { config: { rateLimit: RATE_LIMITS.mailing } },
    async (request, reply) => {
      const session = await requireSession(app, request)
      if (!session.emailConfirmed) {
        await app.services.passwordAuth.resendConfirmation(
          { id: session.userId, email: session.email },
          mailContext(app, request),
        )
      }
      return replyOk(reply)
    },
  )
}
