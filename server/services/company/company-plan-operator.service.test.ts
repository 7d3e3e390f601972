import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPANY_SETTINGS_API as API } from '../../../shared/business/company-settings-contract.ts'
import { defaultFeatures } from '../../../shared/business/plans.ts'
import type { TPlan } from '../../../shared/permissions.ts'
import { createData } from '../../repositories/data.ts'
import { authState } from '../../testing/auth/auth-test-kit.ts'
import {
  adminBrowser,
  createCompany,
  json,
  type TestCompany,
} from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { startTestApp, type TestApp } from '../../testing/test-app.ts'
import {
  type CompanyPlanOperatorService,
  companyPlanOperatorDepsFor,
  createCompanyPlanOperatorService,
  PlanRequestError,
} from './company-plan-operator.service.ts'

const NOW = new Date('2026-03-04T05:06:07.000Z')

describe.each(testDatabaseKinds())('the operator’s plan decisions (%s)', (kind) => {
  let t: TestApp
  let operator: CompanyPlanOperatorService
  beforeAll(async () => {
    t = await startTestApp(kind)
    // The app's own eviction channel: what the command publishes reaches this app's session cache.
    operator = createCompanyPlanOperatorService(
      companyPlanOperatorDepsFor(createData(t.database.db), {
        evictions: t.app.services.sessionEvictions,
        now: () => NOW,
      }),
    )
  })
  afterAll(() => t?.close())

  async function companyOn(plan: TPlan, features: string[] = defaultFeatures(plan)): Promise<TestCompany> {
    const company = await createCompany(t, { features })
    await t.database.db
      .updateTable('companies')
      // Unconfirmed: even Business Plus waits for sales.
      .set({ plan, confirmed_at: null })
      .where('id', '=', company.id)
      .execute()
    return company
  }

  /** The company's admin asks for `plan` through the API; the request waits. */
  async function pendingRequest(company: TestCompany, plan: TPlan) {
    const admin = await adminBrowser(t, company)
    const res = await admin.call(json('POST', API.tierUpgrade, { plan }))
    expect(res.json()).toMatchObject({ status: 'PENDING', requestedPlan: plan })
    const row = await t.database.db
      .selectFrom('company_plan_requests')
      .select('id')
      .where('company_id', '=', company.id)
      .where('status', '=', 'PENDING')
      .executeTakeFirstOrThrow()
    return { admin, requestId: row.id }
  }

  const companyRow = (id: string) =>
    t.database.db
      .selectFrom('companies')
      .select(['plan', 'features'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  const requestRow = (id: string) =>
    t.database.db
      .selectFrom('company_plan_requests')
      .select(['status', 'decided_at', 'decided_by', 'decision_note'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  const auditRows = (companyId: string) =>
    t.database.db
      .selectFrom('business_audit_log')
      .select(['actor_user_id', 'actor_email', 'action', 'target_id', 'details'])
      .where('company_id', '=', companyId)
      .where('action', 'like', 'company.plan.%')
      .orderBy('seq')
      .execute()
  const parsed = <T extends { details: unknown }>(row: T | undefined) =>
    row && { ...row, details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details }

  it('lists every waiting request with its company, both plans and the requester', async () => {
    const a = await companyOn('biz')
    const b = await companyOn('bizPlus')
    const first = await pendingRequest(a, 'bizPlus')
    const second = await pendingRequest(b, 'enterprise')
    const mine = (await operator.listPending()).filter((r) => [a.id, b.id].includes(r.companyId))
    expect(mine).toEqual([
      {
        id: first.requestId,
        companyId: a.id,
        companyName: `Company ${a.domain}`,
        currentPlan: 'biz',
        plan: 'bizPlus',
        requesterEmail: first.admin.email,
        requestedAt: expect.any(Date),
      },
      {
        id: second.requestId,
        companyId: b.id,
        companyName: `Company ${b.domain}`,
        currentPlan: 'bizPlus',
        plan: 'enterprise',
        requesterEmail: second.admin.email,
        requestedAt: expect.any(Date),
      },
    ])
    await operator.decline(first.requestId, 'Kim')
    expect((await operator.listPending()).map((r) => r.id)).not.toContain(first.requestId)
  })

  it('completes: raises the plan, adds its default features keeping those on, audits, refreshes sessions', async () => {
    // Slack is opt-in (not a default) and switched on; Reporting was switched off.
    const features = [...defaultFeatures('bizPlus').filter((f) => f !== 'REPORTING'), 'SLACK_INTEGRATION']
    const c = await companyOn('bizPlus', features)
    const { admin, requestId } = await pendingRequest(c, 'enterprise')
    const member = await adminBrowser(t, c, { role: 'traveler' })
    // Both sessions are now cached: only an eviction makes them show the new plan at once.
    expect((await authState(t.app, member)).businessState.features).not.toContain('REPORTING')
    expect((await authState(t.app, admin)).businessState.plan).toBe('bizPlus')

    expect(await operator.complete(requestId, '  Kim  ')).toEqual({
      requestId,
      companyId: c.id,
      companyName: `Company ${c.domain}`,
      requestedPlan: 'enterprise',
      from: 'bizPlus',
      to: 'enterprise',
    })
    const company = await companyRow(c.id)
    expect(company.plan).toBe('enterprise')
    expect([...company.features].sort()).toEqual(
      [...new Set([...features, ...defaultFeatures('enterprise')])].sort(),
    )
    expect(company.features).toContain('SLACK_INTEGRATION')
    expect(company.features).toContain('REPORTING')
    expect(company.features).not.toContain('SSO_INTEGRATION')
    expect(await requestRow(requestId)).toEqual({
      status: 'APPLIED',
      decided_at: NOW,
      decided_by: 'Kim',
      decision_note: null,
    })
    expect(parsed((await auditRows(c.id)).at(-1))).toEqual({
      actor_user_id: null,
      actor_email: 'operator: Kim',
      action: 'company.plan.upgrade',
      target_id: 'enterprise',
      details: { from: 'bizPlus', to: 'enterprise', requestId },
    })
    expect((await authState(t.app, member)).businessState.features).toContain('REPORTING')
    expect((await authState(t.app, admin)).businessState.plan).toBe('enterprise')
  })

  it('never lowers a plan: a company already higher keeps it and the request is closed', async () => {
    const c = await companyOn('biz')
    const { requestId } = await pendingRequest(c, 'bizPlus')
    // Raised meanwhile, by other means than this request.
    const raised = [...defaultFeatures('enterprise'), 'INBOX_SYNC']
    await t.database.db
      .updateTable('companies')
      .set({ plan: 'enterprise', features: raised })
      .where('id', '=', c.id)
      .execute()
    const decision = await operator.complete(requestId, 'Kim')
    expect(decision).toMatchObject({ requestedPlan: 'bizPlus', from: 'enterprise', to: 'enterprise' })
    expect(await companyRow(c.id)).toEqual({ plan: 'enterprise', features: raised })
    expect((await requestRow(requestId)).status).toBe('APPLIED')
    expect(parsed((await auditRows(c.id)).at(-1))).toMatchObject({
      action: 'company.plan.upgrade',
      details: { from: 'enterprise', to: 'enterprise', requestId },
    })
  })

  it('declines: keeps the plan, stores who and why, and audits without the internal note', async () => {
    const c = await companyOn('biz')
    const { requestId } = await pendingRequest(c, 'enterprise')
    const decision = await operator.decline(requestId, 'Kim', ' no contract signed ')
    expect(decision).toMatchObject({ requestedPlan: 'enterprise', from: 'biz', to: 'biz' })
    expect((await companyRow(c.id)).plan).toBe('biz')
    expect(await requestRow(requestId)).toEqual({
      status: 'DECLINED',
      decided_at: NOW,
      decided_by: 'Kim',
      decision_note: 'no contract signed',
    })
    expect(parsed((await auditRows(c.id)).at(-1))).toEqual({
      actor_user_id: null,
      actor_email: 'operator: Kim',
      action: 'company.plan.upgradeDecline',
      target_id: 'enterprise',
      details: { from: 'biz', to: 'enterprise', requestId },
    })
  })

  it('refuses unknown, malformed and already decided ids, and a missing operator, changing nothing', async () => {
    const c = await companyOn('biz')
    const { requestId } = await pendingRequest(c, 'enterprise')
    const refusal = (work: () => Promise<unknown>) =>
      work().then(
        () => null,
        (error: unknown) => error,
      )
    const unknown = crypto.randomUUID()
    for (const [work, message] of [
      [() => operator.complete(unknown, 'Kim'), `no upgrade request ${unknown}`],
      [() => operator.decline('42', 'Kim'), '42 is not a request id'],
      [() => operator.complete(requestId, '   '), 'say who decides with --by'],
    ] as const) {
      const error = await refusal(work)
      expect(error).toBeInstanceOf(PlanRequestError)
      expect((error as Error).message).toContain(message)
    }
    expect((await requestRow(requestId)).status).toBe('PENDING')
    await operator.decline(requestId, 'Kim')
    const again = await refusal(() => operator.complete(requestId, 'Lee'))
    expect(again).toBeInstanceOf(PlanRequestError)
    expect((again as Error).message).toBe(
      `request ${requestId} was already declined on ${NOW.toISOString()} by Kim`,
    )
    expect((await companyRow(c.id)).plan).toBe('biz')
  })

  it('lets one of two operators deciding at once win; the other hears it was decided', async () => {
    const c = await companyOn('biz')
    const { requestId } = await pendingRequest(c, 'enterprise')
    const results = await Promise.allSettled([
      operator.complete(requestId, 'Kim'),
      operator.decline(requestId, 'Lee'),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const lost = results.find((r) => r.status === 'rejected')
    expect(lost?.reason).toBeInstanceOf(PlanRequestError)
    expect(String(lost?.reason.message)).toMatch(/was already (applied|declined)/)
    expect((await auditRows(c.id)).filter((r) => r.actor_user_id === null)).toHaveLength(1)
  })
})
