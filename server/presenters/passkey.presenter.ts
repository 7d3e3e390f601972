import type { TPasskey, TPasskeyListResponse } from '../../shared/passkey/passkey-schemas.ts'
import type { PasskeyCredentialRow } from '../repositories/passkey-credential.repository.ts'
import { summarizeUserAgent } from './account.presenter.ts'

/** A passkey as its owner sees it: never its key, counter or credential id. */
export function presentPasskey(row: PasskeyCredentialRow): TPasskey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
    backedUp: row.backedUp,
  }
}

export function presentPasskeys(rows: PasskeyCredentialRow[]): TPasskeyListResponse {
  return { passkeys: rows.map(presentPasskey) }
}

/** A new passkey's first name, from the browser that made it ("Chrome · macOS"); the owner may rename it. */
export function passkeyDeviceName(userAgent: string | null | undefined): string {
  const ua = summarizeUserAgent(userAgent ?? null)
  const parts = [ua?.browser, ua?.os].filter((p): p is string => Boolean(p))
  return parts.length ? parts.join(' · ') : 'Passkey'
}
