import { describe, expect, it } from 'vitest'
import { AUDIT_LOG_API } from '../../../shared/business/audit-schemas.ts'
import { COMPANY_SETTINGS_API as API } from '../../../shared/business/company-settings-contract.ts'
import { defaultFeatures } from '../../../shared/business/plans.ts'
import type { TPlan } from '../../../shared/permissions.ts'
import { createData } from '../../repositories/data.ts'
import {
  companyPlanOperatorDepsFor,
  createCompanyPlanOperatorService,
} from '../../services/company/company-plan-operator.service.ts'
import { authState } from '../../testing/auth/auth-test-kit.ts'
import {
  adminBrowser,
  createCompany,
  json,
  type TestCompany,
} from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('company features and plan (%s)', (kind) => {
  const t = useTestApp(kind)

  async function companyOn(plan: TPlan, confirmed = true): Promise<TestCompany> {
    const company = await createCompany(t, { features: defaultFeatures(plan) })
    await t.database.db
      .updateTable('companies')
      .set({ plan, confirmed_at: confirmed ? new Date() : null })
      .where('id', '=', company.id)
      .execute()
    return company
  }

  it('switches a feature off and on within the plan, audits it and refreshes members’ sessions', async () => {
    const c = await companyOn('bizPlus')
    const admin = await adminBrowser(t, c)
    const member = await adminBrowser(t, c, { role: 'traveler' })
    expect((await authState(t.app, member)).businessState.features).toContain('BOOK_ON_BEHALF')
    const off = await admin.call(json('PUT', API.featureDisable, { feature: 'BOOK_ON_BEHALF' }))
    expect(off.statusCode).toBe(200)
    expect(off.json().features).not.toContain('BOOK_ON_BEHALF')
    expect((await authState(t.app, member)).businessState.features).not.toContain('BOOK_ON_BEHALF')
    const on = await admin.call(json('PUT', API.featureEnable, { feature: 'BOOK_ON_BEHALF' }))
    expect(on.json().features).toContain('BOOK_ON_BEHALF')
    const log = (await admin.call(json('GET', `${AUDIT_LOG_API}?action=company.feature`))).json()
    expect(log.entries.map((e: { action: string; targetId: string }) => [e.action, e.targetId])).toEqual([
      ['company.feature.enable', 'BOOK_ON_BEHALF'],
      ['company.feature.disable', 'BOOK_ON_BEHALF'],
    ])
  })

  it('refuses a feature the plan does not include with 403 PLAN_REQUIRED naming the plan', async () => {
    const c = await companyOn('biz')
    const admin = await adminBrowser(t, c)
    const res = await admin.call(json('PUT', API.featureEnable, { feature: 'REPORTING' }))
    expect(res.statusCode).toBe(403)
    expect(res.json().errors[0]).toMatchObject({
      code: 'PLAN_REQUIRED',
      description: 'REPORTING needs the bizPlus plan.',
    })
    const sso = await admin.call(json('PUT', API.featureEnable, { feature: 'SSO_INTEGRATION' }))
    expect(sso.json().errors[0].description).toContain('enterprise')
    const unknown = await admin.call(json('PUT', API.featureEnable, { feature: 'TIME_TRAVEL' }))
    expect(unknown.statusCode).toBe(400)
  })

  it('applies Business Plus at once for a confirmed company and keeps Enterprise pending for sales', async () => {
    const c = await companyOn('biz')
    const admin = await adminBrowser(t, c)
    const none = (await admin.call(json('GET', API.tierUpgradeStatus))).json()
    expect(none).toEqual({
      plan: 'biz',
      status: 'NONE',
      requestedPlan: null,
      requestedAt: null,
      decidedAt: null,
    })
    const plus = await admin.call(json('POST', API.tierUpgrade, { plan: 'bizPlus' }))
    expect(plus.statusCode).toBe(200)
    expect(plus.json()).toMatchObject({ plan: 'bizPlus', status: 'APPLIED', requestedPlan: 'bizPlus' })
    const company = (await admin.call(json('GET', API.company))).json()
    expect(company.plan).toBe('bizPlus')
    expect(company.features).toContain('REPORTING')
    // The admin's own session carries the new plan (evicted, not cached).
    expect((await authState(t.app, admin)).businessState.features).toContain('REPORTING')

    const enterprise = await admin.call(json('POST', API.tierUpgrade, { plan: 'enterprise' }))
    expect(enterprise.json()).toMatchObject({
      plan: 'bizPlus',
      status: 'PENDING',
      requestedPlan: 'enterprise',
    })
    expect((await admin.call(json('GET', API.tierUpgradeStatus))).json()).toMatchObject({ status: 'PENDING' })
    const again = await admin.call(json('POST', API.tierUpgrade, { plan: 'enterprise' }))
    expect([again.statusCode, again.json().errors[0].code]).toEqual([409, 'UPGRADE_PENDING'])
    const down = await admin.call(json('POST', API.tierUpgrade, { plan: 'biz' }))
    expect([down.statusCode, down.json().errors[0].code]).toEqual([409, 'PLAN_NOT_AN_UPGRADE'])
    const log = (await admin.call(json('GET', `${AUDIT_LOG_API}?action=company.plan`))).json()
    expect(log.entries.map((e: { action: string }) => e.action)).toEqual([
      'company.plan.upgradeRequest',
      'company.plan.upgrade',
    ])
  })

  it('keeps an unconfirmed company’s Business Plus request pending', async () => {
    const c = await companyOn('biz', false)
    const admin = await adminBrowser(t, c)
    const res = (await admin.call(json('POST', API.tierUpgrade, { plan: 'bizPlus' }))).json()
    expect(res).toMatchObject({ plan: 'biz', status: 'PENDING' })
  })

  it('answers what the operator decided: APPLIED with the new plan, or DECLINED and open to a new request', async () => {
    const operator = createCompanyPlanOperatorService(
      companyPlanOperatorDepsFor(createData(t.database.db), { evictions: t.app.services.sessionEvictions }),
    )
    const c = await companyOn('biz', false)
    const admin = await adminBrowser(t, c)
    const ask = async (plan: TPlan) => (await admin.call(json('POST', API.tierUpgrade, { plan }))).json()
    const status = async () => (await admin.call(json('GET', API.tierUpgradeStatus))).json()

    await ask('enterprise')
    const [first] = await operator.listPending().then((all) => all.filter((r) => r.companyId === c.id))
    await operator.decline(first?.id ?? '', 'Kim', 'no contract yet')
    expect(await status()).toMatchObject({
      plan: 'biz',
      status: 'DECLINED',
      requestedPlan: 'enterprise',
      decidedAt: expect.any(String),
    })
    expect(await ask('bizPlus')).toMatchObject({ plan: 'biz', status: 'PENDING', requestedPlan: 'bizPlus' })

    const [second] = await operator.listPending().then((all) => all.filter((r) => r.companyId === c.id))
    await operator.complete(second?.id ?? '', 'Kim')
    expect(await status()).toMatchObject({
      plan: 'bizPlus',
      status: 'APPLIED',
      requestedPlan: 'bizPlus',
      decidedAt: expect.any(String),
    })
    const company = (await admin.call(json('GET', API.company))).json()
    expect(company.plan).toBe('bizPlus')
    expect(company.features).toContain('REPORTING')
    const log = (await admin.call(json('GET', `${AUDIT_LOG_API}?action=company.plan`))).json()
    expect(log.entries.map((e: { action: string; actorEmail: string }) => [e.action, e.actorEmail])).toEqual([
      ['company.plan.upgrade', 'operator: Kim'],
      ['company.plan.upgradeRequest', admin.email],
      ['company.plan.upgradeDecline', 'operator: Kim'],
      ['company.plan.upgradeRequest', admin.email],
    ])
  })
})
