import { EVENTS_API } from '../../shared/business/events-contract.ts'
// Types only: the schemas modules hold zod, which must stay out of the browser bundle.
import type {
  TEvent,
  TEventDeleteResponse,
  TEventListResponse,
  TEventSaveRequest,
} from '../../shared/business/events-schemas.ts'
import { browserApiClient } from './browser-client.ts'
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import { inboxSyncEndpoints as inbox } from './endpoints.gen.ts'

/** /business/events' calls (decision 052). */
export function eventsApi(client: () => ApiClient) {
  return {
    list: () => client().get<TEventListResponse>(EVENTS_API.events),
    create: (input: TEventSaveRequest) => client().postJson<TEvent>(EVENTS_API.events, input),
    save: (id: string, input: TEventSaveRequest) => client().put<TEvent>(EVENTS_API.event(id), input),
    remove: (id: string) => client().delete<TEventDeleteResponse>(EVENTS_API.event(id)),
  }
}

/** Spec section 7's inbox calls: the status, starting a grant, finishing it with the code, unsubscribing. */
export function inboxSyncApi(client: () => ApiClient) {
  return {
    status: () => callEndpoint(client(), inbox.status),
    subscribe: () => callEndpoint(client(), inbox.subscribe, { body: {} }),
    finish: (code: string, state: string) =>
      callEndpoint(client(), inbox.complete, { body: { code, state } }),
    unsubscribe: () => callEndpoint(client(), inbox.unsubscribe),
  }
}

/** Made on the first call, never while rendering (the server render has no browser client). */
export const browserEventsApi = () => eventsApi(browserApiClient)
export const browserInboxSyncApi = () => inboxSyncApi(browserApiClient)
