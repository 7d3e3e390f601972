/** A query's parameters, as its API call sends them. */
export type QueryParams = Readonly<Record<string, unknown>>

/**
 * The one query-key scheme: the segments of the API path a query reads, then its parameters when it has
 * any. Every key under a path starts with that path's segments, so invalidating `apiKey(path)` refreshes
 * everything read at or below it; two queries of the same call share their cache entry whichever page
 * made them.
 */
export function apiKey(path: string, params?: QueryParams): readonly unknown[] {
  const segments = (path.split('?')[0] ?? '').split('/').filter(Boolean)
  return params ? [...segments, params] : segments
}
