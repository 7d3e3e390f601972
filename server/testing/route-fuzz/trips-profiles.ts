import fc from 'fast-check'
import type { TestApp } from '../test-app.ts'
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
  // The booking flow's (decision 084).
  'travellers',
  'payment',
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
  [`GET ${TRIPS}/flights/upcoming`]: {
    ...TRIP,
    queryFields: ['limit'],
    values: () => fc.oneof(fc.integer({ min: -5, max: 500 }).map(String), tripValues()),
  },

  [`POST ${GUIDEBOOKS}`]: GUIDEBOOK,
  [`PUT ${GUIDEBOOKS}/:guidebookId`]: GUIDEBOOK,
}
