import { AJAX_HEADER, AJAX_HEADER_VALUE, FLIGHT_DASHBOARD } from '../../shared/constants.ts'
import { TRIPS_API_PATHS } from '../../shared/trips/trips-contract.ts'
// Types only: the schemas module holds zod, which must stay out of the browser bundle.
import type { TUpcomingFlightsResponse } from '../../shared/trips/trips-schemas.ts'
import { withQuery } from './request-url.ts'

export interface UpcomingFlightsDeps {
  fetch: typeof fetch
  baseUrl?: string
  timeoutMs?: number
}

/**
 * The flight dashboard's call (decision 101): a plain GET, which unlike the generic client's can carry
 * a signal, so that it gives up after 5 seconds (spec section 9) and rejects with a TimeoutError. It
 * changes nothing, so it needs no form token.
 */
export async function fetchUpcomingFlights(
  deps: UpcomingFlightsDeps,
  limit: number = FLIGHT_DASHBOARD.defaultLimit,
): Promise<TUpcomingFlightsResponse> {
  const path = withQuery(TRIPS_API_PATHS.upcomingFlights, { limit })
  const response = await deps.fetch(`${deps.baseUrl ?? ''}${path}`, {
    headers: { accept: 'application/json', [AJAX_HEADER]: AJAX_HEADER_VALUE },
    credentials: 'same-origin',
    signal: AbortSignal.timeout(deps.timeoutMs ?? FLIGHT_DASHBOARD.timeoutMs),
  })
  if (!response.ok) throw new Error(`${response.status} ${TRIPS_API_PATHS.upcomingFlights}`)
  const body = (await response.json()) as Partial<TUpcomingFlightsResponse> | null
  if (!Array.isArray(body?.flights)) throw new Error(`${TRIPS_API_PATHS.upcomingFlights} answered no flights`)
  return { flights: body.flights }
}

/** Whether the call gave up waiting (fetch rejects with the signal's TimeoutError). */
export function isTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TimeoutError'
}
