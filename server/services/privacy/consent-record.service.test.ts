import crypto from 'node:crypto'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { CONSENT_VERSIONS } from '../../../shared/privacy/privacy-contract.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { useTestApp } from '../../testing/use-test-app.ts'
import type { TConsentContext } from './consent-record.service.ts'

const korea = { site: 'kr', countryCode: 'KR', locale: 'ko-KR' }
const germany = { site: 'de', countryCode: 'DE', locale: 'de-DE' }

function visitor(site = germany): TConsentContext {
  return { subjectId: crypto.randomUUID(), userId: null, site, ip: '203.0.113.77', gpc: false }
}

describe.each(testDatabaseKinds())('consent records (%s)', (kind) => {
  const t = useTestApp(kind)
  const records = () => t.app.services.consentRecords

  it('L-02 keeps every field of the audit record: id, time, action, choices, strings, GPC, versions, locale, truncated IP', async () => {
    const who = visitor()
    const { consentId, inserted } = await records().record(who, {
      kind: 'iab_tcf',
      action: 'partial',
      categories: ['strictlyNecessary', 'functional'],
      tcString: 'CQ-example.IAAA',
      acString: '2~1~dv.2',
      vendorListVersion: 140,
      tcfPolicyVersion: 5,
    })
    expect(inserted).toBe(true)
    const [row] = await t.database.db
      .selectFrom('consent_records')
      .selectAll()
      .where('id', '=', consentId)
      .execute()
    expect(row).toMatchObject({
      subject_id: who.subjectId,
      user_id: null,
      kind: 'iab_tcf',
      action: 'partial',
      categories: ['strictlyNecessary', 'functional'],
      tc_string: 'CQ-example.IAAA',
      ac_string: '2~1~dv.2',
      gpc: false,
      regulation: 'gdpr',
      site: 'de',
      cmp_id: t.config.consent.cmpId,
      cmp_version: t.config.consent.cmpVersion,
      ui_version: CONSENT_VERSIONS.ui,
      vendor_list_version: 140,
      tcf_policy_version: 5,
      policy_version: CONSENT_VERSIONS.privacyPolicy,
      locale: 'de-DE',
      ip_truncated: '203.0.113.0',
    })
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(Date.now() - (row?.recorded_at.getTime() ?? 0)).toBeLessThan(60_000)
  })

  it('records a retried action once: the same consent id never makes a second row', async () => {
    const who = visitor(korea)
    const consentId = crypto.randomUUID()
    const input = {
      consentId,
      kind: 'categories' as const,
      action: 'reject' as const,
      categories: ['strictlyNecessary'],
    }
    const first = await records().record(who, input)
    const again = await Promise.all([records().record(who, input), records().record(who, input)])
    expect(first.inserted).toBe(true)
    expect(again.map((a) => a.inserted)).toEqual([false, false])
    const rows = await t.database.db
      .selectFrom('consent_records')
      .select('id')
      .where('subject_id', '=', who.subjectId)
      .execute()
    expect(rows).toHaveLength(1)
    expect((await records().latest(who, 'categories'))?.regulation).toBe('pipa')
  })

  it('refuses a consent id that another browser already used, rather than merging the two', async () => {
    const consentId = crypto.randomUUID()
    await records().record(visitor(), { consentId, kind: 'categories', action: 'reject' })
    await expect(
      records().record(visitor(), { consentId, kind: 'categories', action: 'accept_all' }),
    ).rejects.toThrow()
  })

  it('is append-only: the database refuses to change or delete a record', async () => {
    const who = visitor()
    const { consentId } = await records().record(who, { kind: 'categories', action: 'accept_all' })
    const db = t.database.db
    await expect(
      db.updateTable('consent_records').set({ action: 'reject' }).where('id', '=', consentId).execute(),
    ).rejects.toThrow(/append-only/)
    await expect(db.deleteFrom('consent_records').where('id', '=', consentId).execute()).rejects.toThrow(
      /append-only/,
    )
    await expect(sql`truncate consent_records`.execute(db)).rejects.toThrow(/append-only/)
    expect((await records().latest(who, 'categories'))?.action).toBe('accept_all')
  })
})
