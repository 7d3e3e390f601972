import { DAY_MS, isoDay } from '../../../shared/calendar-days.ts'
import {
  CATALOGUE_LIMITS,
  CatalogueErrorCode,
  isRouteSearch,
  searchProblem,
  type TCatalogueSearch,
} from '../../../shared/trips/catalogue-contract.ts'
import type { TCatalogueOffer, TCatalogueSearchResponse } from '../../../shared/trips/catalogue-schemas.ts'
import type { TOfferSnapshot } from '../../../shared/trips/trip-edit-schemas.ts'
import { destinationByKey } from '../../../shared/trips/trip-images.ts'
import type { TTripVertical } from '../../../shared/trips/trips-contract.ts'
import { HttpError } from '../../http-error.ts'
import { fnv1a } from '../catalogue/stable-hash.ts'
import {
  CAR_PICKUP,
  CARS,
  CATALOGUE_CURRENCY,
  CATALOGUE_VERSION,
  FLIGHTS,
  HOTEL_CHECKIN,
  HOTEL_CHECKOUT,
  HOTELS,
  TRAIN_ROUTES,
  TRAINS,
} from './demo-catalogue.data.ts'
import type { OfferCatalogue } from './trip-events.service.ts'

/** The demo catalogue (decision 044): searches, and the offers saving and booking take as the truth. */
export interface DemoCatalogue extends OfferCatalogue {
  search(search: TCatalogueSearch): TCatalogueSearchResponse
}

const placeName = (key: string) => destinationByKey(key)?.name ?? key
const at = (date: string, time: string, plusHours = 0) =>
  new Date(Date.parse(`${date}T${time}:00.000Z`) + plusHours * 3_600_000).toISOString()
const daysBetween = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS)

function trainRoute(from: string, to: string) {
  return TRAIN_ROUTES.find((r) => (r.a === from && r.b === to) || (r.a === to && r.b === from)) ?? null
}

function offerId(vertical: TTripVertical, parts: readonly (string | number)[]): string {
  return [`v${CATALOGUE_VERSION}`, vertical, ...parts].join(':')
}

function build(search: TCatalogueSearch, index: number): TCatalogueOffer | null {
  const offer = (
    fields: Omit<TOfferSnapshot, 'vertical' | 'currency' | 'offerId'>,
    parts: (string | number)[],
  ) => ({
    vertical: search.vertical,
    offerId: offerId(search.vertical, [...parts, index]),
    currency: CATALOGUE_CURRENCY,
    ...fields,
  })
  if (search.vertical === 'flight') {
    const flight = FLIGHTS[index]
    if (!flight) return null
    const pair = fnv1a(`${search.from}>${search.to}`)
    const hours = 2 + (pair % 12) + flight.stops * 2
    const number = 100 + ((pair + index * 37) % 900)
    const provider = `${flight.airline} ${flight.code} ${number}`
    return {
      offer: offer(
        {
          title: `${provider}: ${placeName(search.from)} to ${placeName(search.to)}`,
          priceMinor: 15_000 + (pair % 60_000) + flight.surcharge,
          startAt: at(search.date, flight.departs),
          endAt: at(search.date, flight.departs, hours),
          destination: placeName(search.to),
        },
        [search.from, search.to, search.date],
      ),
      originKey: search.from,
      destinationKey: search.to,
      provider,
      rating: flight.stops,
      details: { travelClass: flight.cabin, vendorCode: flight.code, nights: 1 },
    }
  }
  if (search.vertical === 'train') {
    const train = TRAINS[index]
    const route = trainRoute(search.from, search.to)
    if (!train || !route) return null
    return {
      offer: offer(
        {
          title: `${train.operator}: ${placeName(search.from)} to ${placeName(search.to)}`,
          priceMinor: Math.round((route.fare * train.fareTenths) / 10),
          startAt: at(search.date, train.departs),
          endAt: at(search.date, train.departs, route.hours),
          destination: placeName(search.to),
        },
        [search.from, search.to, search.date],
      ),
      originKey: search.from,
      destinationKey: search.to,
      provider: train.operator,
      rating: null,
      details: { travelClass: train.travelClass, vendorCode: null, nights: 1 },
    }
  }
  if (isRouteSearch(search)) return null
  const days = daysBetween(search.start, search.end)
  const place = placeName(search.destination)
  const variation = fnv1a(search.destination) % 4_000
  if (search.vertical === 'hotel') {
    const hotel = HOTELS[index]
    if (!hotel) return null
    const name = hotel.name.replace('{place}', place)
    return {
      offer: offer(
        {
          title: name,
          priceMinor: (hotel.nightly + variation) * days,
          startAt: at(search.start, HOTEL_CHECKIN),
          endAt: at(search.end, HOTEL_CHECKOUT),
          destination: place,
        },
        [search.destination, search.start, search.end],
      ),
      originKey: null,
      destinationKey: search.destination,
      provider: name,
      rating: hotel.stars,
      details: { travelClass: null, vendorCode: hotel.chain, nights: days },
    }
  }
  const car = CARS[index]
  if (!car) return null
  return {
    offer: offer(
      {
        title: `${car.category} car in ${place}`,
        priceMinor: (car.daily + Math.round(variation / 4)) * days,
        startAt: at(search.start, CAR_PICKUP),
        endAt: at(search.end, CAR_PICKUP),
        destination: place,
      },
      [search.destination, search.start, search.end],
    ),
    originKey: null,
    destinationKey: search.destination,
    provider: car.category,
    rating: car.seats,
    details: { travelClass: car.carClass, vendorCode: car.vendor, nights: days },
  }
}

