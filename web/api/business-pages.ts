// Types only: the schemas modules hold zod, which must stay out of the browser bundle.
import type { TEventSaveRequest } from '../../shared/business/events-schemas.ts'
import { browserApiClient } from './browser-client.ts'
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import { eventsEndpoints as events, inboxSyncEndpoints as inbox } from './endpoints.gen.ts'

/** /business/events' calls (decision 052). */
export function eventsApi(client: () => ApiClient) {
  return {
    list: () => callEndpoint(client(), events.events),
    create: (input: TEventSaveRequest) => callEndpoint(client(), events.create, { body: input }),
    save: (id: string, input: TEventSaveRequest) =>
      callEndpoint(client(), events.save, { params: { id }, body: input }),
    remove: (id: string) => callEndpoint(client(), events.remove, { params: { id } }),
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
