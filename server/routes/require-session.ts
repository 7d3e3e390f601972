import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ErrorCode } from '../../shared/errors.ts'
import { HttpError } from '../http-error.ts'
import type { ActiveSession } from '../repositories/session.repository.ts'

/** The signed-in session of this request, or 401 INVALID_SESSION (the client's shared handler). */
export async function requireSession(app: FastifyInstance, request: FastifyRequest): Promise<ActiveSession> {
  const session = await app.services.authState.sessionFor(request.groupSecret)
  if (!session) throw new HttpError(401, ErrorCode.INVALID_SESSION, 'Sign in to continue.')
  return session
}