const TEMPLATE_COUNT: Record<TTripVertical, number> = {
  flight: FLIGHTS.length,
  hotel: HOTELS.length,
  car: CARS.length,
  train: TRAINS.length,
}

/** Why a search cannot be answered (shared with the search forms), in words; null when it can be. */
function problem(search: TCatalogueSearch, today: string): string | null {
  switch (searchProblem(search, today)) {
    case null:
      return null
    case 'places':
      return isRouteSearch(search) ? 'Choose two different places.' : 'Choose a place.'
    case 'dates':
      return isRouteSearch(search)
        ? 'Choose a date from today to a year ahead.'
        : 'Choose dates from today to a year ahead.'
    case 'nights':
      return `Choose 1 to ${CATALOGUE_LIMITS.maxNights} nights.`
  }
}

/** An offer id back to its search and template; null for ids of other versions or shapes. */
function parseOfferId(
  vertical: TTripVertical,
  id: string,
): { search: TCatalogueSearch; index: number } | null {
  const parts = id.split(':')
  const [version, idVertical] = parts
  if (version !== `v${CATALOGUE_VERSION}` || idVertical !== vertical || parts.length !== 6) return null
  const [, , a = '', b = '', c = '', indexText = ''] = parts
  if (!/^\d$/.test(indexText)) return null
  const index = Number(indexText)
  const search: TCatalogueSearch =
    vertical === 'flight' || vertical === 'train'
      ? { vertical, from: a, to: b, date: c }
      : { vertical, destination: a, start: b, end: c }
  return { search, index }
}

/**
 * An offer with the other offers of its search, whatever its dates (decision 054): the policy's
 * checkout, results and simulator rebuild past bookings too. Null for ids of another version or shape.
 */
export function describeOffer(
  vertical: TTripVertical,
  id: string,
): { result: TCatalogueOffer; comparables: TCatalogueOffer[] } | null {
  const parsed = parseOfferId(vertical, id)
  const result = parsed ? build(parsed.search, parsed.index) : null
  if (!parsed || !result) return null
  const comparables: TCatalogueOffer[] = []
  for (let i = 0; i < TEMPLATE_COUNT[vertical]; i += 1) {
    const built = build(parsed.search, i)
    if (built) comparables.push(built)
  }
  return { result, comparables }
}

export function createDemoCatalogue(now: () => Date = () => new Date()): DemoCatalogue {
  const today = () => isoDay(now())
  return {
    search(search) {
      const why = problem(search, today())
      if (why) throw new HttpError(400, CatalogueErrorCode.SEARCH_INVALID, why)
      const offers: TCatalogueOffer[] = []
      for (let i = 0; i < TEMPLATE_COUNT[search.vertical]; i += 1) {
        const built = build(search, i)
        if (built) offers.push(built)
      }
      return { vertical: search.vertical, version: CATALOGUE_VERSION, offers }
    },
    async find(vertical, id) {
      const parsed = parseOfferId(vertical, id)
      if (!parsed || problem(parsed.search, today())) return null
      return build(parsed.search, parsed.index)?.offer ?? null
    },
  }
}
