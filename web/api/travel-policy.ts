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
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import { policyEndpoints as api } from './endpoints.gen.ts'

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
    get: (vertical) => callEndpoint(client(), api.policy, { params: { vertical } }),
    save: (vertical, body) => callEndpoint(client(), api.save, { params: { vertical }, body }),
    simulate: (vertical, draft) =>
      callEndpoint(client(), api.simulate, { params: { vertical }, body: draft }),
    sortOrder: () => callEndpoint(client(), api.sortOrder),
    saveSortOrder: (order) => callEndpoint(client(), api.saveSortOrder, { body: order }),
    // The query is the vertical's search, which the declaration leaves to the catalogue's parser.
    results: (search) => client().get(POLICY_PATHS.results(search.vertical), searchQuery(search)),
  }
}
