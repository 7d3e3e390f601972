import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ZodError } from 'zod'
import { AUTH_PATHS, AuthStatus } from '../../../shared/auth/auth-contract.ts'
import { ZChangePasswordRequestSchema, ZReauthRequestSchema } from '../../../shared/auth/auth-schemas.ts'
import { HttpError } from '../../http-error.ts'
import { toErrorResponse } from '../../plugins/errors.ts'
import { RATE_LIMITS } from '../../plugins/rate-limit.ts'
import { presentAuthFailure, presentAuthSuccess } from '../../presenters/auth-response.presenter.ts'
import { requireSession } from '../require-session.ts'
import { accountServicesFor, noStore } from './account-services.ts'

/** Refusals keep the auth response shape (spec section 3) so the form can point at the field. */
function authErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, code, description, items } = toErrorResponse(error)
  if (status >= 500) request.log.error({ err: error }, 'request failed')
  const field =
    error instanceof HttpError
      ? (error.options.authField ?? null)
      : error instanceof ZodError
        ? String(error.issues[0]?.path[0] ?? '') || null
        : null
  const kind = error instanceof ZodError ? AuthStatus.REQUEST_ERROR : AuthStatus.ERROR
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send(presentAuthFailure(code, description, field, kind, items))
}

/** A body read as an object, so that a missing field is the schema's to judge. */
function fields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {}
}

/** Re-authentication and password change: form posts beside the sign-in ones under /k/run/auth/. */
export async function credentialRoutes(app: FastifyInstance) {
  const { reauth, passwordChange } = accountServicesFor(app)
  noStore(app)

  app.post(
    AUTH_PATHS.reauth,
    { errorHandler: authErrorHandler, config: { rateLimit: RATE_LIMITS.signIn } },
    async (request, reply) => {
      const session = await requireSession(app, request)
      const { passwd } = ZReauthRequestSchema.parse(request.body)
      await reauth.reauthenticate(session, passwd)
      return presentAuthSuccess(session, request.formToken(reply))
    },
  )

  app.post(
    AUTH_PATHS.changePassword,
    { errorHandler: authErrorHandler, config: { rateLimit: RATE_LIMITS.signIn } },
    async (request, reply) => {
      const session = await requireSession(app, request)
      // A missing current password is a wrong one (403), not a malformed request (ASVS 6.2.3).
      const input = ZChangePasswordRequestSchema.parse({ currentPasswd: '', ...fields(request.body) })
      await passwordChange.changePassword(session, input, { brandName: request.brand.displayName })
      return presentAuthSuccess(session, request.formToken(reply))
    },
  )
}
