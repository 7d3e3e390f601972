import { defineEndpoint } from '../endpoint.ts'
import { optionalBody } from '../optional-body.ts'
import { INBOX_SYNC_API, InboxSyncErrorCode } from './inbox-sync-contract.ts'
import {
  ZInboxSubscribeRequestSchema,
  ZInboxSubscribeResponseSchema,
  ZInboxSubscriptionFormSchema,
  ZInboxSubscriptionStatusSchema,
} from './inbox-sync-schemas.ts'

// Each grant costs a round trip to the provider (code exchange, keys): bounded per visitor.
const grantLimit = { max: 20, timeWindow: 60_000 }
const E = InboxSyncErrorCode

/** Inbox sync (decision 052): the signed-in user's own mailbox grant. */
export const inboxSyncEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: INBOX_SYNC_API.subscription,
    summary: "Whether the user's mailbox is subscribed",
    response: ZInboxSubscriptionStatusSchema,
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: INBOX_SYNC_API.subscribe,
    summary: "Starts a mailbox grant: the provider's authorization URL",
    body: optionalBody(ZInboxSubscribeRequestSchema),
    response: ZInboxSubscribeResponseSchema,
    rateLimit: grantLimit,
    errors: [E.INBOX_SYNC_UNAVAILABLE, E.INBOX_SYNC_NOT_ENABLED],
  }),
  complete: defineEndpoint({
    method: 'POST',
    path: INBOX_SYNC_API.subscription,
    summary: 'Finishes the grant the provider sent the browser back with',
    body: optionalBody(ZInboxSubscriptionFormSchema),
    bodyType: 'form',
    response: ZInboxSubscriptionStatusSchema,
    rateLimit: grantLimit,
    errors: [
      E.INBOX_SYNC_UNAVAILABLE,
      E.INBOX_SYNC_NOT_ENABLED,
      E.INBOX_SYNC_STATE_INVALID,
      E.INBOX_SYNC_CODE_INVALID,
      E.INBOX_SYNC_SCOPE_DENIED,
      E.INBOX_SYNC_PROVIDER_FAILED,
    ],
  }),
  unsubscribe: defineEndpoint({
    method: 'DELETE',
    path: INBOX_SYNC_API.subscription,
    summary: 'Removes the mailbox grant',
    response: ZInboxSubscriptionStatusSchema,
    rateLimit: grantLimit,
  }),
}
