// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { inboxSyncEndpoints as D0 } from '../../../shared/inbox/inbox-sync-endpoints.ts'

export const inboxSyncEndpoints = {
  "status": { method: "GET", path: "/k/run/inbox/requests/gmail/subscription" } as TEndpointRoute<(typeof D0)["status"]>,
  "subscribe": { method: "POST", path: "/inbox/gmail/subscribe" } as TEndpointRoute<(typeof D0)["subscribe"]>,
  "complete": { method: "POST", path: "/k/run/inbox/requests/gmail/subscription", bodyType: 'form' } as TEndpointRoute<(typeof D0)["complete"]>,
  "unsubscribe": { method: "DELETE", path: "/k/run/inbox/requests/gmail/subscription" } as TEndpointRoute<(typeof D0)["unsubscribe"]>,
}
