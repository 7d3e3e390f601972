import fc from 'fast-check'
import { CAR_SEARCH_API_PATH } from '../../../shared/catalogue/car-search-contract.ts'
import {
  FLIGHT_CALENDAR_API_PATH,
  FLIGHT_SEARCH_API_PATH,
  ZFlightSearchQuerySchema,
} from '../../../shared/catalogue/flight-search-contract.ts'
import { PLACES_API_PATH } from '../../../shared/catalogue/places-contract.ts'
import {
  STAY_PROPERTY_API_PATH,
  STAY_SEARCH_API_PATH,
  ZStaySearchQuerySchema,
} from '../../../shared/catalogue/stay-search-contract.ts'
import { TRAIN_SEARCH_API_PATH } from '../../../shared/catalogue/train-search-contract.ts'
import { inDays } from '../catalogue/search-route-kit.ts'
import { fieldsOf, type RouteProfile } from './route-profile.ts'

/*
 * Search: place suggestions, and flight, stay, train and car rental search (decisions 070-083). Their
 * declarations give the query's fields, its schema and the answer's; these add the values that reach
 * the searches' checks.
 */

/** A search visitors use, answered 200: its domain's words, dates from `days` ahead, other arbitraries, any text. */
const searchProfile = (
  words: readonly string[],
  days: { min: number; max: number },
  ...more: fc.Arbitrary<string>[]
): RouteProfile => ({
  values: () =>
    fc.oneof(fc.constantFrom(...words), fc.integer(days).map(inDays), ...more, fc.string({ maxLength: 40 })),
  visitors: true,
  accepts: [200],
})

/** Place suggestions: what a traveller types (any script, accents, codes), locales, limits. */
const PLACES: RouteProfile = {
  values: () =>
    fc.oneof(
      fc.constantFrom('par', 'ICN', '서울', 'São', 'new y', 'ko-KR', 'en', '0', '21', '-1', 'ko_KR', '%'),
      fc.string({ unit: 'grapheme', maxLength: 70 }),
      fc.integer({ min: -5, max: 50 }).map(String),
    ),
  visitors: true,
  invalidStatus: 400,
  accepts: [200],
}

/** Flight search: codes, dates near and far, travellers, filters of every kind, multi-city legs. */
const FLIGHTS = searchProfile(
  [
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
  ],
  { min: -30, max: 400 },
  fc
    .tuple(
      fc.constantFrom('ICN', 'NRT', 'HKG'),
      fc.constantFrom('NRT', 'HKG', 'ICN'),
      fc.integer({ min: 1, max: 40 }),
    )
    .map(([a, b, d]) => `${a}-${b}-${inDays(d)}`),
)

/** Stay search: places, dates near and far, parties, filters of every kind. */
const STAYS = searchProfile(
  [
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
  ],
  { min: -30, max: 400 },
)

/** Train search: corridors and places no railway joins, dates, classes and trains. */
const TRAINS = searchProfile(
  ['PAR', 'LON', 'sel', 'PUS', 'TYO', 'QQQ', 'first', 'standard,business', 'KTX', 'quickest', 'in', '0', '9'],
  { min: -10, max: 200 },
)

/** Car rental search: places, one-ways at home, abroad and to islands, dates, times, ages, filters of every kind. */
const CARS = searchProfile(
  [
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
  ],
  { min: -30, max: 400 },
)

export const SEARCH_PROFILES: Readonly<Record<string, RouteProfile>> = {
  [`GET ${PLACES_API_PATH}`]: PLACES,
  [`GET ${FLIGHT_SEARCH_API_PATH}`]: FLIGHTS,
  [`GET ${STAY_SEARCH_API_PATH}`]: STAYS,
  [`GET ${TRAIN_SEARCH_API_PATH}`]: TRAINS,
  [`GET ${CAR_SEARCH_API_PATH}`]: CARS,
  // A property's page and the price strip take the search's query too: its other fields are refused.
  [`GET ${STAY_PROPERTY_API_PATH}/:propertyId`]: { ...STAYS, queryFields: fieldsOf(ZStaySearchQuerySchema) },
  [`GET ${FLIGHT_CALENDAR_API_PATH}`]: { ...FLIGHTS, queryFields: fieldsOf(ZFlightSearchQuerySchema) },
}
