import { useEffect, useRef, useState } from 'react'
import type { TPlace } from '../../../shared/catalogue/places-contract.ts'
import { logError } from '../../app/logger.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { codeOnly, isUnnamed } from './flight-box-state.ts'
import { browserPlacesApi, type PlacesApi } from './places-api.ts'

/**
 * A results URL names its places by code (SEL, NRT): once the page runs, each is asked of the places
 * API (an exact code comes first) so that the box shows "Seoul", or "서울" on the Korean site.
 * `rename` gets the naming: the box applies it to each of its places.
 */
export function useNamedPlaces(
  places: readonly (TPlace | null)[],
  rename: (name: (place: TPlace | null) => TPlace | null) => void,
  api: PlacesApi | undefined,
): void {
  const { locale } = useTranslation()
  const codes = [...new Set(places.filter(isUnnamed).map((p) => p.code))].join(',')
  // The latest rename: the box's callback need not be stable.
  const latest = useRef(rename)
  latest.current = rename
  useEffect(() => {
    if (!codes) return
    const controller = new AbortController()
    const source = api ?? browserPlacesApi()
    Promise.all(
      codes
        .split(',')
        .map((code) =>
          source
            .suggest(code, locale, controller.signal)
            .then((places) => places.find((p) => p.code === code) ?? null),
        ),
    ).then(
      (found) => {
        if (controller.signal.aborted) return
        const named = new Map(found.filter((p): p is TPlace => p !== null).map((p) => [p.code, p]))
        latest.current((p) => (isUnnamed(p) ? (named.get(p.code) ?? p) : p))
      },
      (error: unknown) => {
        // The codes stay shown: the box still searches with them.
        if (!controller.signal.aborted) logError(error, { feature: 'searchBox', codes })
      },
    )
    return () => controller.abort()
  }, [codes, locale, api])
}

/** The city names of place codes in the site's language, once the places API has named them (else none). */
export function usePlaceNames(codes: readonly string[], api?: PlacesApi): Readonly<Record<string, string>> {
  const [names, setNames] = useState<Readonly<Record<string, string>>>({})
  useNamedPlaces(
    codes.map(codeOnly),
    (name) =>
      setNames(Object.fromEntries(codes.map((code) => [code, name(codeOnly(code))?.cityName ?? code]))),
    api,
  )
  return names
}
