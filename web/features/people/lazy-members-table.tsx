import { lazy } from 'react'
import { importWithRetry } from '../../api/lazy-import.ts'

let loading: Promise<typeof import('./members-table.tsx')> | undefined

/**
 * The members table's chunk (TanStack Table, some 13 KB gzip), loaded by the users page alone rather than
 * with every hub page. The page starts it on mount, so it loads beside the first search.
 */
export function loadMembersTable() {
  loading ??= importWithRetry(() => import('./members-table.tsx')).catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

export const LazyMembersTable = lazy(() => loadMembersTable().then((m) => ({ default: m.MembersTable })))
