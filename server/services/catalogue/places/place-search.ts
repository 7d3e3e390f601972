import { LRUCache } from 'lru-cache'
import type { Place } from './place-data.ts'

/**
 * Ranked place suggestions (decision 070). Matching ignores case and accents ("sao" finds São Paulo)
 * and reads Hangul as typed; a query of three letters that is a code puts that place first.
 * Order: the exact code, then names that start with the query, then names with a word that does; among
 * equals, busier cities first. A city's airports follow it ("Paris, all airports", then CDG, ORY, BVA).
 */

/** Lower case, accents and punctuation gone; Hangul kept as it is. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

interface Entry {
  place: Place
  /** Normalised names this place answers to: its own, in English and Korean, and its city's. */
  names: string[]
  words: string[]
}

const MATCH = { code: 0, prefix: 1, word: 2, none: 3 } as const

export interface PlaceIndex {
  search(query: string, limit: number): Place[]
  byCode(code: string): Place | null
  /** The airport of a code, never the city that shares it (DXB the airport, not Dubai). */
  airport(code: string): Place | null
  /** The city a code stands for: a city itself, or the city an airport serves (NRT is Tokyo). */
  cityOf(code: string): Place | null
  all(): readonly Place[]
}

export function createPlaceIndex(places: readonly Place[]): PlaceIndex {
  const entries: Entry[] = places.map((place) => {
    const names = [place.name, place.nameKo, place.cityName, place.cityNameKo]
      .filter((n): n is string => Boolean(n))
      .map(normalise)
    return { place, names, words: [...new Set(names.flatMap((n) => n.split(' ')))] }
  })
  const cities = new Map(places.filter((p) => p.kind === 'city').map((p) => [p.code, p]))
  const airports = new Map(places.filter((p) => p.kind === 'airport').map((p) => [p.code, p]))
  // A one-airport city's code (SPK for Sapporo) names its airport.
  const soleAirports = new Map(
    places.filter((p) => p.kind === 'airport' && !cities.has(p.cityCode)).map((p) => [p.cityCode, p]),
  )

  function matchOf(entry: Entry, q: string, parts: readonly string[], code: string | null): number {
    if (code && entry.place.code === code) return MATCH.code
    if (entry.names.some((n) => n.startsWith(q))) return MATCH.prefix
    // Several words each start a word of the name ("new y" finds New York).
    if (parts.every((part) => entry.words.some((w) => w.startsWith(part)))) return MATCH.word
    return MATCH.none
  }
  // Every visitor typing the same letters gets the same places: the latest answers are kept.
  const answers = new LRUCache<string, Place[]>({ max: 5000 })

  // A city wins over the airport of the same code (Singapore the city, SIN the airport).
  const byCode = (code: string) => cities.get(code) ?? airports.get(code) ?? soleAirports.get(code) ?? null
  return {
    all: () => places,
    byCode,
    airport: (code) => airports.get(code) ?? null,
    cityOf(code) {
      const place = byCode(code)
      if (!place) return null
      return place.kind === 'city' ? place : (byCode(place.cityCode) ?? place)
    },
    search(query, limit) {
      const q = normalise(query)
      if (!q) return []
      const key = `${limit}|${q}`
      const kept = answers.get(key)
      if (kept) return kept
      const found = rank(q, limit)
      answers.set(key, found)
      return found
    },
  }

  function rank(q: string, limit: number): Place[] {
    const parts = q.split(' ')
    const code = /^[a-z]{3}$/.test(q) ? q.toUpperCase() : null
    const scored: { place: Place; match: number }[] = []
    for (const entry of entries) {
      const match = matchOf(entry, q, parts, code)
      if (match !== MATCH.none) scored.push({ place: entry.place, match })
    }
    scored.sort(
      (a, b) =>
        a.match - b.match ||
        (a.place.rank ?? Number.MAX_SAFE_INTEGER) - (b.place.rank ?? Number.MAX_SAFE_INTEGER) ||
        (a.place.kind === b.place.kind ? 0 : a.place.kind === 'city' ? -1 : 1) ||
        a.place.name.localeCompare(b.place.name),
    )
    const matched = new Set(scored.map((s) => s.place))
    const out: Place[] = []
    const taken = new Set<Place>()
    const take = (place: Place | undefined) => {
      if (place && !taken.has(place) && out.length < limit) {
        taken.add(place)
        out.push(place)
      }
    }
    for (const { place } of scored) {
      if (out.length >= limit) break
      // An airport found through its city's name comes under that city, which is listed first.
      const city = place.kind === 'airport' ? cities.get(place.cityCode) : undefined
      if (city && !taken.has(city) && matched.has(city)) continue
      take(place)
      if (place.kind === 'city') for (const a of place.airports) take(airports.get(a))
    }
    return out
  }
}
