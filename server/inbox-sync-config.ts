import type { GoogleConfig } from './social-config.ts'

/**
 * The OAuth provider inbox sync asks for mailbox access (decision 052). Google's endpoints and the
 * sign-in client by default; every value can be pointed elsewhere (INBOX_SYNC_*), and tests point it
 * at a local OpenID provider.
 */
export interface InboxSyncConfig {
  clientId: string | null
  clientSecret: string | null
  issuers: string[]
  authorizationUrl: string
  tokenUrl: string
  jwksUrl: string
  /** What is asked; every scope but openid must come back granted. */
  scopes: string[]
}

export const GMAIL_READONLY_SCOPE = 'https://www.googleapis.com/auth/gmail.readonly'

const s = (raw: string | undefined): string | null => (raw && raw.trim() !== '' ? raw.trim() : null)

export function loadInboxSyncConfig(env: NodeJS.ProcessEnv, google: GoogleConfig): InboxSyncConfig {
  return {
    clientId: s(env.INBOX_SYNC_CLIENT_ID) ?? google.clientId,
    clientSecret: s(env.INBOX_SYNC_CLIENT_SECRET) ?? google.clientSecret,
    issuers:
      s(env.INBOX_SYNC_ISSUERS)
        ?.split(',')
        .map((i) => i.trim())
        .filter(Boolean) ?? google.issuers,
    authorizationUrl: s(env.INBOX_SYNC_AUTHORIZATION_URL) ?? google.authorizationUrl,
    tokenUrl: s(env.INBOX_SYNC_TOKEN_URL) ?? google.tokenUrl,
    jwksUrl: s(env.INBOX_SYNC_JWKS_URL) ?? google.jwksUrl,
    scopes: (s(env.INBOX_SYNC_SCOPES) ?? `openid email ${GMAIL_READONLY_SCOPE}`).split(/\s+/).filter(Boolean),
  }
}

export function inboxSyncConfigured(config: InboxSyncConfig): boolean {
  return Boolean(config.clientId && config.clientSecret)
}
