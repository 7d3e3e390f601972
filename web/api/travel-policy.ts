// Types only: the schemas modules hold zod, which must stay out of the browser bundle.
import { POLICY_PATHS } from '../../shared/business/policy-contract.ts'
import type {
  TPolicyResponse,
  TPolicyResultsResponse,
  TPolicySaveRequest,
  TSimulateResponse,
  TSortOrder,
  TSortOrderResponse,
  TTravelPolicy,
} from '../../shared/business/policy-schemas.ts'
import type { TPolicyVertical } from '../../shared/business/policy-verticals.ts'
import { searchQuery, type TCatalogueSearch } from '../../shared/trips/catalogue-contract.ts'
import type { ApiClient } from './client.ts'

/** Travel policies' calls (decision 054). */
export interface TravelPolicyApi {
  get(vertical: TPolicyVertical): Promise<TPolicyResponse>
  save(vertical: TPolicyVertical, body: TPolicySaveRequest): Promise<TPolicyResponse>
  simulate(vertical: TPolicyVertical, draft: TTravelPolicy): Promise<TSimulateResponse>
  sortOrder(): Promise<TSortOrderResponse>
  saveSortOrder(order: TSortOrder): Promise<TSortOrderResponse>
  /** The traveller's verdict on each offer of a search, and the company's order of results. */
  results(search: TCatalogueSearch): Promise<TPolicyResultsResponse>
}

export function createTravelPolicyApi(client: () => ApiClient): TravelPolicyApi {
  return {
    get: (vertical) => client().get(POLICY_PATHS.policy(vertical)),
    save: (vertical, body) => client().put(POLICY_PATHS.policy(vertical), body),
    simulate: (vertical, draft) => client().postJson(POLICY_PATHS.simulate(vertical), draft),
    sortOrder: () => client().get(POLICY_PATHS.sortOrder),
    saveSortOrder: (order) => client().postJson(POLICY_PATHS.sortOrder, order),
    results: (search) => client().get(POLICY_PATHS.results(search.vertical), searchQuery(search)),
  }
}
