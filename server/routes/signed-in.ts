import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ActiveSession } from '../repositories/session.repository.ts'
import { requireSession } from './require-session.ts'

const sessions = new WeakMap<FastifyRequest, ActiveSession>()

/**
 * A declared route's `preValidation` hook for a signed-in caller (decision 107): a signed-out caller is
 * answered 401 before the request's shape is looked at, as when the handler asked for the session first.
 */
export const signedIn = (app: FastifyInstance) => ({
  preValidation: async (request: FastifyRequest) => {
    sessions.set(request, await requireSession(app, request))
  },
})

/** The session `signedIn` found for this request. */
export function signedInSession(request: FastifyRequest): ActiveSession {
  const session = sessions.get(request)
  if (!session) throw new Error(`${request.routeOptions.url} is not registered with signedIn`)
  return session
}
