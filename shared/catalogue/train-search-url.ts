import { parseRoute } from './flight-search-url.ts'
import { TRAIN_SEARCH_LIMITS, TRAIN_SORTS } from './train-search-rules.ts'

/*
 * The train results page's URL (issue 25 item 3, decision 082): the whole search, shareable.
 *
 *   /trains/search/SEL-PUS/2026-12-01               one way
 *   /trains/search/SEL-PUS/2026-12-01/2026-12-05    and back
 *   ?adults=2&sort=cheapest&classes=first&trains=KTX the travellers, sort and filters (the API's names)
 *
 * The demo catalogue's place keys (/trains/search/seoul-busan/2026-12-01) stay valid. The search box's
 * plain GET form goes to TRAIN_FORM_PATH with TRAIN_FORM_FIELDS; the server resolves typed places there.
 */
export const TRAIN_RESULTS_BASE = '/trains/search'
export const TRAIN_FORM_PATH = TRAIN_RESULTS_BASE

export const TRAIN_FORM_FIELDS = {
  from: 'from',
  to: 'to',
  depart: 'depart',
  return: 'return',
  adults: 'adults',
} as const

export interface TTrainSearch {
  from: string
  to: string
  depart: string
  /** The day back, or null for one way. */
  return: string | null
  adults: number
}

export const TRAIN_FILTER_PARAMS = ['sort', 'classes', 'trains', 'policy'] as const
export type TTrainFilterParam = (typeof TRAIN_FILTER_PARAMS)[number]
export type TTrainFilters = Partial<Record<TTrainFilterParam, string>>

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** Adults from a query; anything unreadable is one. */
export function parseAdults(query: URLSearchParams): number {
  const raw = query.get(TRAIN_FORM_FIELDS.adults)
  const n = raw === null || raw === '' ? Number.NaN : Number(raw)
  return Number.isInteger(n) && n >= 1 && n <= TRAIN_SEARCH_LIMITS.maxTravellers ? n : 1
}

/** A results page's segments (after the base) and query back to its search; null when they are none. */
export function parseTrainResultsUrl(
  segments: readonly string[],
  query: URLSearchParams,
): { search: TTrainSearch; filters: TTrainFilters } | null {
  const [route, depart, back, ...rest] = segments
  const places = route ? parseRoute(route) : null
  if (!places || !depart || !ISO_DATE.test(depart) || rest.length > 0) return null
  if (back !== undefined && !ISO_DATE.test(back)) return null
  const filters: TTrainFilters = {}
  for (const name of TRAIN_FILTER_PARAMS) {
    const value = query.get(name)
    if (value) filters[name] = value
  }
  const search = { from: places[0], to: places[1], depart, return: back ?? null, adults: parseAdults(query) }
  return { search, filters }
}

/** The results page of a search, its sort and filters in the query (defaults left out). */
export function trainResultsPath(search: TTrainSearch, filters: TTrainFilters = {}): string {
  const query = new URLSearchParams()
  if (search.adults !== 1) query.set(TRAIN_FORM_FIELDS.adults, String(search.adults))
  for (const name of TRAIN_FILTER_PARAMS) {
    const value = filters[name]
    if (value && !(name === 'sort' && value === TRAIN_SORTS[0])) query.set(name, value)
  }
  const path = [`${search.from}-${search.to}`, search.depart, ...(search.return ? [search.return] : [])]
  const q = query.toString()
  return `${TRAIN_RESULTS_BASE}/${path.map(encodeURIComponent).join('/')}${q ? `?${q}` : ''}`
}

/** The search API's query for a results page's search and filters. */
export function trainApiQuery(
  search: TTrainSearch,
  filters: TTrainFilters,
  extra: { currency: string; limit?: number; offset?: number },
): Record<string, string> {
  const out: Record<string, string> = {
    from: search.from,
    to: search.to,
    depart: search.depart,
    ...(search.return ? { return: search.return } : {}),
    adults: String(search.adults),
    currency: extra.currency,
  }
  for (const [name, value] of Object.entries(filters)) if (value) out[name] = value
  if (extra.limit !== undefined) out.limit = String(extra.limit)
  if (extra.offset) out.offset = String(extra.offset)
  return out
}
