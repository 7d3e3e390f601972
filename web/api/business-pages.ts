// Types only: the schemas modules hold zod, which must stay out of the browser bundle.
import type { TEventSaveRequest } from '../../shared/business/events-schemas.ts'
import { INBOX_SYNC_API } from '../../shared/inbox/inbox-sync-contract.ts'
import type {
  TInboxSubscribeResponse,
  TInboxSubscriptionStatus,
} from '../../shared/inbox/inbox-sync-schemas.ts'
import { browserApiClient } from './browser-client.ts'
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import { eventsEndpoints as events } from './endpoints.gen.ts'

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
    status: () => client().get<TInboxSubscriptionStatus>(INBOX_SYNC_API.subscription),
    subscribe: () => client().postJson<TInboxSubscribeResponse>(INBOX_SYNC_API.subscribe, {}),
    finish: (code: string, state: string) =>
      client().postForm<TInboxSubscriptionStatus>(INBOX_SYNC_API.subscription, { code, state }),
    unsubscribe: () => client().delete<TInboxSubscriptionStatus>(INBOX_SYNC_API.subscription),
  }
}

/** Made on the first call, never while rendering (the server render has no browser client). */
export const browserEventsApi = () => eventsApi(browserApiClient)
export const browserInboxSyncApi = () => inboxSyncApi(browserApiClient)
