import { describe, expect, it } from 'vitest'
import { APPROVALS_API } from '../../../shared/business/approvals-contract.ts'
import { BOOK_ON_BEHALF_API } from '../../../shared/business/book-on-behalf-contract.ts'
import { formTokenFor, newGroupSecret } from '../../plugins/session-group.ts'
import { linkTokenFor, useApproverCompany } from '../../testing/approvals/approvals-test-kit.ts'
import { delegate } from '../../testing/book-on-behalf/book-on-behalf-test-kit.ts'
import { json } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { errorCode, memberBrowser, type TripsBrowser } from '../../testing/trips/trips-test-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

/**
 * An e-mailed approval link decides only for its approver (issue 30 item 1): refused in a browser signed
 * in as anyone else, usable signed out, and every decision says how it was made and from which session.
 */
describe.each(testDatabaseKinds())('approval links (%s)', (kind) => {
  const t = useTestApp(kind)
  const { company, admin, approver, setChain, book, pending } = useApproverCompany(t, [
    'TRIPS_TO_APPROVE',
    'APPROVAL_SETTINGS',
    'BOOK_ON_BEHALF',
  ])

  /** A traveller books a hotel that waits for the approver; the approver's mailed link and the request. */
  async function waitingBooking() {
    const traveller = await memberBrowser(t, company, 'traveler')
    const { res } = await book(traveller)
    expect(res.statusCode, res.body).toBe(200)
    const token = await linkTokenFor(t, approver.email)
    if (!token) throw new Error('no link mailed')
    return { traveller, token }
  }

  /** A browser that holds no session (a new group cookie, its own form token). */
  function signedOut() {
    const secret = newGroupSecret()
    const headers = {
      'content-type': 'application/json',
      cookie: `fw_sg=${secret}`,
      'x-csrf': formTokenFor(t.config.secret, secret),
    }
    return (url: string, body: unknown) => t.app.inject({ ...json('POST', url, body), headers })
  }
  const as = (browser: TripsBrowser) => (url: string, body: unknown) => browser.call(json('POST', url, body))

  /** The audit trail's record of the request's decision. */
  const decisionRecord = async () => {
    const rows = await t.database.db
      .selectFrom('business_audit_log')
      .select(['action', 'actor_user_id', 'details'])
      .where('company_id', '=', company.id)
      .where('action', 'in', ['approval.approved', 'approval.denied'])
      .orderBy('seq', 'desc')
      .execute()
    return rows[0]
  }

  it('refuses a browser signed in as anyone else, the booking’s traveller too, and the link stays good', async () => {
    const { traveller, token } = await waitingBooking()
    for (const browser of [admin, traveller]) {
      const read = await as(browser)(APPROVALS_API.linkRead, { token })
      expect([read.statusCode, errorCode(read)]).toEqual([403, 'APPROVAL_LINK_NOT_YOURS'])
      const decided = await as(browser)(APPROVALS_API.linkDecide, { token, decision: 'approve' })
      expect([decided.statusCode, errorCode(decided)]).toEqual([403, 'APPROVAL_LINK_NOT_YOURS'])
    }
    const read = await signedOut()(APPROVALS_API.linkRead, { token })
    expect(read.statusCode, read.body).toBe(200)
    expect(read.json()).toMatchObject({ title: 'Hotel Lisboa', status: 'pending' })
  })

  it('shows a signed-out holder what the decision needs, nothing more, and records the decision as by link signed out', async () => {
    const { token } = await waitingBooking()
    const read = await signedOut()(APPROVALS_API.linkRead, { token })
    expect(Object.keys(read.json()).sort()).toEqual(
      [
        'approverName',
        'currency',
        'outOfPolicyReason',
        'policyReasons',
        'policyStatus',
        'priceMinor',
        'startsAt',
        'status',
        'title',
        'travelerName',
        'vertical',
      ].sort(),
    )
    const decided = await signedOut()(APPROVALS_API.linkDecide, { token, decision: 'deny', comment: 'No' })
    expect(decided.statusCode, decided.body).toBe(200)
    expect(await decisionRecord()).toMatchObject({
      action: 'approval.denied',
      actor_user_id: approver.userId,
      details: { via: 'email', how: 'linkSignedOut', sessionId: null },
    })
    const again = await signedOut()(APPROVALS_API.linkDecide, { token, decision: 'approve' })
    expect([again.statusCode, errorCode(again)]).toEqual([404, 'APPROVAL_LINK_INVALID'])
  })

  it('never lets whoever booked it for the traveller approve it, by link or in the app', async () => {
    // The admin approves the company's bookings and books for a traveller: that request is theirs by
    // the chain, and still not theirs to decide.
    await setChain([{ kind: 'user', approverUserId: admin.userId, backupUserId: null }])
    try {
      const traveller = await memberBrowser(t, company, 'traveler')
      await delegate(t, company, traveller.userId, admin.userId)
      const selected = await admin.call(
        json('POST', BOOK_ON_BEHALF_API.selectTraveler, { email: traveller.email }),
      )
      expect(selected.statusCode, selected.body).toBe(200)
      const { res } = await book(admin)
      expect(res.statusCode, res.body).toBe(200)
      const token = await linkTokenFor(t, admin.email)
      const byLink = await as(admin)(APPROVALS_API.linkDecide, { token, decision: 'approve' })
      expect([byLink.statusCode, errorCode(byLink)]).toEqual([403, 'APPROVAL_NOT_YOURS'])
      await admin.call(json('POST', BOOK_ON_BEHALF_API.unselect, {}))
      // Not in the admin's queue, and refused when asked directly.
      expect((await pending(admin)).some((r) => r.traveler.userId === traveller.userId)).toBe(false)
      const request = await t.database.db
        .selectFrom('approval_requests')
        .select('id')
        .where('traveler_user_id', '=', traveller.userId)
        .executeTakeFirstOrThrow()
      const inApp = await admin.call(
        json('POST', APPROVALS_API.decision(request.id), { decision: 'approve', comment: '' }),
      )
      expect([inApp.statusCode, errorCode(inApp)]).toEqual([403, 'APPROVAL_NOT_YOURS'])
    } finally {
      await setChain([{ kind: 'user', approverUserId: approver.userId, backupUserId: null }])
    }
  })

  it('records a decision by link in the approver’s own browser with its session, and one in the app as in app', async () => {
    const first = await waitingBooking()
    const decided = await as(approver)(APPROVALS_API.linkDecide, { token: first.token, decision: 'approve' })
    expect(decided.statusCode, decided.body).toBe(200)
    expect(await decisionRecord()).toMatchObject({
      action: 'approval.approved',
      details: { how: 'linkSignedIn', sessionId: approver.sessionId },
    })

    await waitingBooking()
    const [request] = await pending(approver)
    if (!request) throw new Error('nothing to decide')
    const inApp = await approver.call(
      json('POST', APPROVALS_API.decision(request.id), { decision: 'approve', comment: '' }),
    )
    expect(inApp.statusCode, inApp.body).toBe(200)
    expect(await decisionRecord()).toMatchObject({
      details: { via: 'web', how: 'inApp', sessionId: approver.sessionId },
    })
  })
})
