import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { BOOKING_PATHS } from '../../../shared/booking/booking-contract.ts'
import { ZBookingConfirmationSchema, ZBookingReviewSchema } from '../../../shared/booking/booking-schemas.ts'
import {
  ZBookEventResponseSchema,
  ZCancelEventResponseSchema,
} from '../../../shared/trips/trip-edit-schemas.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import {
  CARD,
  cars,
  day,
  flights,
  PASSPORT,
  stayRate,
  TODAY,
  useBookingFlowApp,
} from '../../testing/trips/booking-flow-test-kit.ts'
import { errorCode, json, traveller } from '../../testing/trips/trips-test-kit.ts'

describe.each(testDatabaseKinds())('the booking flow (%s)', (kind) => {
  const app = useBookingFlowApp(kind)
  const { saveOffer, book, review, saveTraveller, stored } = app

  it('books two nights in Tokyo with a saved traveller and a test card, mails the confirmation with its calendar file, and refunds a free cancellation', async () => {
    const me = await traveller(app.t)
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
    const mail = await app.smtp.waitFor((m) => m.to === me.email && m.subject.includes('confirmed'))
    expect(mail.text).toContain(reference)
    expect(mail.text).toContain('Dana Scully')
    expect(mail.text).toContain(offer.property.name)
    expect(mail.text).toMatch(/Free cancellation until/)
    expect(mail.text).toContain(`$${(rate.total / 100).toFixed(2)}`)
    // And to the e-mail given "for the confirmation" (the saved traveller's), once.
    const guest = await app.smtp.waitFor(
      (m) => m.to === 'dana.scully@example.test' && m.subject === mail.subject,
    )
    expect(guest.text).toContain(reference)
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
    const notice = await app.smtp.waitFor((m) => m.to === me.email && m.subject.includes('cancelled'))
    expect(notice.text).toContain(reference)
    expect(notice.text).toMatch(/Refunded: \$[\d,.]+, everything that was paid/)
    await app.smtp.waitFor((m) => m.to === 'dana.scully@example.test' && m.subject === notice.subject)
  })

  it('cancels after the free cancellation ended, and a rate that is not refundable, refunding nothing', async () => {
    const me = await traveller(app.t)
    const traveller1 = { firstName: 'Fox', lastName: 'Mulder', dateOfBirth: '1961-10-13' }
    const late = await saveOffer(me, 'hotel', stayRate(true, 2).rate.id)
    expect((await book(me, late, { travellers: [traveller1], payment: { card: CARD } })).statusCode).toBe(200)
    // The free cancellation ended yesterday.
    await app.t.database.db
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
    const mail = await app.smtp.waitFor((m) => m.to === me.email && m.subject.includes('cancelled'))
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
    const me = await traveller(app.t)
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
    const me = await traveller(app.t)
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

  it('writes the confirmation in the recipient’s language', async () => {
    const me = await traveller(app.t)
    await app.t.database.db.updateTable('users').set({ language: 'ko' }).where('id', '=', me.userId).execute()
    const eventId = await saveOffer(me, 'hotel', stayRate(true, 12).rate.id)
    const res = await book(me, eventId, {
      travellers: [{ firstName: 'Jiwoo', lastName: 'Park', dateOfBirth: '1992-03-04' }],
      payment: { card: CARD },
    })
    expect(res.statusCode, res.body).toBe(200)
    const mail = await app.smtp.waitFor((m) => m.to === me.email)
    expect(mail.subject).toContain('예약이 확정되었습니다')
    expect(mail.text).toContain('예약 번호')
    expect(mail.attachments.some((a) => a.filename.endsWith('.ics'))).toBe(true)
  })
})
