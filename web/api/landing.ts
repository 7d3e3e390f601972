// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TLandingKind, TLandingResponse } from '../../shared/catalogue/landing-contract.ts'
import type { ApiClient } from './client.ts'

/** LANDING_API_PATH of shared/catalogue/landing-contract.ts, repeated to keep its schemas out of the chunk. */
export const LANDING_PATH = '/i/api/catalogue/v1/landing'

export function fetchLanding(
  client: ApiClient,
  query: { kind: TLandingKind; slug: string; currency: string; locale: string },
): Promise<TLandingResponse> {
  return client.get(LANDING_PATH, query)
}
