import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ActiveSession } from '../../repositories/session.repository.ts'
import type { TripActor } from '../../services/trips/trip-guards.ts'
import { requireSession, sessionOf } from '../require-session.ts'

/** The trips caller as the services want them; business bookings use the mode and role. */
export function tripActorOf(session: ActiveSession): TripActor {
  return {
    userId: session.userId,
    email: session.email,
    emailConfirmed: session.emailConfirmed,
    firstName: session.firstName,
    lastName: session.lastName,
    businessMode: session.businessMode,
    actingForUserId: session.actingForUserId,
    business: session.business
      ? {
          companyId: session.business.companyId,
          permissions: session.business.permissions,
          requireTwoFactor: session.business.requireTwoFactor,
        }
      : null,
    secondFactorProven: session.secondFactorAt !== null,
  }
}

/** The signed-in caller, or 401 INVALID_SESSION. */
export async function tripActor(app: FastifyInstance, request: FastifyRequest): Promise<TripActor> {
  return tripActorOf(await requireSession(app, request))
}

/** The caller of a route registered with `sessionFirst` (its session checked before its input). */
export function checkedTripActor(request: FastifyRequest): TripActor {
  return tripActorOf(sessionOf(request))
}

/** The caller if signed in (the store answers signed-out visitors too, with nothing). */
export async function optionalTripActor(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<TripActor | null> {
  const session = await app.services.authState.sessionFor(request.groupSecret)
  return session ? tripActorOf(session) : null
}
