import { useSyncExternalStore } from 'react'
import type { TPlace } from '../../../shared/catalogue/places-contract.ts'
import { browserLocalStorage, type StorageLike } from '../../app/browser-storage.ts'

/** localStorage: the places the visitor last chose in a search box, latest first (JSON). */
export const RECENT_PLACES_KEY = 'search-box.recent-places'
export const RECENT_PLACES_MAX = 5

const NONE: readonly TPlace[] = Object.freeze([])

/** One place, whatever the kind: a city and an airport may share a code (SIN). */
export const placeKey = (place: Pick<TPlace, 'kind' | 'code'>): string => `${place.kind}:${place.code}`

function isPlace(value: unknown): value is TPlace {
  if (typeof value !== 'object' || value === null) return false
  const p = value as Record<string, unknown>
  return (
    typeof p.code === 'string' &&
    /^[A-Z]{3}$/.test(p.code) &&
    (p.kind === 'city' || p.kind === 'airport') &&
    typeof p.name === 'string' &&
    p.name !== '' &&
    typeof p.cityName === 'string' &&
    typeof p.countryCode === 'string' &&
    /^[A-Z]{2}$/.test(p.countryCode)
  )
}

/** The stored list as written, anything unreadable left out; none where storage is blocked or empty. */
export function parseRecentPlaces(raw: string | null): readonly TPlace[] {
  if (!raw) return NONE
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) return NONE
    const places = parsed
      .filter(isPlace)
      .map(({ code, kind, name, cityName, countryCode }) => ({ code, kind, name, cityName, countryCode }))
    return places.length ? places.slice(0, RECENT_PLACES_MAX) : NONE
  } catch {
    return NONE
  }
}

function readRaw(storage: StorageLike): string | null {
  try {
    return storage.getItem(RECENT_PLACES_KEY)
  } catch {
    // Blocked storage throws even on reading.
    return null
  }
}

export function readRecentPlaces(storage: StorageLike = browserLocalStorage): readonly TPlace[] {
  return parseRecentPlaces(readRaw(storage))
}

const listeners = new Set<() => void>()

/** Puts a chosen place first (once), keeps the last five; a blocked or full storage keeps nothing. */
export function rememberPlace(place: TPlace, storage: StorageLike = browserLocalStorage): void {
  const { code, kind, name, cityName, countryCode } = place
  const key = placeKey(place)
  const next = [
    { code, kind, name, cityName, countryCode },
    ...readRecentPlaces(storage).filter((p) => placeKey(p) !== key),
  ].slice(0, RECENT_PLACES_MAX)
  try {
    storage.setItem(RECENT_PLACES_KEY, JSON.stringify(next))
  } catch {
    return
  }
  for (const listener of listeners) listener()
}

let cache: { raw: string | null; places: readonly TPlace[] } = { raw: null, places: NONE }

function snapshot(): readonly TPlace[] {
  const raw = readRaw(browserLocalStorage)
  if (raw !== cache.raw) cache = { raw, places: parseRecentPlaces(raw) }
  return cache.places
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange)
  // Another tab's choice shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENT_PLACES_KEY) onChange()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(onChange)
    window.removeEventListener('storage', onStorage)
  }
}

const noPlaces = () => NONE

/**
 * The recent places as a store: every search box on the page sees a choice made in another at once. The
 * server (and hydration) has none, so the page renders the same everywhere before the browser reads them.
 */
export function useRecentPlaces(): readonly TPlace[] {
  return useSyncExternalStore(subscribe, snapshot, noPlaces)
}
