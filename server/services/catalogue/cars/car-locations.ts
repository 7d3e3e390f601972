import type { Place } from '../places/place-data.ts'
import type { PlaceIndex } from '../places/place-search.ts'
import { neighbourhoodsOf } from '../stays/stay-data.ts'
import type { Neighbourhood } from '../stays/stay-source.ts'
import type { CarLocation } from './car-source.ts'

/** Districts no rental office is in: the generic old town, waterfront and airport area. */
const NO_OFFICES = new Set(['old-town', 'waterfront', 'airport'])
/** A city's airports with rental desks, busiest first. */
const MAX_AIRPORTS = 3

/** How many town offices a city has, by its traffic. */
const townCount = (rank: number | null) => (rank === null ? 1 : rank <= 12 ? 3 : rank <= 50 ? 2 : 1)

export interface CarLocations {
  /**
   * Where a search from a code picks up: an airport's desks and its city's town offices, or a city's
   * airports (three at most) and offices; none for an unknown code.
   */
  pickupsOf(code: string): CarLocation[]
  /**
   * Where a car picked up at `pickup` is returned for a search's drop-off code: the same desk without
   * one or in the same city; an airport named; else the other city's main airport (from an airport) or
   * first town office (from town). Null for an unknown code.
   */
  dropoffFor(pickup: CarLocation, code: string | undefined): CarLocation | null
  /** A location by its own code ("NRT", "TYO.shinjuku"); null when there is none. */
  byCode(code: string): CarLocation | null
}

/** Rental locations over the places of search (decision 083): airports, and offices in districts. */
export function createCarLocations(places: () => PlaceIndex): CarLocations {
  const cityOf = (city: Place) => ({
    cityCode: city.code,
    cityName: city.cityName,
    cityNameKo: city.cityNameKo ?? city.cityName,
    rank: city.rank,
  })
  const airportAt = (airport: Place, city: Place): CarLocation => ({
    code: airport.code,
    kind: 'airport',
    name: airport.name,
    nameKo: airport.nameKo ?? airport.name,
    placeCode: airport.code,
    ...cityOf(city),
    countryCode: airport.countryCode,
    timeZone: airport.timeZone,
    latitude: airport.latitude,
    longitude: airport.longitude,
  })
  const townAt = (city: Place, area: Neighbourhood): CarLocation => ({
    code: `${city.code}.${area.code}`,
    kind: 'town',
    name: area.name,
    nameKo: area.nameKo,
    placeCode: city.code,
    ...cityOf(city),
    countryCode: city.countryCode,
    timeZone: city.timeZone,
    latitude: city.latitude,
    longitude: city.longitude,
  })
  const airportsOf = (city: Place): CarLocation[] =>
    (city.kind === 'city' ? city.airports : [city.code]).slice(0, MAX_AIRPORTS).flatMap((code) => {
      const airport = places().airport(code)
      return airport ? [airportAt(airport, city)] : []
    })
  const townsOf = (city: Place): CarLocation[] =>
    neighbourhoodsOf(city.code)
      .filter((area) => !NO_OFFICES.has(area.code))
      .slice(0, townCount(city.rank))
      .map((area) => townAt(city, area))
  return {
    pickupsOf(code) {
      const place = places().byCode(code)
      const city = places().cityOf(code)
      if (!place || !city) return []
      const airports = place.kind === 'airport' ? [airportAt(place, city)] : airportsOf(city)
      return [...airports, ...townsOf(city)]
    },
    dropoffFor(pickup, code) {
      if (code === undefined) return pickup
      const place = places().byCode(code)
      const city = places().cityOf(code)
      if (!place || !city) return null
      if (place.kind === 'airport' && place.code !== pickup.code) return airportAt(place, city)
      if (city.code === pickup.cityCode) return pickup
      return (pickup.kind === 'airport' ? airportsOf(city)[0] : townsOf(city)[0]) ?? null
    },
    byCode(code) {
      const m = /^([A-Z]{3})(?:\.([a-z0-9-]{1,40}))?$/.exec(code)
      if (!m) return null
      const [, placeCode = '', area] = m
      if (area === undefined) {
        const airport = places().airport(placeCode)
        const city = airport ? places().cityOf(airport.code) : null
        return airport && city ? airportAt(airport, city) : null
      }
      const city = places().cityOf(placeCode)
      if (!city || city.code !== placeCode) return null
      return townsOf(city).find((town) => town.code === code) ?? null
    },
  }
}
