import { describe, expect, it } from 'vitest'
import { AUDIT_LOG_API } from '../../../shared/business/audit-schemas.ts'
import { EVENTS_API } from '../../../shared/business/events-contract.ts'
import type { TEvent, TEventListResponse } from '../../../shared/business/events-schemas.ts'
import { signInBrowser } from '../../testing/account/account-test-support.ts'
import { adminBrowser, createMemberOf, json, signedInMember } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { EVENT_BODY } from '../../testing/events/events.matrix.ts'
import { errorCode } from '../../testing/trips/trips-test-kit.ts'
import { useCompany, useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('company events (%s)', (kind) => {
  const t = useTestApp(kind)
  const a = useCompany(t)
  const b = useCompany(t)

  it('an admin plans an event with attendees; attendees see it, others do not; all audited', async () => {
    const admin = await adminBrowser(t, a)
    const ann = await signedInMember(t, a, 'traveler')
    const bob = await signedInMember(t, a, 'traveler')
    const created = await admin.call(
      json('POST', EVENTS_API.events, {
        ...EVENT_BODY,
        name: '  Spring   offsite ',
        attendeeIds: [ann.user.id, ann.user.id],
      }),
    )
    expect(created.statusCode, created.body).toBe(201)
    const event = created.json<TEvent>()
    expect(event).toMatchObject({
      name: 'Spring offsite',
      city: 'Lisbon',
      startDate: '2027-04-12',
      endDate: '2027-04-14',
      canEdit: true,
      organiser: { id: admin.userId, email: admin.email },
      attendees: [{ id: ann.user.id, email: ann.user.email }],
    })

    const annList = (await ann.browser.call(json('GET', EVENTS_API.events))).json<TEventListResponse>()
    expect(annList.canCreate).toBe(false)
    expect(annList.events.map((e) => [e.id, e.canEdit])).toEqual([[event.id, false]])
    const bobList = (await bob.browser.call(json('GET', EVENTS_API.events))).json<TEventListResponse>()
    expect(bobList.events).toEqual([])
    expect((await bob.browser.call(json('GET', EVENTS_API.event(event.id)))).statusCode).toBe(404)
    expect((await ann.browser.call(json('GET', EVENTS_API.event(event.id)))).json().name).toBe(
      'Spring offsite',
    )
    // Travellers hold neither event permission: the route refuses before any event is looked up.
    const annPut = await ann.browser.call(
      json('PUT', EVENTS_API.event(event.id), { ...EVENT_BODY, attendeeIds: [] }),
    )
    expect([annPut.statusCode, errorCode(annPut)]).toEqual([403, 'PERMISSION_DENIED'])

    const moved = await admin.call(
      json('PUT', EVENTS_API.event(event.id), {
        ...EVENT_BODY,
        city: 'Porto',
        attendeeIds: [bob.user.id],
      }),
    )
    expect(moved.json<TEvent>()).toMatchObject({ city: 'Porto', attendees: [{ id: bob.user.id }] })
    expect((await ann.browser.call(json('GET', EVENTS_API.events))).json().events).toEqual([])

    const audit = (await admin.call(json('GET', `${AUDIT_LOG_API}?action=event`))).json()
    const actions = audit.entries.map((e: { action: string }) => e.action)
    expect(actions).toEqual(expect.arrayContaining(['event.create', 'event.update']))

    expect((await admin.call(json('DELETE', EVENTS_API.event(event.id)))).json()).toEqual({ deleted: true })
    expect((await admin.call(json('GET', EVENTS_API.event(event.id)))).statusCode).toBe(404)
  })

  it('EVENT_EDIT changes events one organises or attends; EVENT_EDIT_FOR_ALL any event', async () => {
    const admin = await adminBrowser(t, a)
    const manager = await signedInMember(t, a, 'travelManager')
    const other = await signedInMember(t, a, 'travelManager')
    const mine = (
      await manager.browser.call(json('POST', EVENTS_API.events, { ...EVENT_BODY, attendeeIds: [] }))
    ).json<TEvent>()
    expect(mine.canEdit).toBe(true)
    // Another planner neither sees nor changes it: to them it does not exist.
    const theirs = await other.browser.call(
      json('PUT', EVENTS_API.event(mine.id), { ...EVENT_BODY, attendeeIds: [] }),
    )
    expect([theirs.statusCode, errorCode(theirs)]).toEqual([404, 'EVENT_NOT_FOUND'])
    // The admin's event the other planner attends: they see it and may change it.
    const offsite = (
      await admin.call(json('POST', EVENTS_API.events, { ...EVENT_BODY, attendeeIds: [other.user.id] }))
    ).json<TEvent>()
    const seen = (await other.browser.call(json('GET', EVENTS_API.events))).json<TEventListResponse>()
    expect(seen.events.map((e) => [e.id, e.canEdit])).toEqual([[offsite.id, true]])
    const fixed = await other.browser.call(
      json('PUT', EVENTS_API.event(offsite.id), {
        ...EVENT_BODY,
        description: 'Bring a coat.',
        attendeeIds: [other.user.id],
      }),
    )
    expect(fixed.json<TEvent>().description).toBe('Bring a coat.')
    // The admin (EVENT_EDIT_FOR_ALL) sees and changes the manager's event without attending.
    const all = (await admin.call(json('GET', EVENTS_API.events))).json<TEventListResponse>()
    expect(all.events.map((e) => e.id)).toEqual(expect.arrayContaining([mine.id, offsite.id]))
    expect((await admin.call(json('DELETE', EVENTS_API.event(mine.id)))).json()).toEqual({ deleted: true })
  })

  it('refuses bad dates, names and attendees of another company, never mixing companies', async () => {
    const admin = await adminBrowser(t, a)
    const stranger = await createMemberOf(t, b, 'traveler')
    const post = (body: object) =>
      admin.call(json('POST', EVENTS_API.events, { ...EVENT_BODY, attendeeIds: [], ...body }))
    expect(errorCode(await post({ endDate: '2027-04-11' }))).toBe('EVENT_DATES_INVALID')
    expect(errorCode(await post({ endDate: '2027-08-11' }))).toBe('EVENT_DATES_INVALID')
    expect((await post({ startDate: '2027-02-30' })).statusCode).toBe(400)
    expect(errorCode(await post({ name: '   ' }))).toBe('EVENT_INVALID')
    expect(errorCode(await post({ city: 'a\u0007b' }))).toBe('EVENT_INVALID')
    expect(errorCode(await post({ attendeeIds: [stranger.id] }))).toBe('EVENT_ATTENDEE_UNKNOWN')
    expect((await post({ companyId: b.id })).statusCode).toBe(400)

    const adminB = await adminBrowser(t, b)
    const bEvent = (
      await adminB.call(json('POST', EVENTS_API.events, { ...EVENT_BODY, attendeeIds: [stranger.id] }))
    ).json<TEvent>()
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await admin.call(
        json(
          method,
          EVENTS_API.event(bEvent.id),
          method === 'PUT' ? { ...EVENT_BODY, attendeeIds: [] } : undefined,
        ),
      )
      expect([method, res.statusCode]).toEqual([method, 404])
    }
    expect((await adminB.call(json('GET', EVENTS_API.event(bEvent.id)))).json().attendees).toHaveLength(1)
  })

  it('answers 401 without a session and 403 in personal mode', async () => {
    const user = await createMemberOf(t, a, 'admin')
    const personal = await signInBrowser(t, user, { businessMode: false })
    expect((await t.app.inject({ method: 'GET', url: EVENTS_API.events })).statusCode).toBe(401)
    expect((await personal.call(json('GET', EVENTS_API.events))).statusCode).toBe(403)
  })
})
