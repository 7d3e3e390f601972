import crypto from 'node:crypto'
import { MARKETING_ID_PATTERN } from '../../../shared/marketing-id/marketing-id-contract.ts'

/** A new id: 16 random bytes, base64url (22 characters). */
export function mintMarketingId(): string {
  return crypto.randomBytes(16).toString('base64url')
}

export function isMarketingId(value: unknown): value is string {
  return typeof value === 'string' && MARKETING_ID_PATTERN.test(value)
}

/**
 * Which id a sync keeps (decision 048): the browser's own id always wins, so a suggestion (a campaign
 * link's) cannot replace it; without one a well-formed suggestion is adopted; otherwise a new id.
 * Malformed suggestions never get here (the schema refuses them with 400).
 */
export function syncedMarketingId(current: string | undefined, suggested: string | undefined): string {
  if (isMarketingId(current)) return current
  if (isMarketingId(suggested)) return suggested
  return mintMarketingId()
}
