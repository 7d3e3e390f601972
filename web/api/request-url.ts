import { EMPTY_PAGING_SIZE } from '../../shared/constants.ts'

export type TQueryValue = string | number | boolean | null | undefined
export type TQueryParams = Record<string, TQueryValue | readonly TQueryValue[]>

export interface TPaging {
  /** Page number as the endpoint counts it (the client does not shift it). */
  page: number
  size: number
}

/**
 * Adds `params` to a path that may already carry a query (`?knownTravelerNumberApiVersion=v2`).
 * null and undefined are left out; arrays repeat the key.
 */
export function withQuery(path: string, params: TQueryParams = {}): string {
  const hashAt = path.indexOf('#')
  const bare = hashAt === -1 ? path : path.slice(0, hashAt)
  const queryAt = bare.indexOf('?')
  const pathname = queryAt === -1 ? bare : bare.slice(0, queryAt)
  const search = new URLSearchParams(queryAt === -1 ? '' : bare.slice(queryAt + 1))
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value]
    for (const v of values) if (v !== null && v !== undefined) search.append(key, String(v))
  }
  const query = search.toString()
  return query ? `${pathname}?${query}` : pathname
}

/** Paging wins over a `page` or `size` already in the path or in `params`. */
export function withPaging(path: string, paging: TPaging, params: TQueryParams = {}): string {
  const { page: _page, size: _size, ...rest } = params
  const url = withQuery(path, rest)
  const [pathname = '', query = ''] = url.split('?', 2)
  const search = new URLSearchParams(query)
  search.set('page', String(paging.page))
  // An empty or broken size falls back to the spec's 15 (section 9), never to "size=0" or "size=NaN".
  const size = Number.isInteger(paging.size) && paging.size > 0 ? paging.size : EMPTY_PAGING_SIZE
  search.set('size', String(size))
  return `${pathname}?${search.toString()}`
}
