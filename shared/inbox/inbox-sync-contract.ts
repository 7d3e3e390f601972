/*
 * Inbox sync (spec section 7: /k/run/inbox/requests/gmail/subscription and /inbox/gmail/subscribe;
 * decision 052): a user lets us read travel confirmations from their mailbox, granted over OAuth.
 */
import { codes } from '../code-table.ts'

export const INBOX_SYNC_API = {
  /**
   * GET: whether the user is subscribed. POST (form: code, state): finishes the grant the provider
   * sent the browser back with. DELETE: unsubscribes.
   */
  subscription: '/k/run/inbox/requests/gmail/subscription',
  /** POST (JSON, optional loginHint): starts a grant; answers the provider's authorization URL. */
  subscribe: '/inbox/gmail/subscribe',
} as const

/** The account page section holding inbox sync, where the provider sends the browser back (redirect URI). */
export const INBOX_SYNC_PAGE = '/profile/preferences'

export const InboxSyncErrorCode = codes(
  /** No provider is configured: the server cannot offer inbox sync. */
  'INBOX_SYNC_UNAVAILABLE',
  /** In business mode the company has not switched INBOX_SYNC on. */
  'INBOX_SYNC_NOT_ENABLED',
  /** The state is missing, expired, forged, or belongs to another browser or user. */
  'INBOX_SYNC_STATE_INVALID',
  /** The provider refused the code (used, expired, or never issued to us). */
  'INBOX_SYNC_CODE_INVALID',
  /** The user did not grant the mailbox scope. */
  'INBOX_SYNC_SCOPE_DENIED',
  'INBOX_SYNC_PROVIDER_FAILED',
)
