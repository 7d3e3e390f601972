import type { FastifyInstance } from 'fastify'
import { AUTH_PATHS } from '../../../shared/auth/auth-contract.ts'
import { ZCodeSendRequestSchema, ZCodeVerifyRequestSchema } from '../../../shared/auth/auth-schemas.ts'
import { RATE_LIMITS } from '../../plugins/rate-limit.ts'
import { mailContext, replyOk, replySignedIn } from './auth-reply.ts'

/** Sign-in method "e-mail code": a six-digit code sent to the address. */
export async function emailCodeRoutes(app: FastifyInstance) {
  app.post(AUTH_PATHS.codeSend, { config: { rateLimit: RATE_LIMITS.mailing } }, async (request, reply) => {
    const body = ZCodeSendRequestSchema.parse(request.body ?? {})
    await app.services.emailCode.send(body.username, mailContext(app, request))
    return replyOk(reply)
  })

  app.post(AUTH_PATHS.codeVerify, { config: { rateLimit: RATE_LIMITS.signIn } }, async (request, reply) => {
    const body = ZCodeVerifyRequestSchema.parse(request.body ?? {})
    try {
      const user = await app.services.emailCode.verify(body.username, body.code)
      return await replySignedIn(app, request, reply, user, body.sticky)
    } catch (error) {
      request.log.info({ event: 'auth.signin.failed', method: 'email-code' }, 'sign-in refused')
      throw error
    }
  })
}
