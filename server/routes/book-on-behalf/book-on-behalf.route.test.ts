import { describe, expect, it } from 'vitest'
import { BOOK_ON_BEHALF_API } from '../../../shared/business/book-on-behalf-contract.ts'
import { ONBOARDING_API } from '../../../shared/business/onboarding-contract.ts'
import { PEOPLE_API } from '../../../shared/business/people-contract.ts'
import { AUTH_STATE_PATH } from '../../../shared/constants.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { markImpersonated } from '../../testing/account/account-test-support.ts'
import { delegate } from '../../testing/book-on-behalf/book-on-behalf-test-kit.ts'
import { createMemberOf, giveRole, groupOf, json } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { guestOf } from '../../testing/members/members-test-kit.ts'
import { errorCode, type Member, memberBrowser, offer } from '../../testing/trips/trips-test-kit.ts'
import { useCompany, useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('book on behalf: select and unselect (%s)', (kind) => {
  const t = useTestApp(kind)
  const a = useCompany(t)
  const b = useCompany(t)

  const select = (browser: Member, email: string) =>
    browser.call(json('POST', BOOK_ON_BEHALF_API.selectTraveler, { email }))
  const auditActions = async (actorId: string) =>
    (
      await t.database.db
        .selectFrom('business_audit_log')
        .select(['action', 'target_id'])
        .where('actor_user_id', '=', actorId)
        .orderBy('seq')
        .execute()
    ).map((r) => [r.action, r.target_id])

  it('an arranger named by a traveller selects them, may book only while named, goes back to self; audited', async () => {
    const arranger = await memberBrowser(t, a, 'travelArranger')
    const ava = await createMemberOf(t, a, 'traveler')
    await delegate(t, a, ava.id, arranger.id)

    const res = await select(arranger, ava.email.toUpperCase())
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      mode: 'other',
      traveler: { id: ava.id, email: ava.email, accountName: 'Test User' },
    })
    const identity = (await arranger.call(json('GET', ONBOARDING_API.currentIdentity))).json()
    expect(identity).toMatchObject({ mode: 'other', userId: ava.id })
    const state = (await arranger.call(json('GET', AUTH_STATE_PATH))).json()
    expect(state.businessState).toMatchObject({
      currentlyBookingForOther: true,
      currentTraveler: { accountName: 'Test User' },
      currentTravelerInfoState: 'loaded',
    })

    // Ava takes the delegation back by hand (no settings call, so no recheck): booking for her stops.
    const saved = await arranger.save({ destination: 'Rome' })
    await t.database.db
      .deleteFrom('travel_arranger_delegations')
      .where('traveler_user_id', '=', ava.id)
      .execute()
    const refused = await arranger.call(json('POST', TRIPS_API_PATHS.eventBook(saved.event.id), {}))
    expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'BOOKING_NOT_ALLOWED'])

    const back = await arranger.call(json('POST', BOOK_ON_BEHALF_API.unselect, {}))
    expect(back.json()).toEqual({ mode: 'self', traveler: null })
    expect((await arranger.call(json('GET', ONBOARDING_API.currentIdentity))).json().mode).toBe('self')
    expect(await auditActions(arranger.id)).toEqual([
      ['bookOnBehalf.traveler.select', ava.id],
      ['bookOnBehalf.traveler.unselect', ava.id],
    ])
  })

  it('answers one 404 for a stranger, an unknown address, another company and oneself (no enumeration)', async () => {
    const arranger = await memberBrowser(t, a, 'travelArranger')
    const colleague = await createMemberOf(t, a, 'traveler')
    const outsider = await createMemberOf(t, b, 'traveler')
    const answers = []
    for (const email of [colleague.email, `nobody@${a.domain}`, outsider.email, arranger.email]) {
      const res = await select(arranger, email)
      answers.push([res.statusCode, res.json()])
    }
    expect(new Set(answers.map((x) => JSON.stringify(x))).size).toBe(1)
    expect(answers[0]?.[0]).toBe(404)
    expect(answers[0]?.[1].errors[0].code).toBe('TRAVELER_NOT_SELECTABLE')
  })

  it('the search lists exactly whom select accepts, for each reach of booking for others', async () => {
    const manager = await memberBrowser(t, a, 'travelManager')
    const arranger = await memberBrowser(t, a, 'travelArranger')
    const named = await createMemberOf(t, a, 'traveler')
    await delegate(t, a, named.id, arranger.id)
    const guest = await guestOf(t, a, manager.id)
    for (const browser of [manager, arranger]) {
      const found = await browser.call(
        json('POST', `${PEOPLE_API.findUsers}?size=100`, {
          query: '',
          searchMode: 'travelersForTravelArranger',
        }),
      )
      expect(found.statusCode, found.body).toBe(200)
      const listed: Array<{ email: string; isGuest: boolean }> = found.json().content
      expect(listed.length).toBeGreaterThan(0)
      for (const person of listed) {
        const url = person.isGuest ? BOOK_ON_BEHALF_API.selectGuest : BOOK_ON_BEHALF_API.selectTraveler
        const res = await browser.call(json('POST', url, { email: person.email }))
        expect(res.statusCode, `${person.email}: ${res.body}`).toBe(200)
      }
      if (browser === arranger)
        expect(listed.map((p) => p.email).sort()).toEqual([named.email, guest.email].sort())
    }
  })

  it('guests are selected through guest/select only, by e-mail or id, with TRIP_EVENT_BOOK_FOR_GUEST', async () => {
    const arranger = await memberBrowser(t, a, 'travelArranger')
    const guest = await guestOf(t, a, arranger.id)
    expect((await select(arranger, guest.email)).statusCode).toBe(404)
    const byId = await arranger.call(json('POST', BOOK_ON_BEHALF_API.selectGuest, { guestId: guest.id }))
    expect(byId.statusCode, byId.body).toBe(200)
    expect(byId.json().traveler.id).toBe(guest.id)
    const named = await createMemberOf(t, a, 'traveler')
    await delegate(t, a, named.id, arranger.id)
    const wrong = await arranger.call(json('POST', BOOK_ON_BEHALF_API.selectGuest, { email: named.email }))
    expect([wrong.statusCode, errorCode(wrong)]).toEqual([404, 'TRAVELER_NOT_SELECTABLE'])
  })

  it('refuses travellers without a booking-for permission, bad bodies, and a call without the form token', async () => {
    const traveler = await memberBrowser(t, a, 'traveler')
    const res = await select(traveler, 'x@example.test')
    expect([res.statusCode, errorCode(res)]).toEqual([403, 'PERMISSION_DENIED'])
    const arranger = await memberBrowser(t, a, 'travelArranger')
    for (const body of [{}, { email: '' }, { email: 'a@b.test', extra: 1 }, { guestId: 'nope' }]) {
      const bad = await arranger.call(json('POST', BOOK_ON_BEHALF_API.selectTraveler, body))
      expect([bad.statusCode, errorCode(bad)]).toEqual([400, 'VALIDATION_ERROR'])
    }
    const ava = await createMemberOf(t, a, 'traveler')
    await delegate(t, a, ava.id, arranger.id)
    const forged = await arranger.call({
      ...json('POST', BOOK_ON_BEHALF_API.selectTraveler, { email: ava.email }),
      headers: { 'content-type': 'application/json', 'x-csrf': 'forged' },
    })
    expect(forged.statusCode).toBe(403)
    expect((await arranger.call(json('GET', ONBOARDING_API.currentIdentity))).json().mode).toBe('self')
  })

  it('support impersonating an arranger cannot select', async () => {
    const arranger = await memberBrowser(t, a, 'travelArranger')
    const ava = await createMemberOf(t, a, 'traveler')
    await delegate(t, a, ava.id, arranger.id)
    await markImpersonated(t, arranger)
    const res = await select(arranger, ava.email)
    expect([res.statusCode, errorCode(res)]).toEqual([403, 'PERMISSION_DENIED'])
    const guest = await guestOf(t, a, arranger.id)
    const asGuest = await arranger.call(json('POST', BOOK_ON_BEHALF_API.selectGuest, { guestId: guest.id }))
    expect(asGuest.statusCode).toBe(403)
    expect((await arranger.call(json('GET', ONBOARDING_API.currentIdentity))).json().mode).toBe('self')
  })

  it('a traveller names and removes arrangers; removal ends an arranger acting for them', async () => {
    const arranger = await memberBrowser(t, a, 'travelArranger')
    const ava = await memberBrowser(t, a, 'traveler')
    expect((await select(arranger, ava.email)).statusCode).toBe(404)
    const unknown = await ava.call(
      json('PUT', BOOK_ON_BEHALF_API.settings, { allowsArrangers: false, arrangerEmails: [`x@${a.domain}`] }),
    )
    expect([unknown.statusCode, errorCode(unknown)]).toEqual([404, 'ARRANGER_UNKNOWN'])
    const saved = await ava.call(
      json('PUT', BOOK_ON_BEHALF_API.settings, { allowsArrangers: true, arrangerEmails: [arranger.email] }),
    )
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ allowsArrangers: true, arrangers: [{ id: arranger.id }] })
    expect((await select(arranger, ava.email)).statusCode).toBe(200)

    await ava.call(json('PUT', BOOK_ON_BEHALF_API.settings, { allowsArrangers: true, arrangerEmails: [] }))
    expect((await arranger.call(json('GET', ONBOARDING_API.currentIdentity))).json().mode).toBe('self')
  })

  it("an admin names a member's arrangers; another company's member reads as nobody", async () => {
    const admin = await memberBrowser(t, a, 'admin')
    const arranger = await memberBrowser(t, a, 'travelArranger')
    const ava = await createMemberOf(t, a, 'traveler')
    const url = BOOK_ON_BEHALF_API.travelerSettings(ava.id)
    const set = await admin.call(
      json('PUT', url, { allowsArrangers: false, arrangerEmails: [arranger.email] }),
    )
    expect(set.statusCode, set.body).toBe(200)
    expect((await admin.call(json('GET', url))).json().arrangers.map((p: { id: string }) => p.id)).toEqual([
      arranger.id,
    ])
    expect((await select(arranger, ava.email)).statusCode).toBe(200)
    const outsider = await createMemberOf(t, b, 'traveler')
    const theirs = await admin.call(json('GET', BOOK_ON_BEHALF_API.travelerSettings(outsider.id)))
    expect([theirs.statusCode, errorCode(theirs)]).toEqual([404, 'TRAVELER_NOT_SELECTABLE'])
    const self = await admin.call(json('PUT', url, { allowsArrangers: false, arrangerEmails: [ava.email] }))
    expect([self.statusCode, errorCode(self)]).toEqual([404, 'ARRANGER_UNKNOWN'])
    const traveler = await memberBrowser(t, a, 'traveler')
    expect((await traveler.call(json('GET', url))).statusCode).toBe(403)
    const log = await t.database.db
      .selectFrom('business_audit_log')
      .select(['action', 'target_id'])
      .where('actor_user_id', '=', admin.id)
      .execute()
    expect(log).toEqual([{ action: 'bookOnBehalf.settings.update', target_id: ava.id }])
  })

  it('TRIP_EVENT_BOOK_FOR_ALL_ALLOWING reaches those who allow arrangers; _FOR_OTHER those sharing a group', async () => {
    const roles = await t.database.db
      .insertInto('roles')
      .values([
        {
          company_id: a.id,
          name: 'Allowing',
          permissions: ['TRIP_EVENT_BOOK', 'TRIP_EVENT_BOOK_FOR_ALL_ALLOWING'],
        },
        { company_id: a.id, name: 'Team', permissions: ['TRIP_EVENT_BOOK', 'TRIP_EVENT_BOOK_FOR_OTHER'] },
      ])
      .returning('id')
      .execute()
    const as = async (roleId: string) => {
      const m = await memberBrowser(t, a, 'traveler')
      await giveRole(t, m.id, roleId)
      return m
    }
    const allowingArranger = await as(roles[0]?.id as string)
    const teamArranger = await as(roles[1]?.id as string)
    const open = await memberBrowser(t, a, 'traveler')
    await open.call(json('PUT', BOOK_ON_BEHALF_API.settings, { allowsArrangers: true, arrangerEmails: [] }))
    const teammate = await createMemberOf(t, a, 'traveler')
    await groupOf(t, a, 'Team', [teamArranger.id, teammate.id])
    expect((await select(allowingArranger, open.email)).statusCode).toBe(200)
    expect((await select(allowingArranger, teammate.email)).statusCode).toBe(404)
    expect((await select(teamArranger, teammate.email)).statusCode).toBe(200)
    expect((await select(teamArranger, open.email)).statusCode).toBe(404)
  })

  it("while acting, saves and bookings land in the traveller's own trips, and they see who booked", async () => {
    const arranger = await memberBrowser(t, a, 'travelArranger', 'Rafael')
    const ava = await memberBrowser(t, a, 'traveler', 'Ava')
    await delegate(t, a, ava.id, arranger.id)
    const own = await arranger.save({ destination: 'Oslo' })
    expect((await select(arranger, ava.email)).statusCode).toBe(200)

    const saved = await arranger.save({ destination: 'Lisbon', vertical: 'hotel' })
    expect(saved.trip.fullTripId.slice(6)).not.toBe(own.trip.fullTripId.slice(6))
    const intoOwn = await arranger.call(
      json('POST', TRIPS_API_PATHS.events, { offer: offer(), fullTripId: own.trip.fullTripId }),
    )
    expect([intoOwn.statusCode, errorCode(intoOwn)]).toEqual([403, 'TRIP_READ_ONLY'])
    const booked = await arranger.call(json('POST', TRIPS_API_PATHS.eventBook(saved.event.id), {}))
    expect(booked.statusCode, booked.body).toBe(200)

    const avaStore = await ava.store('trip,trips,user', saved.trip.fullTripId)
    expect(avaStore.trip?.role).toBe('owner')
    const event = avaStore.trip?.events.items.find((e) => e.id === saved.event.id)
    expect(event?.booking).toEqual({
      bookerDisplayName: 'Rafael User',
      travelerDisplayName: 'Ava User',
      bookedForYou: true,
    })
    // The arranger reaches this trip only, through a share Ava sees; not Ava's other trips.
    const avaOwn = await ava.save({ destination: 'Busan' })
    const peek = await arranger.call(
      json('GET', `${TRIPS_API_PATHS.store}?props=trip&fullTripId=${avaOwn.trip.fullTripId}`),
    )
    expect(peek.statusCode).toBe(404)
  })
})
