import { expect } from 'vitest'
import { BOOKING_PATHS } from '../../../shared/booking/booking-contract.ts'
import { ZCheckoutQuoteResponseSchema } from '../../../shared/business/checkout-schemas.ts'
import { createLogger } from '../../logger.ts'
import { createCarGenerator } from '../../services/catalogue/cars/car-generator.ts'
import { createFlightGenerator } from '../../services/catalogue/flights/flight-generator.ts'
import { placeIndex } from '../../services/catalogue/places/places.service.ts'
import { createStayGenerator } from '../../services/catalogue/stays/stay-generator.ts'
import type { TestDatabaseKind } from '../db/test-databases.ts'
import { isoDayIn } from '../iso-day.ts'
import { logLines } from '../log-lines.ts'
import { useSmtpSink } from '../mail/test-smtp.ts'
import { useTestApp } from '../use-test-app.ts'
import { json, saveOffer, type TripsBrowser } from './trips-test-kit.ts'

/* The booking flow's route tests' common ground (decision 084): offers, a card, a passport, the app. */

export const day = (days: number) => isoDayIn(days)
export const TODAY = day(0)
export const CARD = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2031,
  cvc: '314',
  holderName: 'Dana Scully',
}
export const PASSPORT = { number: 'M70318862', issuingCountry: 'KR', expiresOn: day(3000), nationality: 'KR' }
const stays = createStayGenerator(placeIndex)
export const flights = createFlightGenerator(placeIndex)
export const cars = createCarGenerator(placeIndex)

/** A Tokyo stay of two nights a month ahead, one adult unless told: a rate with free cancellation, or one without. */
export function stayRate(free: boolean, offset = 0, party = { adults: 1, rooms: 1 }) {
  const offers = stays.searchStays({
    destination: 'TYO',
    checkin: day(30 + offset),
    checkout: day(32 + offset),
    ...party,
    today: TODAY,
  })
  for (const offer of offers)
    for (const rate of offer.rates) if ((rate.freeCancellationUntil !== null) === free) return { offer, rate }
  throw new Error('no such rate')
}

/** The app with the catalogue on, a real SMTP sink and the logs kept, and the calls the tests make. */
export function useBookingFlowApp(kind: TestDatabaseKind) {
  const { lines: logs, stream } = logLines()
  const smtp = useSmtpSink()
  const t = useTestApp(kind, () => ({
    env: { DEMO_CATALOGUE: '1', SMTP_URL: smtp.url },
    logger: createLogger('trace', stream),
  }))

  const book = (me: TripsBrowser, eventId: string, body: unknown, currency = 'EUR') =>
    me.call({
      ...json('POST', BOOKING_PATHS.book(eventId), body),
      headers: { 'content-type': 'application/json', cookie: `${me.cookie}; fw_currency=${currency}` },
    })
  const review = async (me: TripsBrowser, eventId: string, currency = 'EUR') => {
    const res = await me.call({
      method: 'GET',
      url: BOOKING_PATHS.review(eventId),
      headers: { cookie: `${me.cookie}; fw_currency=${currency}` },
    })
    expect(res.statusCode, res.body).toBe(200)
    return ZCheckoutQuoteResponseSchema.parse(res.json())
  }
  const saveTraveller = async (me: TripsBrowser, fields: Record<string, string>) => {
    const res = await me.call({
      method: 'POST',
      url: '/i/api/account/traveler/v1/?knownTravelerNumberApiVersion=v2',
      payload: fields,
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json().travelerId as string
  }
  const stored = (eventId: string) =>
    t.database.db.selectFrom('trip_bookings').selectAll().where('event_id', '=', eventId).executeTakeFirst()
  const stateOf = async (eventId: string) =>
    (
      await t.database.db
        .selectFrom('trip_events')
        .select('state')
        .where('id', '=', eventId)
        .executeTakeFirstOrThrow()
    ).state

  return {
    get t() {
      return t
    },
    get smtp() {
      return smtp
    },
    logs,
    saveOffer,
    book,
    review,
    saveTraveller,
    stored,
    stateOf,
  }
}
