import { createContext } from 'react'

/**
 * Where the app's one query cache lives: one scope per mounted app (the browser's single root for the
 * page's life, a server render's own, a test's own render). It holds no TanStack code, so the first
 * download does not carry the query library; `web/api/query-client.tsx` fills it on first use.
 */
export interface QueryScope {
  client?: unknown
}

export const QueryScopeContext = createContext<QueryScope | null>(null)
