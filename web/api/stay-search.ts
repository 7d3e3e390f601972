// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type {
  TStayPropertyResponse,
  TStaySearchResponse,
} from '../../shared/catalogue/stay-search-contract.ts'
import type { ApiClient } from './client.ts'
import { catalogueEndpoints as api } from './endpoints.gen.ts'
import { getSearch } from './search-call.ts'

/** The stay results and property pages' calls (decision 081); queries from stayApiQuery (stay-search-url.ts). */
export interface StaySearchApi {
  search(query: Record<string, string>): Promise<TStaySearchResponse>
  property(propertyId: string, query: Record<string, string>): Promise<TStayPropertyResponse>
}

export function createStaySearchApi(client: () => ApiClient): StaySearchApi {
  return {
    search: (query) => getSearch(client(), api.hotels, query),
    property: (propertyId, query) => getSearch(client(), api.property, query, { propertyId }),
  }
}
