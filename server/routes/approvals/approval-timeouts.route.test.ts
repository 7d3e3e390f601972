import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APPROVALS_API } from '../../../shared/business/approvals-contract.ts'
import { createData } from '../../repositories/data.ts'
import { createApprovalDecisionsService } from '../../services/approvals/approval-decisions.service.ts'
import { createBookingLifecycle } from '../../services/trips/booking-lifecycle.ts'
import {
  linkTokenFor,
  SETTINGS_BODY,
  useApprovalsCompany,
} from '../../testing/approvals/approvals-test-kit.ts'
import { json } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { type JsonReceiver, startJsonReceiver } from '../../testing/json-receiver.ts'
import { mailsTo } from '../../testing/mail/outbox.ts'
import { errorCode, memberBrowser } from '../../testing/trips/trips-test-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

/** Approvals that time out (the sweeper, decision 055) and the company's Slack webhook, over HTTP. */
describe.each(testDatabaseKinds())('approval timeouts and Slack (%s)', (kind) => {
  const t = useTestApp(kind)
  const { company, admin, put, setChain, book, pending, eventRow } = useApprovalsCompany(t)
  let slack: JsonReceiver | undefined
  beforeAll(async () => {
    slack = await startJsonReceiver({ path: '/hook' })
    // Approval before booking, every hotel (approvals.route.test.ts covers the settings themselves).
    const saved = await admin.call(json('PUT', APPROVALS_API.settingsMode('beforeBooking'), SETTINGS_BODY))
    expect(saved.statusCode, saved.body).toBe(200)
  })
  afterAll(async () => {
    await slack?.close()
  })

  /** The decisions service of one instance of the app, whose sweep reads the test's clock. */
  const sweeper = (now: () => Date) =>
    createApprovalDecisionsService({
      data: createData(t.database.db),
      config: t.config,
      mail: t.app.services.mail,
      logger: t.app.log,
      lifecycle: createBookingLifecycle([]),
      now,
    })

  it('a chain in order; timeouts escalate to the backup, then the next step, then apply the default', async () => {
    const one = await memberBrowser(t, company, 'approver')
    const oneBackup = await memberBrowser(t, company, 'approver')
    const two = await memberBrowser(t, company, 'approver')
    await setChain([
      { kind: 'user', approverUserId: one.userId, backupUserId: oneBackup.userId },
      { kind: 'user', approverUserId: two.userId, backupUserId: null },
    ])
    const traveller = await memberBrowser(t, company, 'traveler')
    const { eventId } = await book(traveller)
    let clock = Date.now()
    const decisions = sweeper(() => new Date(clock))
    expect(await pending(two)).toEqual([])
    expect(await decisions.sweep()).toBe(0)
    clock += 25 * 3_600_000
    expect(await decisions.sweep()).toBeGreaterThanOrEqual(1)
    expect(await linkTokenFor(t, oneBackup.email)).toBeTruthy()
    clock += 25 * 3_600_000
    await decisions.sweep()
    const [atTwo] = await pending(two)
    expect(atTwo?.currentStep).toBe(1)
    expect(atTwo?.steps[0]?.outcome).toBe('timedOut')
    clock += 25 * 3_600_000
    await decisions.sweep()
    // Chain exhausted: the company's default (cancel) releases the held booking; the traveller is told.
    expect(await eventRow(eventId)).toMatchObject({ state: 'saved', approval_status: 'expired' })
    const told = await mailsTo(t, traveller.email)
    expect(told.some((m) => m.text_body.includes('default cancelled it'))).toBe(true)
    const actions = await t.database.db
      .selectFrom('business_audit_log')
      .select(['action', 'actor_user_id'])
      .where('company_id', '=', company.id)
      .where('action', 'in', ['approval.escalated', 'approval.expired'])
      .execute()
    expect(actions.filter((a) => a.action === 'approval.escalated').length).toBeGreaterThanOrEqual(2)
    expect(actions.every((a) => a.actor_user_id === null)).toBe(true)
  })

  it('sweepers of several instances at once decide each timed-out request once', async () => {
    const one = await memberBrowser(t, company, 'approver')
    await setChain([{ kind: 'user', approverUserId: one.userId, backupUserId: null }])
    const traveller = await memberBrowser(t, company, 'traveler')
    const ids = [(await book(traveller)).eventId, (await book(traveller)).eventId]
    const clock = Date.now() + 30 * 3_600_000
    const instance = () => sweeper(() => new Date(clock))
    const counts = await Promise.all([instance().sweep(), instance().sweep(), instance().sweep()])
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2)
    for (const id of ids)
      expect(await eventRow(id)).toMatchObject({ state: 'saved', approval_status: 'expired' })
    const expired = await t.database.db
      .selectFrom('business_audit_log')
      .select('target_id')
      .where('company_id', '=', company.id)
      .where('action', '=', 'approval.expired')
      .execute()
    const targets = expired.map((e) => e.target_id)
    expect(new Set(targets).size).toBe(targets.length)
  })

  it('Slack: the company’s webhook gets each new request with the policy; https to Slack only', async () => {
    const refused = await admin.call(
      json('PUT', APPROVALS_API.slack, { webhookUrl: 'https://evil.example/hook' }),
    )
    expect([refused.statusCode, errorCode(refused)]).toEqual([400, 'SLACK_WEBHOOK_INVALID'])
    if (!slack) throw new Error('no Slack stand-in')
    const slackReceived = slack.received
    const saved = await put(admin, APPROVALS_API.slack, { webhookUrl: slack.url, channelLabel: '#travel' })
    expect(saved).toMatchObject({ configured: true, host: slack.host, channelLabel: '#travel' })
    const approver = await memberBrowser(t, company, 'approver')
    await setChain([{ kind: 'user', approverUserId: approver.userId, backupUserId: null }])
    const traveller = await memberBrowser(t, company, 'traveler')
    // The webhook is the company's: it keeps working once the admin who added it has left.
    await t.database.db
      .updateTable('business_profiles')
      .set({ deactivated_at: new Date() })
      .where('user_id', '=', admin.userId)
      .execute()
    slackReceived.length = 0
    await book(traveller)
    expect(slackReceived).toHaveLength(1)
    expect(JSON.stringify(slackReceived[0])).toContain('Approval needed')
    expect(JSON.stringify(slackReceived[0])).toContain('/approval')
    expect(JSON.stringify(slackReceived[0])).toContain('No travel policy applies')
    await t.database.db
      .updateTable('business_profiles')
      .set({ deactivated_at: null })
      .where('user_id', '=', admin.userId)
      .execute()
    const traveller2 = await memberBrowser(t, company, 'traveler')
    const denied = await traveller2.call(json('GET', APPROVALS_API.slack))
    expect(denied.statusCode).toBe(403)
  })
})
