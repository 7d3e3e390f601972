import { AUTH_PAGE_PATHS } from '../../../shared/auth/auth-pages.ts'
import { ONBOARDING_PAGES } from '../../../shared/business/onboarding-contract.ts'

/**
 * Whether this page changes the session as it opens: sign-out, the confirmation and reset pages, and a
 * business confirmation link (/business/get-started#confirm=…, which signs the founder in). Such a page
 * retires the form token it was served with, so a call carrying it would be refused.
 */
export function changesSessionAsItOpens(pathname: string, hash: string): boolean {
  if ((Object.values(AUTH_PAGE_PATHS) as string[]).includes(pathname)) return true
  return (
    pathname === ONBOARDING_PAGES.getStarted &&
    new URLSearchParams(hash.replace(/^#/, '')).has(ONBOARDING_PAGES.confirmFragment)
  )
}

// Read when the page's code loads: the get-started page removes the link's fragment as it takes it.
export const OPENED_CHANGING_SESSION =
  typeof window !== 'undefined' && changesSessionAsItOpens(window.location.pathname, window.location.hash)
