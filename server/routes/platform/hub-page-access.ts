import type { TAuthState } from '../../../shared/auth-state.ts'
import { adminPageForPath, pathUnderBase } from '../../../shared/business/admin-pages.ts'
import {
  hubViewerOf,
  isPageVisible,
  type TUnknownPermissionLog,
} from '../../../shared/business/hub-visibility.ts'

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
