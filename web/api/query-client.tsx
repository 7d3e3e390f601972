import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useContext, useState } from 'react'
import { QueryScopeContext } from '../app/query-scope.ts'

/**
 * The app's query defaults: a failed read shows the page's own words at once (a refusal retried is the
 * same refusal, and the API client already renews a stale form token itself), and returning to the tab
 * does not re-read behind the user's back.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } })
}

/**
 * The app's one query cache around server state: every page and island under the same app shares it (the
 * browser's for the page's life; each server render and each test render its own, never one across
 * requests). Outside the app's providers (a component test's bare render) the subtree gets its own.
 */
export function Queries({ children }: { children: ReactNode }) {
  const scope = useContext(QueryScopeContext)
  const [own] = useState(() => (scope ? null : createQueryClient()))
  if (scope && !scope.client) scope.client = createQueryClient()
  const client = (scope?.client as QueryClient | undefined) ?? (own as QueryClient)
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
