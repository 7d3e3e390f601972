import { Writable } from 'node:stream'
import fc from 'fast-check'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BOOKING_PATHS, TEST_CARDS } from '../../../shared/booking/booking-contract.ts'
import { ZBookingConfirmationSchema, ZBookingReviewSchema } from '../../../shared/booking/booking-schemas.ts'
import { ZCheckoutQuoteResponseSchema } from '../../../shared/business/checkout-schemas.ts'
import {
  ZBookEventResponseSchema,
  ZCancelEventResponseSchema,
} from '../../../shared/trips/trip-edit-schemas.ts'
import type { TTripVertical } from '../../../shared/trips/trips-contract.ts'
import { testDatabaseKinds } from '../../db/test-databases.ts'
import { createLogger } from '../../logger.ts'
import { type SmtpSink, startSmtpSink } from '../../mail/test-smtp.ts'
import { createCarGenerator } from '../../services/catalogue/cars/car-generator.ts'
import { createFlightGenerator } from '../../services/catalogue/flights/flight-generator.ts'
import { placeIndex } from '../../services/catalogue/places/places.service.ts'
import { createStayGenerator } from '../../services/catalogue/stays/stay-generator.ts'
import { startTestApp, type TestApp } from '../../test-app.ts'
import { signInBrowser } from '../account/account-test-support.ts'
import { createCompany, createMemberOf } from '../company/company-test-kit.ts'
import { errorCode, json, type TripsBrowser, traveller, withOwnIps } from './trips-test-kit.ts'

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const TODAY = day(0)
const CARD = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2031,
  cvc: '314',
  holderName: 'Dana Scully',
}
const PASSPORT = { number: 'M70318862', issuingCountry: 'KR', expiresOn: day(3000), nationality: 'KR' }
const stays = createStayGenerator(placeIndex)
const flights = createFlightGenerator(placeIndex)
const cars = createCarGenerator(placeIndex)

/** A Tokyo stay of two nights a month ahead, one adult: a rate with free cancellation, or one without. */
function stayRate(free: boolean, offset = 0) {
  const offers = stays.searchStays({
    destination: 'TYO',
    checkin: day(30 + offset),
    checkout: day(32 + offset),
    adults: 1,
    rooms: 1,
    today: TODAY,
  })
  for (const offer of offers)
    for (const rate of offer.rates) if ((rate.freeCancellationUntil !== null) === free) return { offer, rate }
  throw new Error('no such rate')
}

