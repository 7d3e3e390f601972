import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { TAuthResponse } from '../../../shared/auth/auth-schemas.ts'
import { presentAuthOk, presentUserInfo } from '../../presenters/auth-response.presenter.ts'
import type { UserRow } from '../../repositories/user.repository.ts'
import type { MailContext } from '../../services/auth/auth-deps.ts'
import { cookieMaxAgeSeconds } from '../../services/session.service.ts'

/** A loopback host and port exactly (localhost, 127.0.0.1, [::1]): nothing else matches. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/

/**
 * Links in mails point at the configured origin of the brand's host, never at whatever Host header
 * came in (a forged Host would otherwise send reset links to an attacker's site). In development only,
 * a loopback host the request came in on is kept (issue 27 item 7): a developer at 127.0.0.1 gets
 * links to 127.0.0.1, where their session is, not to localhost. No other host can be named that way.
 */
export function mailContext(app: FastifyInstance, request: FastifyRequest): MailContext {
  return {
    origin: configuredOrigin(app, request),
    language: request.site.language,
    brandName: request.brand.displayName,
  }
}

/** The configured origin a request's host stands for (see mailContext): what absolute links may name. */
export function configuredOrigin(app: FastifyInstance, request: FastifyRequest): string {
  const host = request.hostname.toLowerCase()
  const scheme = new URL(app.config.publicOrigin).protocol
  return app.config.brandHosts[host]
    ? `${scheme}//${request.host}`
    : (developmentLoopbackOrigin(app, request) ?? app.config.publicOrigin)
}

/** In development, the loopback origin the request came in on (see mailContext); otherwise none. */
export function developmentLoopbackOrigin(app: FastifyInstance, request: FastifyRequest): string | undefined {
  if (app.config.env !== 'development' || !LOOPBACK_HOST.test(request.host.toLowerCase())) return undefined
  return `${new URL(app.config.publicOrigin).protocol}//${request.host.toLowerCase()}`
}

/** Starts (or joins) the browser's signed-in group and answers with the new form token. */
export async function replySignedIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  sticky: boolean,
): Promise<TAuthResponse> {
  // Company SSO enforced for the e-mail's domain refuses every local method but break-glass (022).
  await app.services.sso.assertLocalSignInAllowed(user, request.log)
  const now = new Date()
  const group = await app.services.sessions.signIn(request.groupSecret, user, {
    sticky,
    userAgent: request.headers['user-agent'] ?? null,
    ipAddress: request.ip,
  })
  reply.setGroupSecret(group.secret, cookieMaxAgeSeconds(group, sticky, now))
  request.log.info({ event: 'auth.signin', userId: user.id }, 'signed in')
  reply.header('cache-control', 'no-store')
  return presentAuthOk({ userInfo: presentUserInfo(user), formToken: request.formToken(reply) })
}

export function replyOk(reply: FastifyReply, fields: Partial<TAuthResponse> = {}): TAuthResponse {
  reply.header('cache-control', 'no-store')
  return presentAuthOk(fields)
}
