import type { FastifyInstance } from 'fastify'
import { TRIPS_PAGES } from '../../../shared/trips/trips-contract.ts'
import type { ActiveSession } from '../../repositories/session.repository.ts'
import { tripActorOf } from '../trips/trips-route-kit.ts'

const TRIP_PAGE = /^\/trips\/([^/]+)\/?$/

/**
 * Whether a page names something the viewer cannot reach: its "not found" view then answers 404, not
 * 200 (issue 30). Only a signed-in viewer's trip page is checked here; a visitor's page asks them to sign
 * in. The same answer for a trip that does not exist and one that is not theirs, so that trip ids cannot
 * be probed.
 */
export async function pageNotFound(
  app: FastifyInstance,
  session: ActiveSession | null,
  pathname: string,
): Promise<boolean> {
  const match = TRIP_PAGE.exec(pathname)
  if (!session || !match?.[1] || pathname === TRIPS_PAGES.sharedPath) return false
  let fullTripId: string
  try {
    fullTripId = decodeURIComponent(match[1])
  } catch {
    return true
  }
  const answer = await app.services.trips.store.store(tripActorOf(session), ['trip'], fullTripId)
  return !answer.trip
}
