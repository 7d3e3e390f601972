import type { ComponentType, ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { adminPageForPath, pathUnderBase, type TAdminPage } from '../../../shared/business/admin-pages.ts'
import {
  hubViewerOf,
  isPageVisible,
  pageNeedsSecondFactor,
  pageRefusalReason,
} from '../../../shared/business/hub-visibility.ts'
import { verifyRedirect } from '../../api/session-errors.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { logUnknownPermission } from './log-unknown-permission.ts'
import { NoAccess, type TRefusal } from './no-access.tsx'
import { pageText } from './page-text.ts'

/**
 * Why the current session may not see the hub page at the current path, with that page; null when it
 * may, or when the path is no page of the catalogue (the root, an unknown vertical's 404).
 */
export function useHubRefusal(): { reason: TRefusal; page: TAdminPage } | null {
  const { auth, businessBasePath } = useGlobalState()
  const { pathname } = useLocation()
  const relative = pathUnderBase(pathname, businessBasePath)
  const page = relative === null ? null : adminPageForPath(relative)
  if (!page) return null
  if (!auth?.loggedInSession) return { reason: 'signIn', page }
  const viewer = hubViewerOf(auth)
  if (viewer && isPageVisible(page, viewer, logUnknownPermission)) return null
  const inPersonalMode = auth.businessState?.businessProfile && !auth.businessState.businessMode
  if (inPersonalMode) return { reason: 'switchAccount', page }
  return { reason: (viewer && pageRefusalReason(page, viewer)) ?? 'role', page }
}

/**
 * The verify page, when the current hub page's calls need a second factor this session has not proven
 * (the server redirects a page load; this covers moving between pages in the app).
 */
function useVerifyFirst(): string | null {
  const { auth, businessBasePath } = useGlobalState()
  const { pathname, search } = useLocation()
  const relative = pathUnderBase(pathname, businessBasePath)
  const page = relative === null ? null : adminPageForPath(relative)
  if (!page || !pageNeedsSecondFactor(page, auth?.businessState)) return null
  return verifyRedirect({ pathname, search }, businessBasePath)
}

/** Wraps every admin hub page: the page only for a session that may see it, "no access" otherwise. */
export function HubPageGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const refusal = useHubRefusal()
  const verify = useVerifyFirst()
  if (!refusal && verify) return <Navigate replace to={verify} />
  if (!refusal) return children
  return (
    <NoAccess
      reason={refusal.reason}
      page={refusal.page}
      pageTitle={pageText(t, refusal.page, refusal.page.titleKey)}
    />
  )
}

/** Each page of an area wrapped in the guard (a page outside the catalogue, such as the root, passes). */
export function guardedPages(pages: Record<string, ComponentType>): Record<string, ComponentType> {
  return Object.fromEntries(
    Object.entries(pages).map(([id, Page]) => {
      // biome-ignore lint/correctness/noComponentHookFactories: called once per area at module scope, never in render
      const Guarded = () => (
        <HubPageGuard>
          <Page />
        </HubPageGuard>
      )
      Guarded.displayName = `Guarded(${id})`
      return [id, Guarded]
    }),
  )
}
