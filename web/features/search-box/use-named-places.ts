import { type Dispatch, type SetStateAction, useContext, useEffect, useRef, useState } from 'react'
import type { TPlace } from '../../../shared/catalogue/places-contract.ts'
import { GlobalStateContext } from '../../app/global-state.tsx'
import { logError } from '../../app/logger.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { codeOnly, isUnnamed } from './flight-box-state.ts'
import { browserPlacesApi, type PlacesApi } from './places-api.ts'

export type TNamer = (place: TPlace | null) => TPlace | null

/** Names a place by code from what the server named for this page (its state's placeNames), else keeps it. */
function useKnownNamer(): TNamer {
  const known = useContext(GlobalStateContext)?.placeNames
  return (place) => (isUnnamed(place) ? (known?.[place.code] ?? place) : place)
}

/**
 * A search box's state whose places are shown by name: those the server named for the page from the
 * first render (so its HTML says "Seoul"), the rest once the places API has named them.
 */
export function useNamedBox<T>(
  first: () => T,
  places: (box: T) => readonly (TPlace | null)[],
  rename: (box: T, name: TNamer) => T,
  api: PlacesApi | undefined,
): [T, Dispatch<SetStateAction<T>>] {
  const known = useKnownNamer()
  const [box, setBox] = useState<T>(() => rename(first(), known))
  useNamedPlaces(places(box), (name) => setBox((b) => rename(b, name)), api)
  return [box, setBox]
}

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
  const known = useKnownNamer()
  const [names, setNames] = useState<Readonly<Record<string, string>>>(() =>
    Object.fromEntries(
      codes.flatMap((code) => {
        const unnamed = codeOnly(code)
        const named = known(unnamed)
        return named && named !== unnamed ? [[code, named.cityName]] : []
      }),
    ),
  )
  useNamedPlaces(
    codes.map(codeOnly),
    (name) =>
      setNames(Object.fromEntries(codes.map((code) => [code, name(codeOnly(code))?.cityName ?? code]))),
    api,
  )
  return names
}
