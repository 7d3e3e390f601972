// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type {
  TStayPropertyResponse,
  TStaySearchResponse,
} from '../../shared/catalogue/stay-search-contract.ts'
import { STAY_PROPERTY_API_PATH, STAY_SEARCH_API_PATH } from '../../shared/catalogue/stay-search-rules.ts'
import type { ApiClient } from './client.ts'

/** The stay results and property pages' calls (decision 081); queries from stayApiQuery (stay-search-url.ts). */
export interface StaySearchApi {
  search(query: Record<string, string>): Promise<TStaySearchResponse>
  property(propertyId: string, query: Record<string, string>): Promise<TStayPropertyResponse>
}

export function createStaySearchApi(client: () => ApiClient): StaySearchApi {
  return {
    search: (query) => client().get(STAY_SEARCH_API_PATH, query),
    property: (propertyId, query) =>
      client().get(`${STAY_PROPERTY_API_PATH}/${encodeURIComponent(propertyId)}`, query),
  }
}
