import { describe, expect, it } from 'vitest'
import { APPROVALS_API } from '../../../shared/business/approvals-contract.ts'
import { approvalEndpoints } from '../../../shared/business/approvals-endpoints.ts'
import { CHECKOUT_PATHS } from '../../../shared/business/checkout-contract.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { formTokenFor, newGroupSecret } from '../../plugins/session-group.ts'
import {
  HOTEL_LISBOA,
  linkTokenFor,
  SETTINGS_BODY,
  useApprovalsCompany,
} from '../../testing/approvals/approvals-test-kit.ts'
import { json } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { mailsTo } from '../../testing/mail/outbox.ts'
import { auditActions } from '../../testing/members/members-test-kit.ts'
import { errorCode, memberBrowser, type TripsBrowser } from '../../testing/trips/trips-test-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

/**
 * Approvals end to end over HTTP (decision 055): settings, chains, the queue, links, managers and
 * delegation, the timings. Timeouts and Slack: approval-timeouts.route.test.ts.
 */
describe.each(testDatabaseKinds())('approvals (%s)', (kind) => {
  const t = useTestApp(kind)
  const { company, admin, put, setChain, book, pending, eventRow } = useApprovalsCompany(t)

  it('settings: off by default, set per mode by an admin only, refused for bad input, audited', async () => {
    expect((await admin.call(json('GET', APPROVALS_API.settings))).json().timing).toBe('off')
    const traveller = await memberBrowser(t, company, 'traveler')
    const refused = await traveller.call(
      json('PUT', APPROVALS_API.settingsMode('beforeBooking'), SETTINGS_BODY),
    )
    expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'PERMISSION_DENIED'])
    const bad = await admin.call(
      json('PUT', '/i/api/business/company/v1/settings/autoApproval/sometimes', SETTINGS_BODY),
    )
    expect(bad.statusCode).toBe(404)
    const hours = await admin.call(
      json('PUT', APPROVALS_API.settingsMode('voidWindow'), { ...SETTINGS_BODY, windowHours: 0 }),
    )
    expect(hours.statusCode).toBe(400)
    const saved = await put(admin, APPROVALS_API.settingsMode('beforeBooking'), SETTINGS_BODY)
    expect(saved).toMatchObject({
      timing: 'beforeBooking',
      verticals: SETTINGS_BODY.verticals,
      defaultOnTimeout: 'cancel',
    })
    const noCsrf = await t.app.inject({
      ...json('PUT', APPROVALS_API.settingsMode('off'), SETTINGS_BODY),
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
    })
    expect(noCsrf.statusCode).toBe(403)
    expect((await auditActions(t, company)).filter((a) => a === 'approvals.settings')).toHaveLength(1)
  })

  it('before booking: the booking waits, the approver approves from the e-mailed link once, the traveller hears', async () => {
    const approver = await memberBrowser(t, company, 'approver')
    await setChain([{ kind: 'user', approverUserId: approver.userId, backupUserId: null }])
    const traveller = await memberBrowser(t, company, 'traveler')
    const saved = await traveller.save(HOTEL_LISBOA)
    const quote = await traveller.call(json('GET', CHECKOUT_PATHS.quote(saved.event.id)))
    expect(quote.json().sections.approval).toMatchObject({
      kind: 'approval',
      timing: 'beforeBooking',
      chain: [{ name: 'Test User' }],
      allowCustomApprover: true,
    })
    const booked = await traveller.call(json('POST', TRIPS_API_PATHS.eventBook(saved.event.id), {}))
    expect(booked.statusCode, booked.body).toBe(200)
    expect(booked.json().event).toMatchObject({ state: 'inCart', business: { approvalStatus: 'pending' } })

    const queue = await pending(approver)
    expect(queue.map((r) => [r.item.title, r.traveler.userId, r.canDecide])).toEqual([
      ['Hotel Lisboa', traveller.userId, true],
    ])
    expect(await pending(traveller).catch(() => 'refused')).toBe('refused')
    const count = (who: TripsBrowser) => who.call(json('GET', approvalEndpoints.pendingCount.path))
    expect((await count(approver)).json()).toEqual({ pending: 1, more: false })
    expect((await count(traveller)).statusCode).toBe(403)

    const token = await linkTokenFor(t, approver.email)
    expect(token).toBeTruthy()
    // A signed-out browser holding the link (signed in as anyone but the approver, it is refused:
    // approval-links.route.test.ts).
    const secret = newGroupSecret()
    const anonymous = (url: string, body: unknown) =>
      t.app.inject({
        ...json('POST', url, body),
        headers: {
          'content-type': 'application/json',
          cookie: `fw_sg=${secret}`,
          'x-csrf': formTokenFor(t.config.secret, secret),
        },
      })
    const read = await anonymous(APPROVALS_API.linkRead, { token })
    expect(read.json()).toMatchObject({ title: 'Hotel Lisboa', status: 'pending' })
    expect((await eventRow(saved.event.id)).state).toBe('inCart')
    const decided = await anonymous(APPROVALS_API.linkDecide, {
      token,
      decision: 'approve',
      comment: 'Enjoy',
    })
    expect(decided.statusCode, decided.body).toBe(200)
    expect(await eventRow(saved.event.id)).toMatchObject({ state: 'booked', approval_status: 'approved' })
    expect((await count(approver)).json()).toEqual({ pending: 0, more: false })
    const again = await anonymous(APPROVALS_API.linkDecide, { token, decision: 'deny' })
    expect([again.statusCode, errorCode(again)]).toEqual([404, 'APPROVAL_LINK_INVALID'])
    const toTraveller = await mailsTo(t, traveller.email)
    expect(toTraveller.map((m) => m.subject)).toEqual(['A decision on your booking on Fernway'])
    expect(toTraveller[0]?.text_body).toContain('Hotel Lisboa: approved')
    const history = await approver.call(json('GET', `${APPROVALS_API.requests}?view=history`))
    expect(history.json().requests[0]).toMatchObject({
      status: 'approved',
      decidedVia: 'email',
      comment: 'Enjoy',
    })
  })

  it('two approvers deciding at once: one wins, the other hears it was decided', async () => {
    const first = await memberBrowser(t, company, 'approver')
    const backup = await memberBrowser(t, company, 'approver')
    await setChain([{ kind: 'user', approverUserId: first.userId, backupUserId: backup.userId }])
    const traveller = await memberBrowser(t, company, 'traveler')
    const { eventId } = await book(traveller)
    const [request] = await pending(first)
    const answers = await Promise.all(
      [first, backup].map((b) =>
        b.call(
          json('POST', APPROVALS_API.decision(request!.id), { decision: b === first ? 'approve' : 'deny' }),
        ),
      ),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    expect(answers.map(errorCode)).toContain('APPROVAL_ALREADY_DECIDED')
    const row = await eventRow(eventId)
    const winner = answers.find((a) => a.statusCode === 200)!.json().request.status
    expect(row.state).toBe(winner === 'approved' ? 'booked' : 'saved')
  })

  it('approving one step moves to the next; the last approval books', async () => {
    const one = await memberBrowser(t, company, 'approver')
    const two = await memberBrowser(t, company, 'approver')
    await setChain([
      { kind: 'user', approverUserId: one.userId, backupUserId: null },
      { kind: 'user', approverUserId: two.userId, backupUserId: null },
    ])
    const traveller = await memberBrowser(t, company, 'traveler')
    const { eventId } = await book(traveller)
    const [request] = await pending(one)
    expect(await pending(two)).toEqual([])
    await one.call(json('POST', APPROVALS_API.decision(request!.id), { decision: 'approve' }))
    expect((await eventRow(eventId)).state).toBe('inCart')
    const notYours = await one.call(
      json('POST', APPROVALS_API.decision(request!.id), { decision: 'approve' }),
    )
    expect([notYours.statusCode, errorCode(notYours)]).toEqual([403, 'APPROVAL_NOT_YOURS'])
    const ok = await two.call(json('POST', APPROVALS_API.decision(request!.id), { decision: 'approve' }))
    expect(ok.statusCode, ok.body).toBe(200)
    expect(await eventRow(eventId)).toMatchObject({ state: 'booked', approval_status: 'approved' })
  })

  it('custom approvers: only approvers of the company when allowed; a bad one is refused', async () => {
    const traveller = await memberBrowser(t, company, 'traveler')
    const colleague = await memberBrowser(t, company, 'traveler')
    const chosen = await memberBrowser(t, company, 'approver')
    const listed = await traveller.call(json('GET', `${APPROVALS_API.customApprovers}?query=`))
    const ids = listed.json().approvers.map((a: { userId: string }) => a.userId)
    expect(ids).toContain(chosen.userId)
    expect(ids).not.toContain(colleague.userId)
    const bad = await book(traveller, { customApproverUserId: colleague.userId })
    expect([bad.res.statusCode, errorCode(bad.res)]).toEqual([403, 'APPROVER_NOT_ALLOWED'])
    expect((await eventRow(bad.eventId)).state).toBe('saved')
    const self = await book(traveller, { customApproverUserId: traveller.userId })
    expect(errorCode(self.res)).toBe('APPROVER_NOT_ALLOWED')
    const good = await book(traveller, { customApproverUserId: chosen.userId })
    expect(good.res.statusCode, good.res.body).toBe(200)
    expect((await pending(chosen)).map((r) => r.item.title)).toEqual(['Hotel Lisboa'])
  })

  it('managers and out-of-office delegation: the manager decides, or their delegate while away', async () => {
    const manager = await memberBrowser(t, company, 'approver')
    const delegate = await memberBrowser(t, company, 'approver')
    const traveller = await memberBrowser(t, company, 'traveler')
    await setChain([{ kind: 'manager', approverUserId: null, backupUserId: null }])
    await put(admin, APPROVALS_API.manager(traveller.userId), { managerUserId: manager.userId })
    const today = new Date().toISOString().slice(0, 10)
    await put(manager, APPROVALS_API.delegation, {
      delegateUserId: delegate.userId,
      startsOn: today,
      endsOn: today,
    })
    await book(traveller)
    expect((await pending(manager)).length).toBe(1)
    const [request] = await pending(delegate)
    expect(request?.traveler.userId).toBe(traveller.userId)
    expect(await linkTokenFor(t, delegate.email)).toBeTruthy()
    const self = await put(
      admin,
      APPROVALS_API.manager(traveller.userId),
      { managerUserId: traveller.userId },
      400,
    )
    expect(self.errors[0].code).toBe('APPROVAL_CHAIN_INVALID')
  })

  it('void window: booked at once with approval pending; a denial cancels it', async () => {
    const approver = await memberBrowser(t, company, 'approver')
    await setChain([{ kind: 'user', approverUserId: approver.userId, backupUserId: null }])
    await put(admin, APPROVALS_API.settingsMode('voidWindow'), SETTINGS_BODY)
    const traveller = await memberBrowser(t, company, 'traveler')
    const { eventId, res } = await book(traveller)
    expect(res.json().event).toMatchObject({ state: 'booked', business: { approvalStatus: 'pending' } })
    const [request] = await pending(approver)
    const denied = await approver.call(
      json('POST', APPROVALS_API.decision(request!.id), { decision: 'deny', comment: 'Too dear' }),
    )
    expect(denied.json().request).toMatchObject({ status: 'denied', comment: 'Too dear' })
    expect(await eventRow(eventId)).toMatchObject({ state: 'cancelled', approval_status: 'denied' })
    await put(admin, APPROVALS_API.settingsMode('beforeBooking'), SETTINGS_BODY)
  })

  it('a held booking taken out of the cart is still decided, and can be booked again after', async () => {
    await put(admin, APPROVALS_API.settingsMode('beforeBooking'), SETTINGS_BODY)
    const approver = await memberBrowser(t, company, 'approver')
    await setChain([{ kind: 'user', approverUserId: approver.userId, backupUserId: null }])
    const traveller = await memberBrowser(t, company, 'traveler')
    const { eventId } = await book(traveller)
    const out = await traveller.call(json('POST', TRIPS_API_PATHS.eventCart(eventId), { inCart: false }))
    expect(out.statusCode, out.body).toBe(200)
    const [request] = await pending(approver)
    await approver.call(json('POST', APPROVALS_API.decision(request!.id), { decision: 'approve' }))
    expect(await eventRow(eventId)).toMatchObject({ state: 'saved', approval_status: 'approved' })
    const again = await traveller.call(json('POST', TRIPS_API_PATHS.eventBook(eventId), {}))
    expect(again.statusCode, again.body).toBe(200)
    expect(await eventRow(eventId)).toMatchObject({ state: 'inCart', approval_status: 'pending' })
  })

  it('notify only: the booking is made, approvers are told, nothing waits', async () => {
    const approver = await memberBrowser(t, company, 'approver')
    await setChain([{ kind: 'user', approverUserId: approver.userId, backupUserId: null }])
    const traveller = await memberBrowser(t, company, 'traveler')
    const { res } = await book(traveller, {}, 'train')
    expect(res.json().event).toMatchObject({ state: 'booked', business: { approvalStatus: 'notified' } })
    expect(await pending(approver)).toEqual([])
    const mails = await mailsTo(t, approver.email)
    expect(mails.map((m) => m.text_body).join()).toContain('For your information')
  })
})
