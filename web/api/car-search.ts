// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TCarSearchResponse } from '../../shared/catalogue/car-search-contract.ts'
import type { ApiClient } from './client.ts'
import { catalogueEndpoints as api } from './endpoints.gen.ts'
import { getSearch } from './search-call.ts'

/** The car results page's call (decision 083); queries from carApiQuery (car-search-url.ts). */
export interface CarSearchApi {
  search(query: Record<string, string>): Promise<TCarSearchResponse>
}

export function createCarSearchApi(client: () => ApiClient): CarSearchApi {
  return { search: (query) => getSearch(client(), api.cars, query) }
}