describe.each(testDatabaseKinds())('the booking flow (%s)', (kind) => {
  let t: TestApp
  let smtp: SmtpSink
  const logs: string[] = []
  beforeAll(async () => {
    smtp = await startSmtpSink()
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk))
        done()
      },
    })
    t = await startTestApp(kind, {
      env: { DEMO_CATALOGUE: '1', SMTP_URL: smtp.url },
      logger: createLogger('trace', sink),
    })
  })
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
  })

  const saveOffer = async (me: TripsBrowser, vertical: TTripVertical, offerId: string) =>
    (
      await me.save({
        vertical,
        offerId,
        title: 'Anything the page says',
        priceMinor: 1,
        currency: 'USD',
        startAt: '2099-01-01T00:00:00.000Z',
        destination: 'Atlantis',
      })
    ).event.id
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

  it('books two nights in Tokyo with a saved traveller and a test card, mails the confirmation with its calendar file, and refunds a free cancellation', async () => {
    const me = await traveller(t)
    const { offer, rate } = stayRate(true)
    const savedId = await saveTraveller(me, {
      firstName: 'Dana',
      lastName: 'Scully',
      dateOfBirth: '1990-02-23',
      emailAddress: 'dana.scully@example.test',
    })
    const eventId = await saveOffer(me, 'hotel', rate.id)

    // The review: the stay, its terms, the price in dollars (charged) and in euros, one lead guest.
    const quote = await review(me, eventId)
    const shown = ZBookingReviewSchema.parse(quote.review)
    expect(shown.offer).toMatchObject({
      vertical: 'hotel',
      title: offer.property.name,
      place: { cityName: 'Tokyo', countryCode: 'JP' },
    })
    expect(shown.cancellation.refundable).toBe(true)
    expect(shown.price.charged.total).toEqual({ amount: rate.total, currency: 'USD' })
    expect(shown.price.charged.base.amount + (shown.price.charged.taxesAndFees?.amount ?? 0)).toBe(rate.total)
    expect(shown.price.visitor?.total.currency).toBe('EUR')
    expect(shown.travellers).toMatchObject({
      slots: [{ kind: 'leadGuest', minAge: 18 }],
      passportRequired: false,
    })
    expect(shown.payment).toEqual({ kind: 'card', testCardsOnly: true })

    const res = await book(me, eventId, {
      travellers: [{ savedTravelerId: savedId }],
      payment: { card: CARD },
    })
    expect(res.statusCode, res.body).toBe(200)
    const { event, confirmation } = ZBookEventResponseSchema.parse(res.json())
    expect(event.state).toBe('booked')
    expect(confirmation).toMatchObject({
      state: 'booked',
      reference: expect.stringMatching(/^[A-Z0-9]{8}$/),
      payment: { kind: 'card', brand: 'visa', last4: '4242', reference: expect.stringMatching(/^pay_test_/) },
      charged: { amount: rate.total, currency: 'USD' },
      visitor: { currency: 'EUR' },
      travellers: [{ kind: 'leadGuest', firstName: 'Dana', lastName: 'Scully', dateOfBirth: '1990-02-23' }],
      refund: null,
    })
    const reference = confirmation?.reference ?? ''

    // Stored with the booking: the charge as brand, last four and reference; never the number or code.
    const row = await stored(eventId)
    expect(row).toMatchObject({
      card_last4: '4242',
      card_brand: 'visa',
      amount_minor: rate.total,
      currency: 'USD',
    })
    expect(JSON.stringify(row)).not.toMatch(/4242 ?4242 ?4242 ?4242|"314"/)

    // The mail over real SMTP, with the calendar file.
    const mail = await smtp.waitFor((m) => m.to === me.email && m.subject.includes('confirmed'))
    expect(mail.text).toContain(reference)
    expect(mail.text).toContain('Dana Scully')
    expect(mail.text).toContain(offer.property.name)
    expect(mail.text).toMatch(/Free cancellation until/)
    expect(mail.text).toContain(`$${(rate.total / 100).toFixed(2)}`)
    const file = mail.attachments.find((a) => a.filename.endsWith('.ics'))
    expect(file?.contentType).toMatch(/^text\/calendar/)
    const calendar = new ICAL.Component(ICAL.parse(file?.content.toString('utf8') ?? ''))
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    const events = calendar.getAllSubcomponents('vevent')
    expect(events).toHaveLength(1)
    const vevent = new ICAL.Event(events[0])
    expect(vevent.uid).toMatch(new RegExp(`^${reference}@`))
    expect(vevent.summary).toBe(offer.property.name)
    expect(vevent.location).toContain(offer.property.name)
    // In UTC, as DTSTART:20270108T060000Z.
    expect(file?.content.toString('utf8')).toMatch(/^DTSTART:\d{8}T\d{6}Z\r?$/m)
    // Check-in at 15:00 and check-out at 11:00, Tokyo time (UTC+9).
    expect(vevent.startDate.toJSDate().toISOString()).toBe(
      new Date(`${offer.checkin}T15:00:00+09:00`).toISOString(),
    )
    expect(vevent.endDate.toJSDate().toISOString()).toBe(
      new Date(`${offer.checkout}T11:00:00+09:00`).toISOString(),
    )

    // The confirmation page's call.
    const again = await me.call({ method: 'GET', url: BOOKING_PATHS.booking(eventId) })
    expect(again.statusCode, again.body).toBe(200)
    expect(ZBookingConfirmationSchema.parse(again.json()).reference).toBe(reference)

    // Cancelled before the free cancellation ends: everything back through the provider, and a mail.
    const cancelled = await me.call(json('POST', BOOKING_PATHS.cancel(eventId)))
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const answer = ZCancelEventResponseSchema.parse(cancelled.json())
    expect(answer.event.state).toBe('cancelled')
    expect(answer.cancellation?.refund).toMatchObject({
      amount: { amount: rate.total, currency: 'USD' },
      reason: 'freeCancellation',
      reference: expect.stringMatching(/^re_test_/),
    })
    expect(await stored(eventId)).toMatchObject({
      refund_amount_minor: rate.total,
      refund_reason: 'freeCancellation',
    })
    const notice = await smtp.waitFor((m) => m.to === me.email && m.subject.includes('cancelled'))
    expect(notice.text).toContain(reference)
    expect(notice.text).toMatch(/Refunded: \$[\d,.]+, everything that was paid/)
  })

  it('cancels after the free cancellation ended, and a rate that is not refundable, refunding nothing', async () => {
    const me = await traveller(t)
    const traveller1 = { firstName: 'Fox', lastName: 'Mulder', dateOfBirth: '1961-10-13' }
    const late = await saveOffer(me, 'hotel', stayRate(true, 2).rate.id)
    expect((await book(me, late, { travellers: [traveller1], payment: { card: CARD } })).statusCode).toBe(200)
    // The free cancellation ended yesterday.
    await t.database.db
      .updateTable('trip_bookings')
      .set({ free_until: new Date(Date.now() - 86_400_000) })
      .where('event_id', '=', late)
      .execute()
    const afterFree = ZCancelEventResponseSchema.parse(
      (await me.call(json('POST', BOOKING_PATHS.cancel(late)))).json(),
    )
    expect(afterFree.event.state).toBe('cancelled')
    expect(afterFree.cancellation?.refund).toMatchObject({
      amount: { amount: 0 },
      reason: 'freeCancellationEnded',
      reference: null,
    })
    const mail = await smtp.waitFor((m) => m.to === me.email && m.subject.includes('cancelled'))
    expect(mail.text).toContain('Nothing is refunded: the free cancellation ended')

    const { rate } = stayRate(false, 4)
    const fixed = await saveOffer(me, 'hotel', rate.id)
    const reviewed = ZBookingReviewSchema.parse((await review(me, fixed)).review)
    expect(reviewed.cancellation).toEqual({ refundable: false, freeUntil: null })
    expect((await book(me, fixed, { travellers: [traveller1], payment: { card: CARD } })).statusCode).toBe(
      200,
    )
    const none = ZCancelEventResponseSchema.parse(
      (await me.call(json('POST', BOOKING_PATHS.cancel(fixed)))).json(),
    )
    expect(none.cancellation?.refund).toMatchObject({ amount: { amount: 0 }, reason: 'notRefundable' })
  })

  it('answers a refused card with 402 and its code beside the field, and books and charges nothing', async () => {
    const me = await traveller(t)
    const eventId = await saveOffer(me, 'hotel', stayRate(true, 6).rate.id)
    const guest = [{ firstName: 'Walter', lastName: 'Skinner', dateOfBirth: '1955-04-01' }]
    const cases: [Partial<typeof CARD>, string, string][] = [
      [{ number: TEST_CARDS.declined }, 'PAYMENT_DECLINED', 'payment.card.number'],
      [{ number: TEST_CARDS.insufficientFunds }, 'PAYMENT_INSUFFICIENT_FUNDS', 'payment.card'],
      [{ number: TEST_CARDS.expired }, 'PAYMENT_CARD_EXPIRED', 'payment.card.expYear'],
      [{ expYear: 2020 }, 'PAYMENT_CARD_EXPIRED', 'payment.card.expYear'],
      [{ number: '4242 4242 4242 4241' }, 'PAYMENT_CARD_INVALID', 'payment.card.number'],
      [{ number: '4111 1111 1111 1111' }, 'PAYMENT_DECLINED', 'payment.card.number'],
      [{ cvc: '12' }, 'PAYMENT_CARD_INVALID', 'payment.card.cvc'],
    ]
    for (const [card, code, field] of cases) {
      const res = await book(me, eventId, { travellers: guest, payment: { card: { ...CARD, ...card } } })
      expect([res.statusCode, errorCode(res)], JSON.stringify(card)).toEqual([402, code])
      expect(res.json().errors[0].field).toBe(field)
      expect(res.body).not.toMatch(/4000 ?0000|4111 ?1111|4242 ?4242 ?4242/)
    }
    expect(await stateOf(eventId)).toBe('saved')
    expect(await stored(eventId)).toBeUndefined()

    const unpaid = await book(me, eventId, { travellers: guest })
    expect([unpaid.statusCode, errorCode(unpaid), unpaid.json().errors[0].field]).toEqual([
      400,
      'PAYMENT_REQUIRED',
      'payment.card',
    ])
    const nobody = await book(me, eventId, { payment: { card: CARD } })
    expect([nobody.statusCode, errorCode(nobody), nobody.json().errors[0].limit]).toEqual([
      400,
      'TRAVELLERS_COUNT',
      1,
    ])
    const strangers = await book(me, eventId, {
      travellers: [{ savedTravelerId: '00000000-0000-4000-8000-000000000000' }],
      payment: { card: CARD },
    })
    expect(errorCode(strangers)).toBe('TRAVELLER_SAVED_NOT_FOUND')
    expect(await stateOf(eventId)).toBe('saved')
  })

  it('asks passports for an international flight, valid through the trip, and keeps them masked', async () => {
    const offer = flights
      .searchFlights({
        legs: [{ from: 'ICN', to: 'NRT', date: day(40) }],
        adults: 2,
        children: 0,
        infants: 0,
        cabin: 'economy',
        today: TODAY,
      })
      .find((o) => o.family === 'flex')
    if (!offer) throw new Error('no flight')
    const me = await traveller(t)
    const eventId = await saveOffer(me, 'flight', offer.id)
    const shown = ZBookingReviewSchema.parse((await review(me, eventId, 'KRW')).review)
    expect(shown.travellers).toMatchObject({
      passportRequired: true,
      slots: [{ kind: 'adult', minAge: 12 }, { kind: 'adult' }],
    })
    expect(shown.offer.details).toMatchObject({
      vertical: 'flight',
      fareFamily: 'flex',
      refundable: true,
      checkedBags: 2,
    })
    expect(shown.price.visitor?.total.currency).toBe('KRW')

    const ada = { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1985-12-10' }
    const kid = { firstName: 'Byron', lastName: 'Lovelace', dateOfBirth: day(-365 * 11) }
    const noPassports = await book(me, eventId, { travellers: [ada, kid], payment: { card: CARD } })
    expect(noPassports.statusCode).toBe(400)
    expect(
      noPassports.json().errors.map((e: { code: string; field: string }) => `${e.code} ${e.field}`),
    ).toEqual([
      'TRAVELLER_PASSPORT_REQUIRED travellers.0.passport',
      'TRAVELLER_TOO_YOUNG travellers.1.dateOfBirth',
      'TRAVELLER_PASSPORT_REQUIRED travellers.1.passport',
    ])
    const expiring = await book(me, eventId, {
      travellers: [
        { ...ada, passport: { ...PASSPORT, expiresOn: day(39) } },
        { ...kid, dateOfBirth: '2000-01-01', passport: PASSPORT },
      ],
      payment: { card: CARD },
    })
    expect([errorCode(expiring), expiring.json().errors[0].field]).toEqual([
      'TRAVELLER_PASSPORT_EXPIRES',
      'travellers.0.passport.expiresOn',
    ])
    const res = await book(
      me,
      eventId,
      {
        travellers: [
          { ...ada, passport: PASSPORT },
          { ...kid, dateOfBirth: '2000-01-01', passport: { ...PASSPORT, number: 'm 1234 5678' } },
        ],
        payment: { card: CARD },
      },
      'KRW',
    )
    expect(res.statusCode, res.body).toBe(200)
    const confirmation = ZBookEventResponseSchema.parse(res.json()).confirmation
    expect(confirmation?.travellers.map((x) => x.passport?.number)).toEqual(['*****8862', '*****5678'])
    expect(confirmation?.visitor?.currency).toBe('KRW')
    expect(res.body).not.toContain('M70318862')
    expect(JSON.stringify(await stored(eventId))).not.toMatch(/M70318862|M12345678/)
  })

  it('checks the driver’s age against what the car was priced for', async () => {
    const offer = cars
      .searchCars({
        pickup: 'SEL',
        pickupDate: day(20),
        pickupTime: '10:00',
        dropoffDate: day(23),
        dropoffTime: '10:00',
        driverAge: 30,
        today: TODAY,
      })
      ?.at(0)
    if (!offer) throw new Error('no car')
    const me = await traveller(t)
    const eventId = await saveOffer(me, 'car', offer.id)
    const shown = ZBookingReviewSchema.parse((await review(me, eventId)).review)
    expect(shown.travellers.slots).toEqual([{ kind: 'driver', minAge: 25, maxAge: 99 }])
    expect(shown.offer.details).toMatchObject({
      vertical: 'car',
      mileage: offer.mileage,
      fuelPolicy: offer.fuelPolicy,
    })
    const young = await book(me, eventId, {
      travellers: [{ firstName: 'Jo', lastName: 'Kim', dateOfBirth: day(-365 * 22) }],
      payment: { card: CARD },
    })
    expect([young.statusCode, errorCode(young), young.json().errors[0].limit]).toEqual([
      400,
      'TRAVELLER_TOO_YOUNG',
      25,
    ])
    const ok = await book(me, eventId, {
      travellers: [{ firstName: 'Jo', lastName: 'Kim', dateOfBirth: '1980-05-05' }],
      payment: { card: { ...CARD, number: '5555 5555 5555 4444' } },
    })
    expect(ok.statusCode, ok.body).toBe(200)
  })

  it('answers generated bad travellers and cards with a 4xx naming a field, never a 500, and books nothing', async () => {
    const me = await traveller(t)
    const eventId = await saveOffer(me, 'hotel', stayRate(true, 8).rate.id)
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      // (NUL characters are refused before any route, by the platform's text guard.)
      fc.constantFrom('', '김지우', '1990-02-30', '2999-01-01', 'a@b', "O''Brien", 'x'.repeat(60)),
      fc.integer(),
      fc.constant(null),
    )
    const entry = fc.dictionary(
      fc.constantFrom(
        'firstName',
        'lastName',
        'dateOfBirth',
        'email',
        'passport',
        'savedTravelerId',
        'middleName',
      ),
      fc.oneof(text, fc.record({ number: text, expiresOn: text })),
      { maxKeys: 6 },
    )
    const body = fc.record(
      {
        travellers: fc.oneof(fc.array(entry, { maxLength: 3 }), text),
        payment: fc.oneof(
          fc.record({
            card: fc.record({
              number: text,
              expMonth: fc.integer(),
              expYear: fc.integer(),
              cvc: text,
              holderName: text,
            }),
          }),
          text,
        ),
      },
      { requiredKeys: [] },
    )
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const res = await book(me, eventId, b)
        expect(res.statusCode, `${JSON.stringify(b)} ${res.body}`).toBeGreaterThanOrEqual(400)
        expect(res.statusCode, res.body).toBeLessThan(500)
        const [first] = res.json().errors
        expect(first.code).toMatch(/^[A-Z_]+$/)
        expect(typeof first.field === 'string' || res.statusCode === 402, res.body).toBe(true)
      }),
      { numRuns: 60 },
    )
    expect(await stateOf(eventId)).toBe('saved')
  })

  it('keeps a business booking on the company’s payment options: the member travels, no card is taken', async () => {
    const company = await createCompany(t)
    const user = await createMemberOf(t, company, 'traveler')
    const member = withOwnIps(await signInBrowser(t, user, { businessMode: true }))
    await t.database.db
      .updateTable('sessions')
      .set({ second_factor_at: new Date() })
      .where('id', '=', member.sessionId)
      .execute()
    const eventId = await saveOffer(member, 'hotel', stayRate(true, 10).rate.id)
    const quote = await review(member, eventId)
    expect(quote.review?.payment.kind).toBe('company')
    expect(quote.review?.travellers.optional).toBe(true)
    const paying = await book(member, eventId, { payment: { card: CARD } })
    expect([paying.statusCode, errorCode(paying)]).toEqual([400, 'PAYMENT_NOT_ACCEPTED'])
    const res = await book(member, eventId, {})
    expect(res.statusCode, res.body).toBe(200)
    expect(ZBookEventResponseSchema.parse(res.json()).confirmation).toMatchObject({
      payment: { kind: 'company' },
      travellers: [{ kind: 'leadGuest', firstName: 'Test', lastName: 'User', dateOfBirth: null }],
    })
    await smtp.waitFor((m) => m.to === user.email && m.subject.includes('confirmed'))
  })

  it('books the demo catalogue’s offers as before, unpaid, and refuses travellers or a card for them', async () => {
    const me = await traveller(t)
    const [demo] = t.app.services.catalogue.search({
      vertical: 'hotel',
      destination: 'seoul',
      start: day(30),
      end: day(32),
    }).offers
    if (!demo) throw new Error('no demo offer')
    const eventId = (await me.save(demo.offer)).event.id
    expect((await review(me, eventId)).review).toBeNull()
    const detailed = await book(me, eventId, { payment: { card: CARD } })
    expect([detailed.statusCode, errorCode(detailed)]).toEqual([400, 'BOOKING_DETAILS_NOT_ACCEPTED'])
    const res = await book(me, eventId, {})
    expect(res.statusCode, res.body).toBe(200)
    expect(ZBookEventResponseSchema.parse(res.json()).confirmation).toBeNull()
    const none = await me.call({ method: 'GET', url: BOOKING_PATHS.booking(eventId) })
    expect([none.statusCode, errorCode(none)]).toEqual([404, 'BOOKING_NOT_FOUND'])
    const cancelled = ZCancelEventResponseSchema.parse(
      (await me.call(json('POST', BOOKING_PATHS.cancel(eventId)))).json(),
    )
    expect(cancelled.cancellation).toBeNull()
  })

  it('writes the confirmation in the recipient’s language', async () => {
    const me = await traveller(t)
    await t.database.db.updateTable('users').set({ language: 'ko' }).where('id', '=', me.userId).execute()
    const eventId = await saveOffer(me, 'hotel', stayRate(true, 12).rate.id)
    const res = await book(me, eventId, {
      travellers: [{ firstName: 'Jiwoo', lastName: 'Park', dateOfBirth: '1992-03-04' }],
      payment: { card: CARD },
    })
    expect(res.statusCode, res.body).toBe(200)
    const mail = await smtp.waitFor((m) => m.to === me.email)
    expect(mail.subject).toContain('예약이 확정되었습니다')
    expect(mail.text).toContain('예약 번호')
    expect(mail.attachments.some((a) => a.filename.endsWith('.ics'))).toBe(true)
  })

  it('never logs a card number or security code', () => {
    expect(logs.length).toBeGreaterThan(0)
    const all = logs.join('\n')
    expect(all).not.toMatch(/4242 ?4242 ?4242 ?4242|5555 ?5555 ?5555 ?4444|4000 ?0000 ?0000 ?0002/)
    expect(all).not.toContain('"314"')
    expect(all).not.toContain('M70318862')
  })
})
