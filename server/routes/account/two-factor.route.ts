import type { FastifyInstance } from 'fastify'
import { twoFactorEndpoints as api } from '../../../shared/two-factor/two-factor-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import type { SecondFactorService } from '../../services/two-factor/second-factor.service.ts'
import { mailContext } from '../auth/auth-reply.ts'
import { noStore } from '../reply-helpers.ts'
import { requireSession, sessionFirst, sessionOf } from '../require-session.ts'

/**
 * The signed-in user's second factors (decision 020): any account may hold them; business calls ask
 * for them (plugins/business-access.ts). Guesses are limited per IP here and per user in the service.
 */
export async function twoFactorRoutes(app: FastifyInstance, { factors }: { factors: SecondFactorService }) {
  noStore(app)

  route(app, api.status, async (request) => factors.status(await requireSession(app, request)))

  route(app, api.sendEmailCode, async (request) =>
    factors.sendEmailCode(await requireSession(app, request), mailContext(app, request)),
  )

  route(
    app,
    api.verify,
    async (request) => {
      const session = sessionOf(request)
      const input = request.body
      const result = await factors.verify(session, input)
      request.log.info(
        { event: 'auth.second-factor', userId: session.userId, method: input.method },
        'verified',
      )
      return result
    },
    sessionFirst(app),
  )

  route(app, api.beginTotp, async (request) =>
    factors.beginTotp(await requireSession(app, request), request.brand.displayName),
  )

  route(
    app,
    api.confirmTotp,
    async (request) => {
      const session = sessionOf(request)
      const result = await factors.confirmTotp(session, request.body.code)
      request.log.info(
        { event: 'auth.second-factor.enrolled', userId: session.userId },
        'authenticator added',
      )
      return result
    },
    sessionFirst(app),
  )

  route(app, api.removeTotp, async (request) => {
    const session = await requireSession(app, request)
    await factors.removeTotp(session)
    request.log.info({ event: 'auth.second-factor.removed', userId: session.userId }, 'authenticator removed')
    return null
  })

  route(app, api.regenerateRecoveryCodes, async (request) =>
    factors.regenerateRecoveryCodes(await requireSession(app, request)),
  )
}
