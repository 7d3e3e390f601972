import { INBOX_SYNC_API, INBOX_SYNC_PAGE } from '../../../shared/inbox/inbox-sync-contract.ts'
import { type OidcPeer, type PeerClient, startOidcPeer } from '../../dev-peers/oidc-peer.ts'
import type { SignedInBrowser } from '../account/account-test-support.ts'
import { form } from '../account/account-test-support.ts'
import { json } from '../company/company-test-kit.ts'
import { authorizeAtOidcPeer } from '../social/peer-browser.ts'
import { TEST_ORIGIN } from '../social/social-test-kit.ts'

/** Our inbox sync client at the local OpenID provider (the Google stand-in social sign-in uses). */
export const INBOX_CLIENT: PeerClient = {
  clientId: 'fernway-inbox',
  clientSecret: 'inbox-secret-for-tests',
  redirectUris: [`${TEST_ORIGIN}${INBOX_SYNC_PAGE}`],
}

export async function startInboxPeer(): Promise<OidcPeer> {
  return startOidcPeer({ kind: 'google', clients: [INBOX_CLIENT] })
}

/** The environment pointing inbox sync at the peer; `scopes` what is asked. */
export function inboxEnv(peer: OidcPeer, scopes = 'openid email'): Record<string, string> {
  return {
    PUBLIC_ORIGIN: TEST_ORIGIN,
    INBOX_SYNC_CLIENT_ID: INBOX_CLIENT.clientId,
    INBOX_SYNC_CLIENT_SECRET: INBOX_CLIENT.clientSecret,
    INBOX_SYNC_ISSUERS: peer.issuer,
    INBOX_SYNC_AUTHORIZATION_URL: `${peer.issuer}/auth`,
    INBOX_SYNC_TOKEN_URL: `${peer.issuer}/token`,
    INBOX_SYNC_JWKS_URL: `${peer.issuer}/jwks`,
    INBOX_SYNC_SCOPES: scopes,
  }
}

/** Starts a grant and walks the provider's pages; answers the code and state it sent back. */
export async function grantAtPeer(peer: OidcPeer, browser: SignedInBrowser, email: string) {
  const started = await browser.call(json('POST', INBOX_SYNC_API.subscribe, {}))
  if (started.statusCode !== 200) throw new Error(`subscribe: ${started.statusCode} ${started.body}`)
  const authorizationUrl = new URL(started.json().authorizationUrl)
  const outcome = await authorizeAtOidcPeer(peer, authorizationUrl.href, { email })
  if (outcome.kind !== 'redirect') throw new Error('the provider answered by form')
  const code = outcome.url.searchParams.get('code')
  const state = outcome.url.searchParams.get('state')
  if (!code || !state) throw new Error(`no code: ${outcome.url.href}`)
  return { authorizationUrl, back: outcome.url, code, state }
}

export function finish(browser: SignedInBrowser, fields: { code: string; state: string }) {
  return browser.call({
    method: 'POST',
    url: INBOX_SYNC_API.subscription,
    ...form({ code: fields.code, state: fields.state }),
  })
}
