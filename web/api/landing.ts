// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TLandingKind, TLandingResponse } from '../../shared/catalogue/landing-contract.ts'
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import { catalogueEndpoints as api } from './endpoints.gen.ts'

export function fetchLanding(
  client: ApiClient,
  query: { kind: TLandingKind; slug: string; currency: string; locale: string },
): Promise<TLandingResponse> {
  return callEndpoint(client, api.landing, { query })
}
