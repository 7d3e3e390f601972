import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { BOOKING_PATHS } from '../../../shared/booking/booking-contract.ts'
import { ZBookingConfirmationSchema, ZBookingReviewSchema } from '../../../shared/booking/booking-schemas.ts'
import {
  ZBookEventResponseSchema,
  ZSaveEventResponseSchema,
} from '../../../shared/trips/trip-edit-schemas.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { placeIndex } from '../../services/catalogue/places/places.service.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { CARD, stayRate, useBookingFlowApp } from '../../testing/trips/booking-flow-test-kit.ts'
import { type TripsBrowser, traveller } from '../../testing/trips/trips-test-kit.ts'

/** A call from the Korean site (or another), the visitor's currency won. */
const onSite = (me: TripsBrowser, site: string) => ({ cookie: `${me.cookie}; fw_site=${site}` })

describe.each(testDatabaseKinds())('the booking flow on the Korean site (%s)', (kind) => {
  const app = useBookingFlowApp(kind)

  it('joins a save from the English site to the trip a Korean save made for the same city and days', async () => {
    const me = await traveller(app.t)
    const save = async (site: string, rateId: string) => {
      const res = await me.call({
        method: 'POST',
        url: TRIPS_API_PATHS.events,
        headers: { ...onSite(me, site), 'content-type': 'application/json' },
        payload: JSON.stringify({
          offer: {
            vertical: 'hotel',
            offerId: rateId,
            title: 'A stay',
            priceMinor: 1,
            currency: 'USD',
            startAt: '2099-01-01T00:00:00.000Z',
            destination: 'Atlantis',
          },
        }),
      })
      return { status: res.statusCode, ...ZSaveEventResponseSchema.parse(res.json()) }
    }
    const korean = await save('kr', stayRate(true, 7).rate.id)
    const english = await save('us', stayRate(false, 7).rate.id)
    expect([korean.status, korean.trip.tripName]).toEqual([201, '도쿄'])
    // One trip, not 도쿄 and Tokyo side by side.
    expect([english.status, english.trip.fullTripId]).toEqual([200, korean.trip.fullTripId])
  })

  it('names the stay, its area and its city in Korean on the trip, the review, the confirmation, the mail and the calendar file, and in English to an English reader', async () => {
    const me = await traveller(app.t)
    await app.t.database.db.updateTable('users').set({ language: 'ko' }).where('id', '=', me.userId).execute()
    const { offer, rate } = stayRate(true, 5)
    const { property } = offer
    const tokyo = placeIndex().cityOf('TYO')?.cityNameKo
    expect(tokyo).toBe('도쿄')
    expect(property.nameKo).not.toBe(property.name)

    // Saved from the Korean site: the new trip and its item are named in Korean.
    const saved = await me.call({
      method: 'POST',
      url: TRIPS_API_PATHS.events,
      headers: { ...onSite(me, 'kr'), 'content-type': 'application/json' },
      payload: JSON.stringify({
        offer: {
          vertical: 'hotel',
          offerId: rate.id,
          title: 'Anything the page says',
          priceMinor: 1,
          currency: 'USD',
          startAt: '2099-01-01T00:00:00.000Z',
          destination: 'Atlantis',
        },
      }),
    })
    expect(saved.statusCode, saved.body).toBe(201)
    const { event, trip } = ZSaveEventResponseSchema.parse(saved.json())
    expect([trip.tripName, trip.destination, event.title]).toEqual([tokyo, tokyo, property.nameKo])

    const readOn = async (site: string, url: string) => {
      const res = await me.call({ method: 'GET', url, headers: onSite(me, site) })
      expect(res.statusCode, res.body).toBe(200)
      return res.json()
    }

    // The review in Korean; the same offer read from the US site in English.
    const review = async (site: string) =>
      ZBookingReviewSchema.parse((await readOn(site, BOOKING_PATHS.review(event.id))).review)
    const korean = await review('kr')
    expect(korean.offer).toMatchObject({
      title: property.nameKo,
      place: { cityName: tokyo, countryCode: 'JP' },
      location: `${property.nameKo}, ${property.neighbourhood.nameKo}, ${tokyo}`,
      details: { neighbourhood: property.neighbourhood.nameKo },
    })
    expect((await review('us')).offer).toMatchObject({
      title: property.name,
      place: { cityName: 'Tokyo' },
      details: { neighbourhood: property.neighbourhood.name },
    })

    const res = await me.call({
      method: 'POST',
      url: BOOKING_PATHS.book(event.id),
      headers: { ...onSite(me, 'kr'), 'content-type': 'application/json' },
      payload: JSON.stringify({
        travellers: [{ firstName: 'Dana', lastName: 'Scully', dateOfBirth: '1990-02-23' }],
        payment: { card: CARD },
      }),
    })
    expect(res.statusCode, res.body).toBe(200)
    const { confirmation } = ZBookEventResponseSchema.parse(res.json())
    expect(confirmation?.offer).toMatchObject({ title: property.nameKo, place: { cityName: tokyo } })
    expect(confirmation?.visitor?.currency).toBe('KRW')

    // The confirmation is kept in both languages: each reader sees their own.
    const confirmationOn = async (site: string) =>
      ZBookingConfirmationSchema.parse(await readOn(site, BOOKING_PATHS.booking(event.id))).offer
    expect((await confirmationOn('kr')).title).toBe(property.nameKo)
    expect(await confirmationOn('us')).toMatchObject({ title: property.name, place: { cityName: 'Tokyo' } })

    // The mail in the recipient's language, the calendar file too.
    const reference = confirmation?.reference ?? ''
    const mail = await app.smtp.waitFor((m) => m.to === me.email && m.text.includes(reference))
    expect(mail.subject).toContain('예약이 확정되었습니다')
    expect(mail.text).toContain(`${property.nameKo}, ${tokyo}`)
    expect(mail.text).not.toContain(property.name)
    const file = mail.attachments.find((a) => a.filename.endsWith('.ics'))
    const vevent = new ICAL.Event(
      new ICAL.Component(ICAL.parse(file?.content.toString('utf8') ?? '')).getAllSubcomponents('vevent')[0],
    )
    expect(vevent.summary).toBe(property.nameKo)
    expect(vevent.location).toContain(tokyo)
    expect(vevent.description).toBe(`Fernway 예약 ${reference}`)
  })
})
