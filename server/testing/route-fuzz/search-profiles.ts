import fc from 'fast-check'
import {
  CAR_SEARCH_API_PATH,
  ZCarSearchQuerySchema,
  ZCarSearchResponseSchema,
} from '../../../shared/catalogue/car-search-contract.ts'
import {
  FLIGHT_CALENDAR_API_PATH,
  FLIGHT_SEARCH_API_PATH,
  ZFlightCalendarQuerySchema,
  ZFlightCalendarResponseSchema,
  ZFlightSearchQuerySchema,
  ZFlightSearchResponseSchema,
} from '../../../shared/catalogue/flight-search-contract.ts'
import {
  PLACES_API_PATH,
  ZPlacesQuerySchema,
  ZPlacesResponseSchema,
} from '../../../shared/catalogue/places-contract.ts'
import {
  STAY_PROPERTY_API_PATH,
  STAY_SEARCH_API_PATH,
  ZStayPropertyQuerySchema,
  ZStayPropertyResponseSchema,
  ZStaySearchQuerySchema,
  ZStaySearchResponseSchema,
} from '../../../shared/catalogue/stay-search-contract.ts'
import {
  TRAIN_SEARCH_API_PATH,
  ZTrainSearchQuerySchema,
  ZTrainSearchResponseSchema,
} from '../../../shared/catalogue/train-search-contract.ts'
import type { RouteProfile } from './route-profile.ts'

/** Search: place suggestions, and flight, stay, train and car rental search (decisions 070-083). */

/** Place suggestions: what a traveller types (any script, accents, codes), locales, limits. */
const PLACES: RouteProfile = {
  queryFields: ['q', 'locale', 'limit'],
  values: () =>
    fc.oneof(
      fc.constantFrom('par', 'ICN', '서울', 'São', 'new y', 'ko-KR', 'en', '0', '21', '-1', 'ko_KR', '%'),
      fc.string({ unit: 'grapheme', maxLength: 70 }),
      fc.integer({ min: -5, max: 50 }).map(String),
    ),
  visitors: true,
  query: ZPlacesQuerySchema,
  invalidStatus: 400,
  accepts: [200],
  answer: ZPlacesResponseSchema,
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** Flight search: codes, dates near and far, travellers, filters of every kind. */
const FLIGHTS: RouteProfile = {
  queryFields: [
    'from',
    'to',
    'depart',
    'return',
    'legs',
    'adults',
    'children',
    'infants',
    'cabin',
    'currency',
    'sort',
    'stops',
    'airlines',
    'alliances',
    'maxDuration',
    'maxPrice',
    'bags',
    'depart0',
    'arrive1',
    'limit',
    'offset',
  ],
  values: () =>
    fc.oneof(
      fc.constantFrom(
        'SEL',
        'TYO',
        'icn',
        'QQQ',
        'KRW',
        'XXX',
        'business',
        'cheapest',
        '0,1',
        'FW,KZ',
        'skybridge',
        'checked',
        '6-12',
        '12-6',
        '0',
        '9',
        '10',
        '-1',
      ),
      fc.integer({ min: -30, max: 400 }).map(inDays),
      fc
        .tuple(
          fc.constantFrom('ICN', 'NRT', 'HKG'),
          fc.constantFrom('NRT', 'HKG', 'ICN'),
          fc.integer({ min: 1, max: 40 }),
        )
        .map(([a, b, d]) => `${a}-${b}-${inDays(d)}`),
      fc.string({ maxLength: 40 }),
    ),
  visitors: true,
  query: ZFlightSearchQuerySchema,
  accepts: [200],
  answer: ZFlightSearchResponseSchema,
}

/** Stay search: places, dates near and far, parties, filters of every kind. */
const STAYS: RouteProfile = {
  queryFields: [
    'destination',
    'checkin',
    'checkout',
    'adults',
    'rooms',
    'currency',
    'sort',
    'maxPrice',
    'stars',
    'minRating',
    'amenities',
    'cancellation',
    'neighbourhoods',
    'policy',
    'limit',
    'offset',
  ],
  values: () =>
    fc.oneof(
      fc.constantFrom(
        'TYO',
        'nrt',
        'QQQ',
        'KRW',
        'XXX',
        'free',
        'rating',
        '4,5',
        'wifi,spa',
        'ginza',
        'in',
        '0',
        '4',
        '9',
        '-1',
      ),
      fc.integer({ min: -30, max: 400 }).map(inDays),
      fc.string({ maxLength: 40 }),
    ),
  visitors: true,
  query: ZStaySearchQuerySchema,
  accepts: [200],
  answer: ZStaySearchResponseSchema,
}

/** Train search: corridors and places no railway joins, dates, classes and trains. */
const TRAINS: RouteProfile = {
  queryFields: [
    'from',
    'to',
    'depart',
    'return',
    'adults',
    'currency',
    'sort',
    'classes',
    'trains',
    'policy',
    'limit',
    'offset',
  ],
  values: () =>
    fc.oneof(
      fc.constantFrom(
        'PAR',
        'LON',
        'sel',
        'PUS',
        'TYO',
        'QQQ',
        'first',
        'standard,business',
        'KTX',
        'quickest',
        'in',
        '0',
        '9',
      ),
      fc.integer({ min: -10, max: 200 }).map(inDays),
      fc.string({ maxLength: 40 }),
    ),
  visitors: true,
  query: ZTrainSearchQuerySchema,
  accepts: [200],
  answer: ZTrainSearchResponseSchema,
}

/** Car rental search: places, one-ways at home, abroad and to islands, dates, times, ages, filters of every kind. */
const CARS: RouteProfile = {
  queryFields: [
    'pickupPlace',
    'dropoffPlace',
    'pickup',
    'dropoff',
    'driverAge',
    'currency',
    'sort',
    'classes',
    'suppliers',
    'transmission',
    'minSeats',
    'mileage',
    'pickupKind',
    'maxPrice',
    'policy',
    'limit',
    'offset',
  ],
  values: () =>
    fc.oneof(
      fc.constantFrom(
        'SEL',
        'pus',
        'CJU',
        'NRT',
        'PAR',
        'QQQ',
        'KRW',
        '09:30',
        '2027-01-10T09:30',
        '2027-01-10T24:00',
        '17',
        '24',
        '100',
        'suv,compact',
        'PD,or',
        'manual',
        'unlimited',
        'town',
        'largest',
        'in',
      ),
      fc.integer({ min: -30, max: 400 }).map(inDays),
      fc.string({ maxLength: 40 }),
    ),
  visitors: true,
  query: ZCarSearchQuerySchema,
  accepts: [200],
  answer: ZCarSearchResponseSchema,
}

export const SEARCH_PROFILES: Readonly<Record<string, RouteProfile>> = {
  [`GET ${PLACES_API_PATH}`]: PLACES,
  [`GET ${FLIGHT_SEARCH_API_PATH}`]: FLIGHTS,
  [`GET ${STAY_SEARCH_API_PATH}`]: STAYS,
  [`GET ${TRAIN_SEARCH_API_PATH}`]: TRAINS,
  [`GET ${CAR_SEARCH_API_PATH}`]: CARS,
  [`GET ${STAY_PROPERTY_API_PATH}/:propertyId`]: {
    ...STAYS,
    query: ZStayPropertyQuerySchema,
    accepts: [200],
    answer: ZStayPropertyResponseSchema,
  },
  [`GET ${FLIGHT_CALENDAR_API_PATH}`]: {
    ...FLIGHTS,
    query: ZFlightCalendarQuerySchema,
    answer: ZFlightCalendarResponseSchema,
  },
}
