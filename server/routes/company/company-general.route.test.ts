import { describe, expect, it } from 'vitest'
import { AUDIT_LOG_API } from '../../../shared/business/audit-schemas.ts'
import { COMPANY_SETTINGS_API } from '../../../shared/business/company-settings-contract.ts'
import { authState } from '../../testing/auth/auth-test-kit.ts'
import { GENERAL } from '../../testing/company/company-samples.ts'
import { adminBrowser, json } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { useCompany, useTestApp } from '../../testing/use-test-app.ts'

const API = COMPANY_SETTINGS_API.company

describe.each(testDatabaseKinds())('company general settings (%s)', (kind) => {
  const t = useTestApp(kind)
  const a = useCompany(t)
  const b = useCompany(t)

  const companyRow = (id: string) =>
    t.database.db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

  it('lets any member read their own company, with its plan, features in force and verified domains', async () => {
    const traveller = await adminBrowser(t, a, { role: 'traveler', secondFactor: false })
    const res = await traveller.call(json('GET', API))
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      id: a.id,
      name: `Company ${a.domain}`,
      plan: 'enterprise',
      emailDomains: [a.domain],
    })
    expect(body.features).toContain('SSO_INTEGRATION')
    expect(body.planFeatures).toContain('INBOX_SYNC')
    const other = (await (await adminBrowser(t, b)).call(json('GET', API))).json()
    expect(other.id).toBe(b.id)
  })

  it('saves the general settings for an admin, audits what changed and refreshes members’ sessions', async () => {
    const admin = await adminBrowser(t, a)
    const member = await adminBrowser(t, a, { role: 'traveler' })
    expect((await authState(t.app, member)).businessState.bookingMode).toBe('TRAVELER_ONLY')
    const res = await admin.call(json('PUT', API, GENERAL))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ ...GENERAL, plan: 'enterprise' })
    expect((await admin.call(json('GET', API))).json()).toMatchObject(GENERAL)
    // The member's cached session sees the new booking mode at once (eviction, decision 015).
    expect((await authState(t.app, member)).businessState.bookingMode).toBe('TRAVELER_OR_TRAVEL_MANAGER')
    const log = (await admin.call(json('GET', `${AUDIT_LOG_API}?action=company.general`))).json()
    expect(log.entries[0]).toMatchObject({ action: 'company.general.update', actorEmail: admin.email })
    expect(log.entries[0].details.changed.city).toEqual({ from: '', to: 'Busan' })
    // Saving the same values again changes nothing and records nothing.
    await admin.call(json('PUT', API, GENERAL))
    const again = (await admin.call(json('GET', `${AUDIT_LOG_API}?action=company.general`))).json()
    expect(again.entries).toHaveLength(log.entries.length)
  })

  it('[ASVS #37 8.2.3] refuses plan, features, id or companyId in the body with 400 and changes nothing', async () => {
    const admin = await adminBrowser(t, b)
    const before = await companyRow(b.id)
    for (const extra of [
      { plan: 'enterprise' },
      { features: ['REPORTING'] },
      { id: a.id },
      { companyId: a.id },
      { emailDomains: ['evil.test'] },
      { logoUrl: 'https://evil.test/x.png' },
    ]) {
      const res = await admin.call(json('PUT', API, { ...GENERAL, name: 'Taken over', ...extra }))
      expect([extra, res.statusCode]).toEqual([extra, 400])
      expect(res.json().errors[0].code).toBe('VALIDATION_ERROR')
    }
    const nested = await admin.call(
      json('PUT', API, { ...GENERAL, address: { ...GENERAL.address, companyId: a.id } }),
    )
    expect(nested.statusCode).toBe(400)
    expect(await companyRow(b.id)).toEqual(before)
    expect((await companyRow(a.id)).name).not.toBe('Taken over')
  })

  it('refuses an unknown currency, a traveller, and an admin without a second factor', async () => {
    const admin = await adminBrowser(t, b)
    const currency = await admin.call(json('PUT', API, { ...GENERAL, defaultCurrency: 'ZZZ' }))
    expect([currency.statusCode, currency.json().errors[0].code]).toEqual([400, 'UNKNOWN_CURRENCY'])
    const traveller = await adminBrowser(t, b, { role: 'traveler' })
    expect((await traveller.call(json('PUT', API, GENERAL))).statusCode).toBe(403)
    const unproven = await adminBrowser(t, b, { secondFactor: false })
    const res = await unproven.call(json('PUT', API, GENERAL))
    expect([res.statusCode, res.json().errors[0].code]).toEqual([403, 'MISSING_TWO_FACTOR_AUTHENTICATION'])
    expect((await t.app.inject(json('GET', API))).statusCode).toBe(401)
  })
})
