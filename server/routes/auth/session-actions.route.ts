import type { FastifyInstance } from 'fastify'
import { authEndpoints as api } from '../../../shared/auth/auth-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import { newGroupSecret } from '../../plugins/session-group.ts'
import { requireSession, sessionFirst, sessionOf } from '../require-session.ts'
import { replyOk } from './auth-reply.ts'

/** Sign-out, "add another account" and the account switcher. */
export async function sessionActionRoutes(app: FastifyInstance) {
  route(app, api.logout, async (request, reply) => {
    // Signing out ends an impersonation too; its trail must say so (decision 021).
    await app.services.impersonation.recordSignOut(request.groupSecret, {
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    })
    await app.services.sessions.signOut(request.groupSecret)
    // A fresh anonymous secret: nothing of the signed-in group survives in this browser.
    reply.setGroupSecret(newGroupSecret(), null)
    request.log.info({ event: 'auth.signout' }, 'signed out')
    return replyOk(reply, { formToken: request.formToken(reply) })
  })

  // GETs that change state (the spec's shape): they demand the form token like any POST.
  route(app, api.add, async (request, reply) => {
    const session = await requireSession(app, request)
    await app.services.sessions.beginAdd(session)
    return replyOk(reply)
  })

  route(
    app,
    api.switch,
    async (request, reply) => {
      const session = sessionOf(request)
      await app.services.sessions.switchTo(session, request.query.tokenId, request.query.business)
      request.log.info({ event: 'auth.switch', userId: session.userId }, 'switched account')
      return replyOk(reply)
    },
    sessionFirst(app),
  )
}
