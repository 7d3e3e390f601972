import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { TSocialProvider } from '../../../shared/social/social-contract.ts'
import { socialEndpoints as api } from '../../../shared/social/social-endpoints.ts'
import { HttpError } from '../../http-error.ts'
import { route } from '../../plugins/endpoints.ts'
import { developmentLoopbackOrigin, mailContext } from '../auth/auth-reply.ts'
import { popupPage } from './popup-page.ts'
import type { SocialServices } from './social-services.ts'

/**
 * The popup routes (spec section 2): /k/run/{provider}auth/redirect starts the provider's authorization
 * for this browser; the provider returns to /callback, whose page hands the result to the opener.
 */
export async function socialPopupRoutes(app: FastifyInstance, { flow }: Pick<SocialServices, 'flow'>) {
  function sendPopup(
    request: FastifyRequest,
    reply: FastifyReply,
    provider: TSocialProvider,
    result: object,
    status = 200,
  ) {
    const context = mailContext(app, request)
    const page = popupPage({ provider, ...result }, context.origin, context.language)
    return reply.code(status).headers(page.headers).send(page.html)
  }

  function failed(request: FastifyRequest, reply: FastifyReply, provider: TSocialProvider, error: unknown) {
    if (!(error instanceof HttpError)) throw error
    request.log.info(
      { event: 'auth.social.popup.failed', provider, code: error.code },
      'social popup refused',
    )
    return sendPopup(request, reply, provider, { error: error.code }, error.statusCode)
  }

  for (const provider of ['google', 'naver', 'apple'] as const) {
    const endpoints = api[provider]

    route(app, endpoints.redirect, async (request, reply) => {
      const query = request.query
      try {
        const url = flow.start(
          provider,
          request.ensureGroupSecret(reply),
          query.loginHint,
          developmentLoopbackOrigin(app, request),
        )
        return reply.header('cache-control', 'no-store').redirect(url.href, 302)
      } catch (error) {
        return failed(request, reply, provider, error)
      }
    })

    if (provider === 'apple') continue
    route(app, api[provider].callback, async (request, reply) => {
      const query = request.query
      try {
        if (query.error || !query.code || !query.state)
          throw new HttpError(400, 'PROVIDER_ERROR', 'The provider did not sign you in.')
        const tokens = await flow.callback(
          provider,
          request.groupSecret,
          { code: query.code, state: query.state },
          developmentLoopbackOrigin(app, request),
        )
        return sendPopup(request, reply, provider, tokens)
      } catch (error) {
        return failed(request, reply, provider, error)
      }
    })
  }

  // Apple posts its answer from its own site (form_post): no cookie comes with it and none is needed.
  // The page only relays the answer; the opener's login call then checks state and nonce against its
  // own browser (decision 018).
  route(
    app,
    api.apple.callback,
    async (request, reply) => {
      const form = request.body
      if (form.error || !form.id_token || !form.state)
        return sendPopup(request, reply, 'apple', { error: 'PROVIDER_ERROR' }, 400)
      let name: { firstName?: unknown; lastName?: unknown } = {}
      try {
        name = (JSON.parse(form.user ?? '{}') as { name?: typeof name }).name ?? {}
      } catch {
        name = {}
      }
      return sendPopup(request, reply, 'apple', {
        idToken: form.id_token,
        state: form.state,
        ...(form.code ? { code: form.code } : {}),
        ...(typeof name.firstName === 'string' ? { firstName: name.firstName.slice(0, 100) } : {}),
        ...(typeof name.lastName === 'string' ? { lastName: name.lastName.slice(0, 100) } : {}),
      })
    },
    { config: { providerCallback: true } },
  )
}
