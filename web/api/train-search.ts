// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TTrainSearchResponse } from '../../shared/catalogue/train-search-contract.ts'
import { TRAIN_SEARCH_API_PATH } from '../../shared/catalogue/train-search-rules.ts'
import type { ApiClient } from './client.ts'

/** The train results page's call (decision 082); queries from trainApiQuery (train-search-url.ts). */
export interface TrainSearchApi {
  search(query: Record<string, string>): Promise<TTrainSearchResponse>
}

export function createTrainSearchApi(client: () => ApiClient): TrainSearchApi {
  return { search: (query) => client().get(TRAIN_SEARCH_API_PATH, query) }
}
