import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import type { TPlaceKind } from '../../../../shared/catalogue/places-contract.ts'

/**
 * The places of search (decision 070): every airport of the vendored OpenFlights data with an IATA
 * code, and the curated cities of content/places/cities.json, which group a city's airports under its
 * metropolitan code, rank cities by traffic and carry the Korean names.
 */
export interface Place {
  code: string
  kind: TPlaceKind
  name: string
  nameKo: string | null
  /** The city an airport serves (its curated city's code, or its own code); a city's own code. */
  cityCode: string
  cityName: string
  cityNameKo: string | null
  countryCode: string
  latitude: number
  longitude: number
  timeZone: string
  /** 1 = the busiest city; null for places outside the curated cities. */
  rank: number | null
  /** A city's airports, busiest first (a city has two or more); empty for an airport. */
  airports: string[]
}

const ZAirportRowSchema = z.tuple([
  z.string().regex(/^[A-Z]{3}$/),
  z.string(),
  z.string(),
  z.string().regex(/^[A-Z]{2}$/),
  z.number(),
  z.number(),
  z.string(),
])

const ZCitySchema = z.object({
  code: z.string().regex(/^[A-Z]{3}$/),
  rank: z.number().int().min(1),
  name: z.string().min(1),
  ko: z.string().min(1),
  country: z.string().regex(/^[A-Z]{2}$/),
  airports: z
    .array(
      z.object({
        iata: z.string().regex(/^[A-Z]{3}$/),
        name: z.string().min(1),
        ko: z.string().min(1),
        // Airports newer than the OpenFlights data (Berlin's) bring their own position and zone.
        lat: z.number().optional(),
        lon: z.number().optional(),
        tz: z.string().optional(),
      }),
    )
    .min(1),
})

export const PLACES_DIR = path.resolve(import.meta.dirname, '../../../../content/places')

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(PLACES_DIR, file), 'utf8'))
}

/** Every place, cities first; throws when the content is not what this code reads. */
export function loadPlaces(): Place[] {
  const rows = z.array(ZAirportRowSchema).parse(readJson('airports.json'))
  const cities = z.array(ZCitySchema).parse(readJson('cities.json'))
  const openFlights = new Map(rows.map((r) => [r[0], r]))
  const places: Place[] = []
  const grouped = new Set<string>()
  // A curated city's airports are the whole truth for that city: OpenFlights' other airports under the
  // same city name (closed ones such as Berlin Tegel, business fields such as Le Bourget) are left out.
  const curatedCityNames = new Set<string>()
  for (const city of cities) {
    curatedCityNames.add(`${city.country}|${city.name}`)
    const airports: Place[] = city.airports.map((a) => {
      const row = openFlights.get(a.iata)
      const latitude = a.lat ?? row?.[4]
      const longitude = a.lon ?? row?.[5]
      const timeZone = a.tz ?? row?.[6]
      if (latitude === undefined || longitude === undefined || !timeZone)
        throw new Error(`content/places/cities.json: ${a.iata} is not in airports.json and has no position`)
      grouped.add(a.iata)
      if (row) curatedCityNames.add(`${row[3]}|${row[2]}`)
      return {
        code: a.iata,
        kind: 'airport',
        name: a.name,
        nameKo: a.ko,
        cityCode: city.code,
        cityName: city.name,
        cityNameKo: city.ko,
        countryCode: row?.[3] ?? city.country,
        latitude,
        longitude,
        timeZone,
        rank: city.rank,
        airports: [],
      }
    })
    const [main] = airports as [Place, ...Place[]]
    // A city of one airport is that airport (as travellers see it); its city code still finds it.
    if (airports.length > 1)
      places.push({
        ...main,
        code: city.code,
        kind: 'city',
        name: city.name,
        nameKo: city.ko,
        countryCode: city.country,
        airports: airports.map((a) => a.code),
      })
    places.push(...airports)
  }
  for (const [code, name, cityName, countryCode, latitude, longitude, timeZone] of rows) {
    if (grouped.has(code) || curatedCityNames.has(`${countryCode}|${cityName}`)) continue
    places.push({
      code,
      kind: 'airport',
      name,
      nameKo: null,
      cityCode: code,
      cityName,
      cityNameKo: null,
      countryCode,
      latitude,
      longitude,
      timeZone,
      rank: null,
      airports: [],
    })
  }
  return places
}
