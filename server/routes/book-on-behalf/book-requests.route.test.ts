import { describe, expect, it } from 'vitest'
import { BOOK_ON_BEHALF_API } from '../../../shared/business/book-on-behalf-contract.ts'
import type { TBookRequest } from '../../../shared/business/book-on-behalf-schemas.ts'
import { json } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { useSmtpSink } from '../../testing/mail/test-smtp.ts'
import { errorCode, memberBrowser } from '../../testing/trips/trips-test-kit.ts'
import { useCompany, useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('book on behalf: requests to book (%s)', (kind) => {
  const sink = useSmtpSink()
  const t = useTestApp(kind, () => ({ config: { smtpUrl: sink.url } }))
  const a = useCompany(t)
  const b = useCompany(t)

  const eventState = async (id: string) =>
    await t.database.db
      .selectFrom('trip_events')
      .select(['state', 'booker_user_id', 'traveler_user_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()

  it('a traveller asks; a processor sees the queue and books it for them; the traveller is mailed', async () => {
    const ava = await memberBrowser(t, a, 'traveler', 'Ava')
    const rafael = await memberBrowser(t, a, 'travelArranger', 'Rafael')
    const saved = await ava.save({ destination: 'Lisbon', title: 'Casa Lisboa' })
    const asked = await ava.call(
      json('POST', BOOK_ON_BEHALF_API.requests, { eventId: saved.event.id, note: 'For the offsite' }),
    )
    expect(asked.statusCode, asked.body).toBe(201)
    const request = asked.json<TBookRequest>()
    expect(request).toMatchObject({ status: 'open', note: 'For the offsite', item: { title: 'Casa Lisboa' } })
    const again = await ava.call(json('POST', BOOK_ON_BEHALF_API.requests, { eventId: saved.event.id }))
    expect([again.statusCode, errorCode(again)]).toEqual([409, 'REQUEST_NOT_OPEN'])

    const queue = (await rafael.call(json('GET', BOOK_ON_BEHALF_API.requests))).json()
    expect(queue.requests.map((r: TBookRequest) => r.id)).toContain(request.id)
    const mine = (await ava.call(json('GET', BOOK_ON_BEHALF_API.myRequests))).json()
    expect(mine.requests.map((r: TBookRequest) => r.id)).toEqual([request.id])

    const booked = await rafael.call(json('POST', BOOK_ON_BEHALF_API.requestBook(request.id), {}))
    expect(booked.statusCode, booked.body).toBe(200)
    expect(booked.json()).toMatchObject({ status: 'booked' })
    expect(await eventState(saved.event.id)).toEqual({
      state: 'booked',
      booker_user_id: rafael.id,
      traveler_user_id: ava.id,
    })
    const mail = await sink.waitFor((m) => m.to === ava.email && m.text.includes('Casa Lisboa'))
    expect(mail.text).toContain('Rafael User booked')
    const twice = await rafael.call(json('POST', BOOK_ON_BEHALF_API.requestBook(request.id), {}))
    expect([twice.statusCode, errorCode(twice)]).toEqual([409, 'REQUEST_NOT_OPEN'])
    const avaStore = await ava.store('trip', saved.trip.fullTripId)
    expect(avaStore.trip?.events.items[0]?.booking?.bookerDisplayName).toBe('Rafael User')
  })

  it('a processor declines with a comment; the traveller is mailed in their language', async () => {
    const ava = await memberBrowser(t, a, 'traveler')
    await t.database.db
      .updateTable('business_profiles')
      .set({ locale_code: 'ko-KR' })
      .where('user_id', '=', ava.id)
      .execute()
    const manager = await memberBrowser(t, a, 'travelManager')
    const saved = await ava.save({ title: 'Seoul Stay' })
    const request = (
      await ava.call(json('POST', BOOK_ON_BEHALF_API.requests, { eventId: saved.event.id }))
    ).json<TBookRequest>()
    const empty = await manager.call(
      json('POST', BOOK_ON_BEHALF_API.requestDecline(request.id), { comment: ' ' }),
    )
    expect([empty.statusCode, errorCode(empty)]).toEqual([400, 'VALIDATION_ERROR'])
    const declined = await manager.call(
      json('POST', BOOK_ON_BEHALF_API.requestDecline(request.id), { comment: 'Over the hotel budget' }),
    )
    expect(declined.json()).toMatchObject({ status: 'declined', decisionComment: 'Over the hotel budget' })
    const mail = await sink.waitFor((m) => m.to === ava.email && m.text.includes('Over the hotel budget'))
    expect(mail.subject).toContain('거절')
    expect((await eventState(saved.event.id)).state).toBe('saved')
  })

  it("refuses others' items, other companies' requests, and travellers in the queue", async () => {
    const ava = await memberBrowser(t, a, 'traveler')
    const ben = await memberBrowser(t, a, 'traveler')
    const bens = await ben.save({})
    const foreign = await ava.call(json('POST', BOOK_ON_BEHALF_API.requests, { eventId: bens.event.id }))
    expect([foreign.statusCode, errorCode(foreign)]).toEqual([404, 'ITEM_NOT_REQUESTABLE'])
    const request = (
      await ben.call(json('POST', BOOK_ON_BEHALF_API.requests, { eventId: bens.event.id }))
    ).json<TBookRequest>()
    const outsider = await memberBrowser(t, b, 'travelManager')
    const theirs = await outsider.call(json('POST', BOOK_ON_BEHALF_API.requestBook(request.id), {}))
    expect([theirs.statusCode, errorCode(theirs)]).toEqual([404, 'REQUEST_NOT_FOUND'])
    expect((await outsider.call(json('GET', BOOK_ON_BEHALF_API.requests))).json().requests).toEqual([])
    const queue = await ava.call(json('GET', BOOK_ON_BEHALF_API.requests))
    expect([queue.statusCode, errorCode(queue)]).toEqual([403, 'PERMISSION_DENIED'])
  })
})
