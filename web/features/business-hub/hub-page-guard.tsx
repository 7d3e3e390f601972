import type { ComponentType, ReactNode } from 'react'
import { useLocation } from 'react-router'
import { adminPageForPath, pathUnderBase } from '../../../shared/business/admin-pages.ts'
import { hubViewerOf, isPageVisible } from '../../../shared/business/hub-visibility.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { logUnknownPermission } from './log-unknown-permission.ts'
import { NoAccess, type TRefusal } from './no-access.tsx'

/** Why the current session may not see the hub page at `pathname`; null when it may (or it is no hub page). */
export function useHubRefusal(): TRefusal | null {
  const { auth, businessBasePath } = useGlobalState()
  const { pathname } = useLocation()
  const relative = pathUnderBase(pathname, businessBasePath)
  const page = relative === null ? null : adminPageForPath(relative)
  if (!page) return null
  if (!auth?.loggedInSession) return 'signIn'
  const viewer = hubViewerOf(auth)
  if (viewer && isPageVisible(page, viewer, logUnknownPermission)) return null
  return auth.businessState?.businessProfile && !auth.businessState.businessMode ? 'switchAccount' : 'role'
}

/** Wraps every admin hub page: the page only for a session that may see it, "no access" otherwise. */
export function HubPageGuard({ children }: { children: ReactNode }) {
  const refusal = useHubRefusal()
  return refusal ? <NoAccess reason={refusal} /> : children
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
