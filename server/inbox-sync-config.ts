import { envList, envText } from './env-values.ts'
import type { GoogleConfig, OidcClientConfig } from './social-config.ts'

/**
 * The OAuth provider inbox sync asks for mailbox access (decision 052). Google's endpoints and the
 * sign-in client by default; every value can be pointed elsewhere (INBOX_SYNC_*), and tests point it
 * at a local OpenID provider.
 */
export interface InboxSyncConfig extends OidcClientConfig {
  /** What is asked; every scope but openid must come back granted. */
  scopes: string[]
}

export const GMAIL_READONLY_SCOPE = 'https://www.googleapis.com/auth/gmail.readonly'

export function loadInboxSyncConfig(env: NodeJS.ProcessEnv, google: GoogleConfig): InboxSyncConfig {
  const issuers = envText(env.INBOX_SYNC_ISSUERS)
  return {
    clientId: envText(env.INBOX_SYNC_CLIENT_ID) ?? google.clientId,
    clientSecret: envText(env.INBOX_SYNC_CLIENT_SECRET) ?? google.clientSecret,
    issuers: issuers === null ? google.issuers : envList(issuers),
    authorizationUrl: envText(env.INBOX_SYNC_AUTHORIZATION_URL) ?? google.authorizationUrl,
    tokenUrl: envText(env.INBOX_SYNC_TOKEN_URL) ?? google.tokenUrl,
    jwksUrl: envText(env.INBOX_SYNC_JWKS_URL) ?? google.jwksUrl,
    scopes: (envText(env.INBOX_SYNC_SCOPES) ?? `openid email ${GMAIL_READONLY_SCOPE}`)
      .split(/\s+/)
      .filter(Boolean),
  }
}

export function inboxSyncConfigured(config: InboxSyncConfig): boolean {
  return Boolean(config.clientId && config.clientSecret)
}
