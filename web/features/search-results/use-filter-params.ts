import { useCallback, useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router'

/**
 * A results page's sort and filters as URL parameters (replacing the history entry, keeping the path):
 * setting one shows an answer already asked for at once (`adopt`), and a pointer resting on a filter asks
 * ahead for what it would show (`prefetch`). The callbacks stay the same functions from press to press
 * (they read the latest URL through a ref), so that filters whose figures did not change are not drawn
 * again. `readFilters` turns a query into the page's filters; keep it stable.
 */
export function useFilterParams<TFilters>(
  readFilters: (query: URLSearchParams) => TFilters,
  params: readonly string[],
  results: { adopt(filters: TFilters): void; prefetch(filters: TFilters): void },
) {
  const [query] = useSearchParams()
  const navigate = useNavigate()
  const latest = useRef({ query: query.toString(), navigate, results })
  latest.current = { query: query.toString(), navigate, results }
  const changed = useCallback(
    (name: string, value: string | null) => {
      const next = new URLSearchParams(latest.current.query)
      if (value === null) next.delete(name)
      else next.set(name, value)
      return { text: next.toString(), filters: readFilters(next) }
    },
    [readFilters],
  )
  const go = useCallback((text: string) => {
    // The router renders the new URL in a transition: a press before that builds on this one.
    latest.current.query = text
    latest.current.navigate({ search: text ? `?${text}` : '' }, { replace: true })
  }, [])
  const setFilter = useCallback(
    (name: string, value: string | null) => {
      const { text, filters } = changed(name, value)
      latest.current.results.adopt(filters)
      go(text)
    },
    [changed, go],
  )
  const prefetchFilter = useCallback(
    (name: string, value: string | null) => latest.current.results.prefetch(changed(name, value).filters),
    [changed],
  )
  const clearFilters = useCallback(() => {
    const next = new URLSearchParams(latest.current.query)
    for (const name of params) if (name !== 'sort') next.delete(name)
    go(next.toString())
  }, [params, go])
  return { setFilter, prefetchFilter, clearFilters }
}
