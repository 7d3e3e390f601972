// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TTrainSearchResponse } from '../../shared/catalogue/train-search-contract.ts'
import type { ApiClient } from './client.ts'
import { catalogueEndpoints as api } from './endpoints.gen.ts'
import { getSearch } from './search-call.ts'

/** The train results page's call (decision 082); queries from trainApiQuery (train-search-url.ts). */
export interface TrainSearchApi {
  search(query: Record<string, string>): Promise<TTrainSearchResponse>
}

export function createTrainSearchApi(client: () => ApiClient): TrainSearchApi {
  return { search: (query) => getSearch(client(), api.trains, query) }
}
