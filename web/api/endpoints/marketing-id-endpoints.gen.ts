// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { marketingIdEndpoints as D0 } from '../../../shared/marketing-id/marketing-id-endpoints.ts'

export const marketingIdEndpoints = {
  "sync": { method: "POST", path: "/s/run/kmkid/sync", bodyType: 'form' } as TEndpointRoute<(typeof D0)["sync"]>,
  "set": { method: "POST", path: "/s/run/kmkid/set", bodyType: 'form' } as TEndpointRoute<(typeof D0)["set"]>,
}
