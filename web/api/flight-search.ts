// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type {
  TFlightCalendarResponse,
  TFlightSearchResponse,
} from '../../shared/catalogue/flight-search-contract.ts'
import type { ApiClient } from './client.ts'

/**
 * FLIGHT_SEARCH_API_PATH and FLIGHT_CALENDAR_API_PATH of shared/catalogue/flight-search-contract.ts,
 * repeated so that its schemas stay out of the page's chunk; flight-search.test.ts keeps them equal.
 */
export const FLIGHT_SEARCH_PATH = '/i/api/catalogue/v1/flights/search'
export const FLIGHT_CALENDAR_PATH = '/i/api/catalogue/v1/flights/calendar'

/** The flight results page's two calls (decision 071); queries from flightApiQuery (flight-search-url.ts). */
export interface FlightSearchApi {
  search(query: Record<string, string>): Promise<TFlightSearchResponse>
  calendar(query: Record<string, string>): Promise<TFlightCalendarResponse>
}

export function createFlightSearchApi(client: () => ApiClient): FlightSearchApi {
  return {
    search: (query) => client().get(FLIGHT_SEARCH_PATH, query),
    calendar: (query) => client().get(FLIGHT_CALENDAR_PATH, query),
  }
}
