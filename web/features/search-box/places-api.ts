// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TPlace } from '../../../shared/catalogue/places-contract.ts'
import { AJAX_HEADER, AJAX_HEADER_VALUE, SUGGESTION_LIMITS } from '../../../shared/constants.ts'
import { withQuery } from '../../api/request-url.ts'

/**
 * PLACES_API_PATH and PLACES_LIMITS of shared/catalogue/places-contract.ts, repeated here so that the
 * contract's zod schemas stay out of the search box's chunk; places-api.test.ts keeps them equal.
 */
export const PLACES_PATH = '/i/api/catalogue/v1/places'
export const PLACE_QUERY_MAX_LENGTH = 64
/** The search box is not in the header: the default suggestion limit. */
export const PLACE_SUGGESTIONS = SUGGESTION_LIMITS.default

/** Place suggestions (decision 070); the signal cancels a request a newer keystroke made useless. */
export interface PlacesApi {
  suggest(query: string, locale: string, signal: AbortSignal): Promise<TPlace[]>
}

export interface PlacesApiDeps {
  fetch: typeof fetch
  baseUrl?: string
}

const CODE = /^[A-Z]{3}$/
const COUNTRY = /^[A-Z]{2}$/

/** An answer's place as the box shows it, or null: the server validates what it sends, this only guards. */
function placeOf(value: unknown): TPlace | null {
  if (typeof value !== 'object' || value === null) return null
  const { code, kind, name, cityName, countryCode } = value as Record<string, unknown>
  if (typeof code !== 'string' || !CODE.test(code)) return null
  if (kind !== 'city' && kind !== 'airport') return null
  if (typeof name !== 'string' || typeof cityName !== 'string') return null
  if (typeof countryCode !== 'string' || !COUNTRY.test(countryCode)) return null
  return { code, kind, name, cityName, countryCode }
}

/**
 * GET /i/api/catalogue/v1/places: public and cacheable, so a plain fetch (no form token), which, unlike
 * the generic client's get, can be aborted. Rejects on an error status, an answer that is not one, or
 * the network; an aborted call rejects with fetch's AbortError.
 */
export function createPlacesApi(deps: PlacesApiDeps): PlacesApi {
  return {
    async suggest(query, locale, signal) {
      const path = withQuery(PLACES_PATH, {
        q: query.slice(0, PLACE_QUERY_MAX_LENGTH),
        locale,
        limit: PLACE_SUGGESTIONS,
      })
      const response = await deps.fetch(`${deps.baseUrl ?? ''}${path}`, {
        headers: { accept: 'application/json', [AJAX_HEADER]: AJAX_HEADER_VALUE },
        credentials: 'same-origin',
        signal,
      })
      if (!response.ok) throw new Error(`${response.status} ${PLACES_PATH}`)
      const body = (await response.json()) as { places?: unknown } | null
      if (!Array.isArray(body?.places)) throw new Error(`${PLACES_PATH} answered no places`)
      return body.places.map(placeOf).filter((p): p is TPlace => p !== null)
    },
  }
}

let browserApi: PlacesApi | null = null

/** The browser's places API, made on first use (never at import: the server renders this module too). */
export function browserPlacesApi(): PlacesApi {
  // Called through window: an unbound fetch throws "Illegal invocation".
  browserApi ??= createPlacesApi({ fetch: (input, init) => window.fetch(input, init) })
  return browserApi
}
