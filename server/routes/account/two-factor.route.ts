import type { FastifyInstance } from 'fastify'
import { TWO_FACTOR_API } from '../../../shared/two-factor/two-factor-contract.ts'
import {
  ZTotpConfirmRequestSchema,
  ZVerifyRequestSchema,
} from '../../../shared/two-factor/two-factor-schemas.ts'
import { RATE_LIMITS } from '../../plugins/rate-limit.ts'
import { mailContext } from '../auth/auth-reply.ts'
import { requireSession } from '../require-session.ts'
import { noStore } from './account-services.ts'

/**
 * The signed-in user's second factors (decision 020): any account may hold them; business calls ask
 * for them (plugins/business-access.ts). Guesses are limited per IP here and per user in the service.
 */
export async function twoFactorRoutes(app: FastifyInstance) {
  const factors = app.services.secondFactor
  noStore(app)

  app.get(TWO_FACTOR_API.status, async (request) => {
    const session = await requireSession(app, request)
    return factors.status(session)
  })

  app.post(TWO_FACTOR_API.emailSend, { config: { rateLimit: RATE_LIMITS.mailing } }, async (request) => {
    const session = await requireSession(app, request)
    return factors.sendEmailCode(session, mailContext(app, request))
  })

  app.post(TWO_FACTOR_API.verify, { config: { rateLimit: RATE_LIMITS.signIn } }, async (request) => {
    const session = await requireSession(app, request)
    const input = ZVerifyRequestSchema.parse(request.body)
    const result = await factors.verify(session, input)
    request.log.info(
      { event: 'auth.second-factor', userId: session.userId, method: input.method },
      'verified',
    )
    return result
  })

  app.post(TWO_FACTOR_API.totpEnrol, { config: { rateLimit: RATE_LIMITS.signIn } }, async (request) => {
    const session = await requireSession(app, request)
    return factors.beginTotp(session, request.brand.displayName)
  })

  app.post(TWO_FACTOR_API.totpConfirm, { config: { rateLimit: RATE_LIMITS.signIn } }, async (request) => {
    const session = await requireSession(app, request)
    const { code } = ZTotpConfirmRequestSchema.parse(request.body)
    const result = await factors.confirmTotp(session, code)
    request.log.info({ event: 'auth.second-factor.enrolled', userId: session.userId }, 'authenticator added')
    return result
  })

  app.delete(TWO_FACTOR_API.totp, async (request, reply) => {
    const session = await requireSession(app, request)
    await factors.removeTotp(session)
    request.log.info({ event: 'auth.second-factor.removed', userId: session.userId }, 'authenticator removed')
    return reply.code(204).send()
  })

  app.post(TWO_FACTOR_API.recoveryCodes, async (request) => {
    const session = await requireSession(app, request)
    return factors.regenerateRecoveryCodes(session)
  })
}
