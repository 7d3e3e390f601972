import type { FastifyInstance } from 'fastify'
import { authEndpoints as api } from '../../../shared/auth/auth-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import { requireSession } from '../require-session.ts'
import { mailContext, replyOk, replySignedIn } from './auth-reply.ts'

/** Forgotten password, reset link, account confirmation and its resending. */
export async function recoveryRoutes(app: FastifyInstance) {
  route(app, api.forgot, async (request, reply) => {
    const body = request.body
    // Same answer whether or not the e-mail has an account, so that nobody can probe for one.
    await app.services.passwordAuth.forgot(body.username, mailContext(app, request))
    return replyOk(reply)
  })

  route(app, api.reset, async (request, reply) => {
    const body = request.body
    const user = await app.services.passwordAuth.reset(body.token, body.passwd)
    request.log.info({ event: 'auth.password.reset', userId: user.id }, 'password reset')
    return replySignedIn(app, request, reply, user, false)
  })

  route(app, api.confirm, async (request, reply) => {
    const body = request.body
    const user = await app.services.passwordAuth.confirm(body.token)
    request.log.info({ event: 'auth.confirmed', userId: user.id }, 'account confirmed')
    return replySignedIn(app, request, reply, user, false)
  })

  route(app, api.resendConfirmation, async (request, reply) => {
    const session = await requireSession(app, request)
    if (!session.emailConfirmed) {
      await app.services.passwordAuth.resendConfirmation(
        { id: session.userId, email: session.email },
        mailContext(app, request),
      )
    }
    return replyOk(reply)
  })
}
