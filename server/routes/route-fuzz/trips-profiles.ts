import fc from 'fast-check'
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
import type { TestApp } from '../../test-app.ts'
import { dates, offerLike } from './domain-values.ts'
import type { RouteProfile } from './route-profile.ts'

/** Trips (saved offers, shares, links, the store) and guidebooks. */

const TRIPS = '/trips/api'
const GUIDEBOOKS = '/i/api/guides/v1/guidebooks'

const TRIP_FIELDS = [
  'name',
  'destination',
  'startDate',
  'endDate',
  'offer',
  'fullTripId',
  'inCart',
  'priceMinor',
  'email',
  'role',
  'enabled',
  'startAt',
  'currency',
  'token',
]
/** Roles, verticals, impossible dates, a share token's shape; and whole offers in any field. */
const tripValues = () =>
  fc.oneof(
    fc.constantFrom(
      'editor',
      'owner',
      'viewer',
      'flight',
      'abc234defghjkmnp',
      "'; drop table trips; --",
      'trip,trips',
      'user,,',
    ),
    dates(),
    offerLike(),
  )
const TRIP: RouteProfile = { fields: TRIP_FIELDS, values: tripValues }
const STORE: RouteProfile = { ...TRIP, queryFields: ['props', 'fullTripId'] }

/** A stored guidebook's name is trimmed, not empty and at most 80 characters, whatever was sent. */
async function guidebookNamesValid(t: TestApp): Promise<string | null> {
  const rows = await t.database.db.selectFrom('guidebooks').select('name').execute()
  const bad = rows.find(
    (r) => r.name !== r.name.trim() || [...r.name].length === 0 || [...r.name].length > 80,
  )
  return bad ? `a guidebook was stored as ${JSON.stringify(bad.name.slice(0, 100))}` : null
}
const GUIDEBOOK: RouteProfile = {
  fields: ['name', 'destination', 'id', 'userId'],
  values: () =>
    fc.oneof(
      fc.string({ unit: 'grapheme', minLength: 75, maxLength: 90 }),
      fc.string({ maxLength: 8 }).map((s) => ` ${s} `),
      fc.constantFrom("'; drop table guidebooks; --", '<b>x</b>'),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
    ),
  stored: guidebookNamesValid,
}

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

export const TRIPS_PROFILES: Readonly<Record<string, RouteProfile>> = {
  [`POST ${TRIPS}/trips`]: TRIP,
  [`PUT ${TRIPS}/trips/:fullTripId`]: TRIP,
  [`POST ${TRIPS}/events`]: {
    ...TRIP,
    bodies: () => fc.record({ offer: offerLike(), fullTripId: tripValues() }, { requiredKeys: ['offer'] }),
  },
  [`POST ${TRIPS}/events/:eventId/move`]: TRIP,
  [`POST ${TRIPS}/events/:eventId/cart`]: TRIP,
  [`POST ${TRIPS}/events/:eventId/book`]: TRIP,
  [`POST ${TRIPS}/trips/:fullTripId/shares`]: TRIP,
  [`PUT ${TRIPS}/trips/:fullTripId/shares/:shareId`]: TRIP,
  [`POST ${TRIPS}/shared`]: TRIP,
  [`POST ${TRIPS}/user/settings/mapViewFD`]: TRIP,
  [`POST ${TRIPS}/user/settings/tdpAutopilot`]: TRIP,
  [`GET ${TRIPS}/store`]: STORE,
  [`POST ${TRIPS}/store`]: STORE,

  [`GET ${PLACES_API_PATH}`]: PLACES,
  [`GET ${FLIGHT_SEARCH_API_PATH}`]: FLIGHTS,
  [`GET ${STAY_SEARCH_API_PATH}`]: STAYS,
  [`GET ${TRAIN_SEARCH_API_PATH}`]: TRAINS,
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

  [`POST ${GUIDEBOOKS}`]: GUIDEBOOK,
  [`PUT ${GUIDEBOOKS}/:guidebookId`]: GUIDEBOOK,
}
