import { ONBOARDING_PAGES } from '../../../shared/business/onboarding-contract.ts'

/** The secret of a mailed business link (#confirm=…), or null; malformed values are ignored. */
export function readConfirmToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(ONBOARDING_PAGES.confirmFragment)
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null
}
