import { lazy } from 'react'
import { importOnce } from '../../api/lazy-import.ts'

/**
 * The members table's chunk (TanStack Table, some 13 KB gzip), loaded by the users page alone rather than
 * with every hub page. The page starts it on mount, so it loads beside the first search.
 */
export const loadMembersTable = importOnce<typeof import('./members-table.tsx')>(
  () => import('./members-table.tsx'),
)

export const LazyMembersTable = lazy(() => loadMembersTable().then((m) => ({ default: m.MembersTable })))
