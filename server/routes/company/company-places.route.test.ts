import { describe, expect, it } from 'vitest'
import { AUDIT_LOG_API } from '../../../shared/business/audit-schemas.ts'
import {
  COMPANY_SETTINGS_API as API,
  companyPath,
} from '../../../shared/business/company-settings-contract.ts'
import { ENTITY, OFFICE, PROGRAM } from '../../testing/company/company-samples.ts'
import { adminBrowser, createCompany, createMemberOf, json } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { useCompany, useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('offices, legal entities and programs (%s)', (kind) => {
  const t = useTestApp(kind)
  const a = useCompany(t)
  const b = useCompany(t)

  it('creates, lists, renames and deletes offices; members read them, a deleted office leaves members without one', async () => {
    const admin = await adminBrowser(t, a)
    const created = await admin.call(json('POST', API.offices, OFFICE))
    expect(created.statusCode).toBe(201)
    const office = created.json()
    expect(office).toMatchObject(OFFICE)
    const duplicate = await admin.call(json('POST', API.offices, OFFICE))
    expect([duplicate.statusCode, duplicate.json().errors[0].code]).toEqual([409, 'NAME_TAKEN'])
    const renamed = await admin.call(
      json('PUT', companyPath(API.office, office.id), { ...OFFICE, name: 'Busan office' }),
    )
    expect(renamed.json().name).toBe('Busan office')

    const member = await createMemberOf(t, a, 'traveler')
    await t.database.db
      .updateTable('business_profiles')
      .set({ office_id: office.id })
      .where('user_id', '=', member.id)
      .execute()
    const traveller = await adminBrowser(t, a, { role: 'traveler' })
    expect((await traveller.call(json('GET', API.offices))).json().offices).toEqual([renamed.json()])
    expect((await traveller.call(json('POST', API.offices, { ...OFFICE, name: 'Mine' }))).statusCode).toBe(
      403,
    )

    expect((await admin.call(json('DELETE', companyPath(API.office, office.id)))).statusCode).toBe(204)
    expect((await admin.call(json('GET', API.offices))).json().offices).toEqual([])
    const profile = await t.database.db
      .selectFrom('business_profiles')
      .select(['office_id', 'company_id'])
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(profile).toEqual({ office_id: null, company_id: a.id })
    const log = (await admin.call(json('GET', `${AUDIT_LOG_API}?action=company.office`))).json()
    expect(log.entries.map((e: { action: string }) => e.action)).toEqual([
      'company.office.delete',
      'company.office.update',
      'company.office.create',
    ])
  })

  it('[ASVS #38 8.4.1] never reaches another company’s office, entity or program by id', async () => {
    const adminA = await adminBrowser(t, a)
    const adminB = await adminBrowser(t, b)
    const office = (await adminA.call(json('POST', API.offices, { ...OFFICE, name: 'A only' }))).json()
    const entity = (await adminA.call(json('POST', API.entities, { ...ENTITY, name: 'A entity' }))).json()
    const program = (await adminA.call(json('POST', API.programAdd, PROGRAM))).json()
    for (const [path, id, body] of [
      [API.office, office.id, { ...OFFICE, name: 'Stolen' }],
      [API.entity, entity.id, { ...ENTITY, name: 'Stolen' }],
      [API.program, program.id, { ...PROGRAM, vendor: 'Stolen' }],
    ] as const) {
      const put = await adminB.call(json('PUT', companyPath(path, id), body))
      expect([path, put.statusCode]).toEqual([path, 404])
      expect((await adminB.call(json('DELETE', companyPath(path, id)))).statusCode).toBe(404)
    }
    expect((await adminB.call(json('GET', API.offices))).json().offices).toEqual([])
    expect((await adminB.call(json('GET', API.entities))).json().entities).toEqual([])
    expect((await adminB.call(json('GET', API.programs))).json().programs).toEqual([])
    expect(
      (await adminA.call(json('GET', API.offices))).json().offices.map((o: { name: string }) => o.name),
    ).toContain('A only')
    const malformed = await adminB.call(json('DELETE', companyPath(API.office, 'not-a-uuid')))
    expect(malformed.statusCode).toBe(400)
  })

  it('keeps legal entities with their billing currency for admins only', async () => {
    const c = await createCompany(t)
    const admin = await adminBrowser(t, c)
    const created = await admin.call(json('POST', API.entities, ENTITY))
    expect([created.statusCode, created.json()]).toEqual([201, { id: expect.any(String), ...ENTITY }])
    const bad = await admin.call(
      json('POST', API.entities, { ...ENTITY, name: 'Other', billingCurrency: 'ZZZ' }),
    )
    expect([bad.statusCode, bad.json().errors[0].code]).toEqual([400, 'UNKNOWN_CURRENCY'])
    const updated = await admin.call(
      json('PUT', companyPath(API.entity, created.json().id), { ...ENTITY, billingCurrency: 'USD' }),
    )
    expect(updated.json().billingCurrency).toBe('USD')
    const traveller = await adminBrowser(t, c, { role: 'traveler' })
    expect((await traveller.call(json('GET', API.entities))).statusCode).toBe(403)
  })

  it('answers programs’ account numbers masked to their last four, and never audits the number', async () => {
    const c = await createCompany(t)
    const admin = await adminBrowser(t, c)
    const created = await admin.call(json('POST', API.programAdd, PROGRAM))
    expect(created.statusCode).toBe(201)
    expect(created.json()).toEqual({
      id: expect.any(String),
      vertical: 'flight',
      vendor: 'Korean Air',
      programName: 'SKYPASS corporate',
      accountNumberMasked: '••••7890',
    })
    const id = created.json().id
    // Renaming without a number keeps the number.
    const renamed = await admin.call(
      json('PUT', companyPath(API.program, id), {
        ...PROGRAM,
        accountNumber: undefined,
        programName: 'SKYPASS',
      }),
    )
    expect(renamed.json()).toMatchObject({ programName: 'SKYPASS', accountNumberMasked: '••••7890' })
    const listing = await admin.call(json('GET', API.programs))
    // The number's hidden middle, as typed or without spaces (four digits alone may occur in a random id).
    expect(listing.body).not.toMatch(/0012 ?3456/)
    const log = await admin.call(json('GET', `${AUDIT_LOG_API}?action=company.program`))
    expect(log.body).not.toMatch(/0012 ?3456/)
    expect(log.json().entries[0]).toMatchObject({
      action: 'company.program.update',
      details: { accountNumberChanged: false },
    })
    expect((await admin.call(json('DELETE', companyPath(API.program, id)))).statusCode).toBe(204)

    const manager = await adminBrowser(t, c, { role: 'travelManager' })
    expect((await manager.call(json('GET', API.programs))).statusCode).toBe(403)
  })
})
