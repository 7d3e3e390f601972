import { CodeChallengeMethod, OAuth2Client, OAuth2RequestError } from 'arctic'
import { INBOX_SYNC_PAGE, type InboxSyncErrorCode } from '../../../shared/inbox/inbox-sync-contract.ts'
import type { TInboxSubscriptionStatus } from '../../../shared/inbox/inbox-sync-schemas.ts'
import { HttpError } from '../../http-error.ts'
import { type InboxSyncConfig, inboxSyncConfigured } from '../../inbox-sync-config.ts'
import type { InboxGrantRow, InboxSyncRepository } from '../../repositories/inbox-sync.repository.ts'
import { claimText, claimTrue, verifyIdToken } from '../auth/social/id-token.ts'
import { flowSecrets, inboxFlowKey, issueState, verifyState } from './inbox-flow.ts'

/** The user and browser a grant is for. */
export interface InboxCaller {
  userId: string
  groupSecret: string | null
}

/**
 * Inbox sync over OAuth (decision 052): the authorization code flow with PKCE, a state bound to the
 * user and browser, and the ID token checked (signature, issuer, audience, nonce). The grant is kept
 * as who the mailbox belongs to and the scopes granted; the provider's tokens are dropped once read.
 */
export interface InboxSyncService {
  status(userId: string): Promise<TInboxSubscriptionStatus>
  start(caller: InboxCaller, loginHint?: string): URL
  complete(caller: InboxCaller, code: string, state: string): Promise<TInboxSubscriptionStatus>
  unsubscribe(userId: string): Promise<TInboxSubscriptionStatus>
}

const error = (status: number, code: keyof typeof InboxSyncErrorCode, description: string) =>
  new HttpError(status, code, description)

export function createInboxSyncService(
  config: InboxSyncConfig,
  publicOrigin: string,
  serverSecret: string,
  grants: InboxSyncRepository,
  now: () => Date = () => new Date(),
): InboxSyncService {
  const available = inboxSyncConfigured(config)
  const key = inboxFlowKey(serverSecret)
  const client = new OAuth2Client(
    config.clientId ?? '',
    config.clientSecret,
    `${publicOrigin}${INBOX_SYNC_PAGE}`,
  )
  const needed = config.scopes.filter((s) => s !== 'openid')

  const present = (row: InboxGrantRow | null): TInboxSubscriptionStatus => ({
    available,
    subscribed: row !== null,
    email: row?.email ?? null,
    scopes: row?.scopes ?? [],
    grantedAt: row?.grantedAt.toISOString() ?? null,
  })
  function ensureAvailable() {
    if (!available) throw error(503, 'INBOX_SYNC_UNAVAILABLE', 'Inbox sync is not available.')
  }

  async function exchange(code: string, codeVerifier: string) {
    try {
      return await client.validateAuthorizationCode(config.tokenUrl, code, codeVerifier)
    } catch (e) {
      // The provider's own refusal (a used, expired or foreign code) is the caller's; anything else is ours.
      if (e instanceof OAuth2RequestError)
        throw error(400, 'INBOX_SYNC_CODE_INVALID', 'The mailbox provider did not accept this grant.')
      throw error(502, 'INBOX_SYNC_PROVIDER_FAILED', 'The mailbox provider could not be reached.')
    }
  }

  return {
    async status(userId) {
      return present(await grants.find(userId))
    },
    start(caller, loginHint) {
      ensureAvailable()
      if (!caller.groupSecret) throw error(400, 'INBOX_SYNC_STATE_INVALID', 'Sign in again to continue.')
      const state = issueState(key, caller.userId, caller.groupSecret, now())
      const { codeVerifier, nonce } = flowSecrets(key, state)
      const url = client.createAuthorizationURLWithPKCE(
        config.authorizationUrl,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        config.scopes,
      )
      url.searchParams.set('nonce', nonce)
      // Google hands a refresh token only with offline access; we keep none, so we ask for none.
      if (loginHint) url.searchParams.set('login_hint', loginHint)
      return url
    },
    async complete(caller, code, state) {
      ensureAvailable()
      if (!verifyState(key, caller.userId, caller.groupSecret, state, now()))
        throw error(400, 'INBOX_SYNC_STATE_INVALID', 'This grant was not started here. Try again.')
      const { codeVerifier, nonce } = flowSecrets(key, state)
      const tokens = await exchange(code, codeVerifier)
      let idToken: string
      try {
        idToken = tokens.idToken()
      } catch {
        throw error(502, 'INBOX_SYNC_PROVIDER_FAILED', 'The mailbox provider sent no identity.')
      }
      let claims: Record<string, unknown>
      try {
        claims = await verifyIdToken(idToken, {
          jwksUrl: config.jwksUrl,
          issuers: config.issuers,
          audience: config.clientId ?? '',
          nonce: (value) => value === nonce,
          now: now(),
        })
      } catch {
        throw error(400, 'INBOX_SYNC_CODE_INVALID', 'The mailbox provider did not confirm who granted this.')
      }
      const granted = tokens.hasScopes() ? tokens.scopes() : config.scopes
      if (!needed.every((s) => granted.includes(s)))
        throw error(403, 'INBOX_SYNC_SCOPE_DENIED', 'Reading the mailbox was not allowed.')
      const email = claimTrue(claims, 'email_verified') ? claimText(claims, 'email') || null : null
      // The access token is not kept: nothing reads the mailbox yet (decision 052).
      const row = await grants.save(caller.userId, {
        subject: claimText(claims, 'sub'),
        email,
        scopes: [...new Set(granted)].sort(),
      })
      return present(row)
    },
    async unsubscribe(userId) {
      await grants.remove(userId)
      return present(null)
    },
  }
}
