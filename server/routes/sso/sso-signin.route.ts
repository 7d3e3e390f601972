import type { FastifyInstance } from 'fastify'
import { SSO_RETURN, SsoErrorCode } from '../../../shared/sso/sso-contract.ts'
import { ssoEndpoints as api } from '../../../shared/sso/sso-endpoints.ts'
import { ZSsoCallbackQuerySchema } from '../../../shared/sso/sso-schemas.ts'
import { route } from '../../plugins/endpoints.ts'
import { cookieMaxAgeSeconds } from '../../services/session.service.ts'
import { mailContext } from '../auth/auth-reply.ts'

/** `path` with these query parameters added (path is a safe same-origin redirect). */
export function withParams(path: string, params: Record<string, string>): string {
  const url = new URL(path, 'http://x')
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  return `${url.pathname}${url.search}${url.hash}`
}

/** The sign-in side of company SSO: where to start, and the provider's way back. */
export async function ssoSignInRoutes(app: FastifyInstance) {
  // Public, but it opens an attempt bound to this browser: the form token is required (decision 022).
  route(app, api.entryPoint, async (request, reply) => {
    const query = request.query
    const answer = await app.services.sso.entryPoint({
      email: query.email ?? null,
      domain: query.domain ?? null,
      redir: query.redir,
      sticky: query.sticky !== 'false',
      groupSecret: request.ensureGroupSecret(reply),
      origin: mailContext(app, request).origin,
    })
    reply.header('cache-control', 'no-store')
    return answer
  })

  /*
   * A top-level navigation from the provider, so no form token can come with it: the state, bound to
   * this browser's session group and used once, is what protects it (decision 022).
   */
  route(app, api.callback, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer')
    // Not declared: a malformed callback is a redirect with the failure's code, not a 400.
    const parsed = ZSsoCallbackQuerySchema.safeParse(request.query ?? {})
    const failed = (redir: string, code: string) =>
      reply.redirect(withParams(redir, { signin: 'externalAuth', [SSO_RETURN.errorParam]: code }), 303)
    if (!parsed.success) {
      request.log.info(
        { event: 'auth.signin.failed', method: 'sso', reason: 'malformed callback' },
        'sso refused',
      )
      return failed('/', SsoErrorCode.SSO_STATE_INVALID)
    }
    const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : ''
    const outcome = await app.services.sso.complete({
      rawQuery,
      state: parsed.data.state,
      groupSecret: request.groupSecret,
      origin: mailContext(app, request).origin,
    })
    if (outcome.kind === 'failed') {
      request.log.info(
        { event: 'auth.signin.failed', method: 'sso', code: outcome.code, reason: outcome.reason },
        'sso refused',
      )
      if (outcome.purpose === 'test')
        return reply.redirect(withParams(outcome.redir, { [SSO_RETURN.testParam]: outcome.code }), 303)
      return failed(outcome.redir, outcome.code)
    }
    if (outcome.kind === 'tested') {
      request.log.info({ event: 'sso.config.tested', configId: outcome.configId }, 'sso trial passed')
      return reply.redirect(withParams(outcome.redir, { [SSO_RETURN.testParam]: 'ok' }), 303)
    }
    const now = new Date()
    const group = await app.services.sessions.signIn(request.groupSecret, outcome.user, {
      sticky: outcome.sticky,
      userAgent: request.headers['user-agent'] ?? null,
      ipAddress: request.ip,
    })
    await app.services.sso.finishSession(group.sessionId, outcome)
    reply.setGroupSecret(group.secret, cookieMaxAgeSeconds(group, outcome.sticky, now))
    request.log.info(
      {
        event: 'auth.signin',
        method: 'sso',
        userId: outcome.user.id,
        configId: outcome.configId,
        provisioned: outcome.provisioned,
        secondFactor: outcome.secondFactor,
      },
      'signed in',
    )
    return reply.redirect(outcome.redir, 303)
  })
}
