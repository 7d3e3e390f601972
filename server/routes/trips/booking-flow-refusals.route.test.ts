import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BOOKING_PATHS, TEST_CARDS } from '../../../shared/booking/booking-contract.ts'
import {
  ZBookEventResponseSchema,
  ZCancelEventResponseSchema,
} from '../../../shared/trips/trip-edit-schemas.ts'
import { createCompany } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { CARD, day, stayRate, useBookingFlowApp } from '../../testing/trips/booking-flow-test-kit.ts'
import { errorCode, json, memberBrowser, traveller } from '../../testing/trips/trips-test-kit.ts'

describe.each(testDatabaseKinds())('the booking flow’s refusals (%s)', (kind) => {
  const app = useBookingFlowApp(kind)
  const { saveOffer, book, review, stored, stateOf, logs } = app

  it('answers a refused card with 402 and its code beside the field, and books and charges nothing', async () => {
    const me = await traveller(app.t)
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

  it('answers generated bad travellers and cards with a 4xx naming a field, never a 500, and books nothing', async () => {
    const me = await traveller(app.t)
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
    const company = await createCompany(app.t)
    const member = await memberBrowser(app.t, company, 'traveler')
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
    await app.smtp.waitFor((m) => m.to === member.email && m.subject.includes('confirmed'))
  })

  it('books the demo catalogue’s offers as before, unpaid, and refuses travellers or a card for them', async () => {
    const me = await traveller(app.t)
    const [demo] = app.t.app.services.catalogue.search({
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

  it('never logs a card number or security code', () => {
    expect(logs.length).toBeGreaterThan(0)
    const all = logs.join('\n')
    expect(all).not.toMatch(/4242 ?4242 ?4242 ?4242|5555 ?5555 ?5555 ?4444|4000 ?0000 ?0000 ?0002/)
    expect(all).not.toContain('"314"')
    expect(all).not.toContain('M70318862')
  })
})
