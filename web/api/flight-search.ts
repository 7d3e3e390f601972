// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type {
  TFlightCalendarResponse,
  TFlightSearchResponse,
} from '../../shared/catalogue/flight-search-contract.ts'
import type { ApiClient } from './client.ts'
import { catalogueEndpoints as api } from './endpoints.gen.ts'
import { getSearch } from './search-call.ts'

/** The flight results page's two calls (decision 071); queries from flightApiQuery (flight-search-url.ts). */
export interface FlightSearchApi {
  search(query: Record<string, string>): Promise<TFlightSearchResponse>
  calendar(query: Record<string, string>): Promise<TFlightCalendarResponse>
}

export function createFlightSearchApi(client: () => ApiClient): FlightSearchApi {
  return {
    search: (query) => getSearch(client(), api.flights, query),
    calendar: (query) => getSearch(client(), api.flightCalendar, query),
  }
}
