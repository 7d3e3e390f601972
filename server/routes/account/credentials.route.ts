import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ZodError } from 'zod'
import { accountEndpoints as api } from '../../../shared/account/account-endpoints.ts'
import { AuthStatus } from '../../../shared/auth/auth-contract.ts'
import { HttpError } from '../../http-error.ts'
import { route } from '../../plugins/endpoints.ts'
import { toErrorResponse } from '../../plugins/errors.ts'
import { presentAuthFailure, presentAuthSuccess } from '../../presenters/auth-response.presenter.ts'
import type { AccountServices } from '../../services/account/account-services.ts'
import { noStore } from '../reply-helpers.ts'
import { sessionFirst, sessionOf } from '../require-session.ts'

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

/** Re-authentication and password change: form posts beside the sign-in ones under /k/run/auth/. */
export async function credentialRoutes(app: FastifyInstance, { account }: { account: AccountServices }) {
  const { reauth, passwordChange } = account
  noStore(app)
  const options = { errorHandler: authErrorHandler, ...sessionFirst(app) }

  route(
    app,
    api.reauth,
    async (request, reply) => {
      const session = sessionOf(request)
      await reauth.reauthenticate(session, request.body.passwd)
      return presentAuthSuccess(session, request.formToken(reply))
    },
    options,
  )

  // The declaration reads a missing current password as a wrong one (403), not a malformed request.
  route(
    app,
    api.changePassword,
    async (request, reply) => {
      const session = sessionOf(request)
      await passwordChange.changePassword(session, request.body, { brandName: request.brand.displayName })
      return presentAuthSuccess(session, request.formToken(reply))
    },
    options,
  )
}
