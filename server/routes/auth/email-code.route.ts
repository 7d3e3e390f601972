import type { FastifyInstance } from 'fastify'
import { authEndpoints as api } from '../../../shared/auth/auth-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import type { EmailCodeService } from '../../services/auth/email-code.service.ts'
import { mailContext, replyOk, replySignedIn } from './auth-reply.ts'

/** Sign-in method "e-mail code": a six-digit code sent to the address. */
export async function emailCodeRoutes(app: FastifyInstance, { emailCode }: { emailCode: EmailCodeService }) {
  route(app, api.sendCode, async (request, reply) => {
    await emailCode.send(request.body.username, mailContext(app, request))
    return replyOk(reply)
  })

  route(app, api.verifyCode, async (request, reply) => {
    const body = request.body
    try {
      const user = await emailCode.verify(body.username, body.code)
      return await replySignedIn(app, request, reply, user, body.sticky)
    } catch (error) {
      request.log.info({ event: 'auth.signin.failed', method: 'email-code' }, 'sign-in refused')
      throw error
    }
  })
}
