import { addIsoDays } from '../../../../shared/calendar-days.ts'
import {
  slugOf,
  type TLandingCity,
  type TLandingKind,
  type TLandingResponse,
} from '../../../../shared/catalogue/landing-contract.ts'
import type { FlightCalendarService } from '../flights/flight-calendar.ts'
import type { Place } from '../places/place-data.ts'
import type { PlaceIndex } from '../places/place-search.ts'

/** Routes a "Flights to" page shows: from the busiest cities (not the city itself). */
const ROUTES_SHOWN = 6
/** Cities a country's page lists. */
const CITIES_SHOWN = 8
/** The round trip priced: a week, leaving four weeks from today. */
const LEAVE_IN_DAYS = 28
const STAY_DAYS = 7

interface City {
  place: Place
  slug: string
}

const englishCountry = new Intl.DisplayNames(['en'], { type: 'region' })

/** The curated cities, busiest first, each once: a city of several airports, or its one airport. */
function citiesOf(index: PlaceIndex): City[] {
  const seen = new Map<string, City>()
  const ranked = index
    .all()
    .filter((p) => p.rank !== null)
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0) || (a.kind === 'city' ? -1 : 1))
  for (const place of ranked) {
    if (seen.has(place.cityCode)) continue
    // A city of several airports is listed before them (same rank, city first).
    seen.set(place.cityCode, { place, slug: slugOf(place.cityName) })
  }
  return [...seen.values()]
}

export interface LandingService {
  /** A landing page's content in `currency` and `locale`'s names, or null when the path names no place. */
  landing(
    kind: TLandingKind,
    slug: string,
    currency: string,
    locale: string,
    today: string,
  ): TLandingResponse | null
  /** Every landing page's path slug, for the site map. */
  slugs(): { kind: TLandingKind; slug: string }[]
}

/**
 * The landing pages' content (issue 27 item 2): a city's or a country's page from the places data, a
 * "Flights to" page with the typical price of a week's round trip from the busiest cities, from the
 * same source and calendar as the search (so that the page and the search agree).
 */
export function createLandingService(deps: {
  places: () => PlaceIndex
  calendar: FlightCalendarService
}): LandingService {
  let cities: City[] | null = null
  const allCities = () => {
    cities ??= citiesOf(deps.places())
    return cities
  }
  const countries = () => {
    const bySlug = new Map<string, string>()
    for (const { place } of allCities()) {
      const name = englishCountry.of(place.countryCode)
      if (name && !bySlug.has(slugOf(name))) bySlug.set(slugOf(name), place.countryCode)
    }
    return bySlug
  }
  const present = (city: City, locale: string): TLandingCity => ({
    code: city.place.code,
    name: (locale.toLowerCase().startsWith('ko') && city.place.cityNameKo) || city.place.cityName,
    slug: city.slug,
    countryCode: city.place.countryCode,
  })

  function routesTo(city: City, currency: string, locale: string, today: string) {
    const depart = addIsoDays(today, LEAVE_IN_DAYS)
    const back = addIsoDays(depart, STAY_DAYS)
    const routes: TLandingResponse['routes'] = []
    for (const from of allCities()) {
      if (routes.length >= ROUTES_SHOWN) break
      if (from.place.cityCode === city.place.cityCode) continue
      const query = { from: from.place.code, to: city.place.code, depart, return: back }
      const trip = { ...query, adults: 1, children: 0, infants: 0, cabin: 'economy' as const }
      const insight = deps.calendar.calendar(trip, currency, today).insight
      if (insight)
        routes.push({
          from: present(from, locale),
          depart,
          return: back,
          typicalLow: insight.typicalLow,
          typicalHigh: insight.typicalHigh,
        })
    }
    return routes
  }

  return {
    landing(kind, slug, currency, locale, today) {
      if (kind === 'country') {
        const code = countries().get(slug)
        if (!code) return null
        const inCountry = allCities().filter((c) => c.place.countryCode === code)
        const name = new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code
        return {
          kind,
          slug,
          place: { code, name, slug, countryCode: code },
          currency,
          routes: [],
          cities: inCountry.slice(0, CITIES_SHOWN).map((c) => present(c, locale)),
        }
      }
      const city = allCities().find((c) => c.slug === slug)
      if (!city) return null
      const neighbours = allCities().filter(
        (c) => c.place.countryCode === city.place.countryCode && c !== city,
      )
      return {
        kind,
        slug,
        place: present(city, locale),
        currency,
        routes: kind === 'flightsTo' ? routesTo(city, currency, locale, today) : [],
        cities: neighbours.slice(0, CITIES_SHOWN).map((c) => present(c, locale)),
      }
    },
    slugs() {
      const citySlugs = allCities().map((c) => c.slug)
      return [
        ...citySlugs.map((slug) => ({ kind: 'flightsTo' as const, slug })),
        ...citySlugs.map((slug) => ({ kind: 'hotelsIn' as const, slug })),
        ...[...countries().keys()].map((slug) => ({ kind: 'country' as const, slug })),
      ]
    },
  }
}
