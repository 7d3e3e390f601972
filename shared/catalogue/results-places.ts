import { CAR_RESULTS_BASE, parseCarResultsUrl } from './car-search-url.ts'
import { FLIGHT_RESULTS_BASE, parseFlightResultsUrl } from './flight-search-url.ts'
import { parseStayResultsUrl, STAY_RESULTS_BASE } from './stay-search-url.ts'
import { parseTrainResultsUrl, TRAIN_RESULTS_BASE } from './train-search-url.ts'

type TCodesOf = (segments: readonly string[], query: URLSearchParams) => readonly (string | null)[] | null

const VERTICALS: readonly [string, TCodesOf][] = [
  [
    FLIGHT_RESULTS_BASE,
    (s, q) => parseFlightResultsUrl(s, q)?.search.legs.flatMap((leg) => [leg.from, leg.to]) ?? null,
  ],
  [
    STAY_RESULTS_BASE,
    (s, q) => {
      const p = parseStayResultsUrl(s, q)
      return p ? [p.search.destination] : null
    },
  ],
  [
    CAR_RESULTS_BASE,
    (s, q) => {
      const p = parseCarResultsUrl(s, q)
      return p ? [p.search.pickup, p.search.dropoff] : null
    },
  ],
  [
    TRAIN_RESULTS_BASE,
    (s, q) => {
      const p = parseTrainResultsUrl(s, q)
      return p ? [p.search.from, p.search.to] : null
    },
  ],
]

/**
 * The place codes a search results page names in its URL (SEL and TYO in /flights/search/SEL-TYO/…),
 * each once: the server names them in the page's state so that its search box shows "Seoul", not "SEL".
 */
export function resultsPlaceCodes(pathname: string, query: URLSearchParams): string[] {
  for (const [base, codesOf] of VERTICALS) {
    if (!pathname.startsWith(`${base}/`)) continue
    let codes: readonly (string | null)[] | null = null
    try {
      codes = codesOf(
        pathname
          .slice(base.length + 1)
          .split('/')
          .map(decodeURIComponent),
        query,
      )
    } catch {
      // A malformed escape in the path: the page names no place (it shows its "not a search" view).
      return []
    }
    return [...new Set((codes ?? []).filter((c): c is string => typeof c === 'string' && c !== ''))]
  }
  return []
}
