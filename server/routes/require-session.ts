import type { FastifyInstance, FastifyRequest } from 'fastify'
import { sessionGone } from '../http-error.ts'
import type { ActiveSession } from '../repositories/session.repository.ts'

/** The signed-in session of this request, or 401 INVALID_SESSION (the client's shared handler). */
export async function requireSession(app: FastifyInstance, request: FastifyRequest): Promise<ActiveSession> {
  const session = await app.services.authState.sessionFor(request.groupSecret)
  if (!session) throw sessionGone()
  return session
}

const checked = new WeakMap<FastifyRequest, ActiveSession>()

/**
 * Options of a declared route that needs a session and takes input: the session is checked before the
 * input is validated (401 before 400, as when the handler parsed it after `requireSession`), and the
 * handler reads it with `sessionOf`.
 */
export function sessionFirst(app: FastifyInstance) {
  return {
    preValidation: async (request: FastifyRequest) => {
      checked.set(request, await requireSession(app, request))
    },
  }
}

/** The session `sessionFirst` checked for this request. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  const session = checked.get(request)
  if (!session) throw new Error(`${request.routeOptions.url} checks no session first`)
  return session
}
