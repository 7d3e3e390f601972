import { loadPlaces, type Place } from './place-data.ts'
import { createPlaceIndex, type PlaceIndex } from './place-search.ts'

let shared: PlaceIndex | null = null

/**
 * The places of search, read once per process: they are content, the same for every app instance and
 * request, and reading them takes about 0.2 s.
 */
export function placeIndex(): PlaceIndex {
  shared ??= createPlaceIndex(loadPlaces())
  return shared
}

export interface PlacesService {
  /** Suggestions for what a traveller typed, best first. */
  suggest(query: string, limit: number): Place[]
  /** A city (metropolitan) or airport code's place. */
  byCode(code: string): Place | null
  /** The airport of a code, never the city sharing it. */
  airport(code: string): Place | null
}

export function createPlacesService(index: () => PlaceIndex = placeIndex): PlacesService {
  return {
    suggest: (query, limit) => index().search(query, limit),
    byCode: (code) => index().byCode(code),
    airport: (code) => index().airport(code),
  }
}
