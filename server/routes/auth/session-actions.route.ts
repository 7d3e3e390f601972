import type { FastifyInstance } from 'fastify'
import { AUTH_PATHS } from '../../../shared/auth/auth-contract.ts'
import { ZSwitchQuerySchema } from '../../../shared/auth/auth-schemas.ts'
import { newGroupSecret } from '../../plugins/session-group.ts'
import { requireSession } from '../require-session.ts'
import { replyOk } from './auth-reply.ts'

/** Sign-out, "add another account" and the account switcher. */
export async function sessionActionRoutes(app: FastifyInstance) {
  app.post(AUTH_PATHS.logout, async (request, reply) => {
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
  app.get(AUTH_PATHS.add, { config: { csrf: true } }, async (request, reply) => {
    const session = await requireSession(app, request)
    await app.services.sessions.beginAdd(session)
    return replyOk(reply)
  })

  app.get(AUTH_PATHS.switch, { config: { csrf: true } }, async (request, reply) => {
    const session = await requireSession(app, request)
    const query = ZSwitchQuerySchema.parse(request.query ?? {})
    await app.services.sessions.switchTo(session, query.tokenId, query.business)
    request.log.info({ event: 'auth.switch', userId: session.userId }, 'switched account')
    return replyOk(reply)
  })
}
