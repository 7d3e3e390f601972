import type { TAuthState } from '../../../shared/auth-state.ts'
import { adminPageForPath, pathUnderBase } from '../../../shared/business/admin-pages.ts'
import {
  hubViewerOf,
  isPageVisible,
  pageNeedsSecondFactor,
  type TUnknownPermissionLog,
} from '../../../shared/business/hub-visibility.ts'
import { INVITATION_HUB_PATH } from '../../../shared/business/members-contract.ts'
import { needsSecondFactor } from '../../../shared/business/second-factor.ts'
import { safeRedirect } from '../../../shared/redirect.ts'
import { MEMBERS_REQUIREMENTS } from '../members/members-route-kit.ts'

/**
 * Whether the page route must answer 403 for this path: an admin hub page the signed-in session may
 * not see, by the same rule as the menus (decision 039). Visitors who are not signed in get the page's
 * "sign in" view instead; the page holds no company data either way (its calls are checked one by one).
 */
export function hubPageRefused(
  auth: TAuthState,
  pathname: string,
  basePath: string,
  log: TUnknownPermissionLog,
): boolean {
  const relative = pathUnderBase(pathname, basePath)
  const page = relative === null ? null : adminPageForPath(relative)
  if (!page || !auth.loggedInSession) return false
  return !isPageVisible(page, hubViewerOf(auth), log)
}

/** The invitations page is no hub page, but its calls are admin calls (server/routes/members). */
const INVITATIONS = {
  path: INVITATION_HUB_PATH.slice('/business'.length),
  // The calls' own requirement (members-route-kit.ts), so page and calls cannot drift apart.
  permissions: MEMBERS_REQUIREMENTS.invitations.permissions,
} as const

/**
 * Where an admin hub page the session may see sends it first: /business/verify (back here after) when
 * the page's calls need a second factor this session has not proven; null otherwise. Asked before the
 * page renders, so its first calls are never refused (issue 30).
 */
export function hubPageVerifyPath(auth: TAuthState, url: URL, basePath: string): string | null {
  if (!auth.loggedInSession) return null
  const relative = pathUnderBase(url.pathname, basePath)
  const page = relative === null ? null : adminPageForPath(relative)
  const business = auth.businessState
  const needs = page
    ? pageNeedsSecondFactor(page, business)
    : relative === INVITATIONS.path &&
      business?.secondFactorProven === false &&
      INVITATIONS.permissions.some((p) => business.permissions.includes(p)) &&
      needsSecondFactor(INVITATIONS.permissions, business.requireTwoFactor ?? false)
  if (!needs) return null
  const back = safeRedirect(`${url.pathname}${url.search}`, basePath)
  return `${basePath}/verify?redir=${encodeURIComponent(back)}`
}
