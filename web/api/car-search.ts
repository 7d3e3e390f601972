// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TCarSearchResponse } from '../../shared/catalogue/car-search-contract.ts'
import { CAR_SEARCH_API_PATH } from '../../shared/catalogue/car-search-rules.ts'
import type { ApiClient } from './client.ts'

/** The car results page's call (decision 083); queries from carApiQuery (car-search-url.ts). */
export interface CarSearchApi {
  search(query: Record<string, string>): Promise<TCarSearchResponse>
}

export function createCarSearchApi(client: () => ApiClient): CarSearchApi {
  return { search: (query) => client().get(CAR_SEARCH_API_PATH, query) }
}
