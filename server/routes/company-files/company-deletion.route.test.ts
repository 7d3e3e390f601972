import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COMPANY_FILES_API, deletionPath } from '../../../shared/business/company-files-contract.ts'
import { AUTH_STATE_PATH } from '../../../shared/constants.ts'
import { DEMO_COMPANY_FEATURES } from '../../db/seed.ts'
import {
  adminBrowser,
  createCompany,
  createMemberOf,
  json,
  signedInMember,
} from '../../testing/company/company-test-kit.ts'
import {
  deletionLinkIn,
  freshAddress,
  lastMailTo,
} from '../../testing/company-files/company-files-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

const FEATURES = [...DEMO_COMPANY_FEATURES, 'COMPANY_DELETION']
const send = () => ({ ...json('POST', COMPANY_FILES_API.sendDeletionEmail), remoteAddress: freshAddress() })
const del = (path: string) => ({ ...json('DELETE', path), remoteAddress: freshAddress() })

describe.each(testDatabaseKinds())('company deletion by e-mailed link (%s)', (kind) => {
  const t = useTestApp(kind)

  it('mails the requesting admin a link; the link deletes the company, members keep personal accounts', async () => {
    const company = await createCompany(t, { features: FEATURES })
    const admin = await adminBrowser(t, company)
    const { user: traveller, browser: travellerBrowser } = await signedInMember(t, company, 'traveler', {
      personal: false,
    })
    const dual = await createMemberOf(t, company, 'approver', { personal: true })

    const sent = await admin.call(send())
    expect(sent.statusCode).toBe(200)
    expect(sent.json().sentTo).toBe(admin.email)
    const mail = await lastMailTo(t, admin.email)
    expect(mail?.subject).toContain('Confirm deleting your company')
    const link = deletionLinkIn(mail?.text ?? '')
    // Only the token's HMAC is stored.
    const stored = await t.database.db
      .selectFrom('company_deletion_requests')
      .selectAll()
      .where('company_id', '=', company.id)
      .execute()
    expect(JSON.stringify(stored)).not.toContain(link.token)

    // A wrong token, or the right token with another code or time, deletes nothing.
    for (const wrong of [
      { ...link, token: `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}` },
      { ...link, requestTime: String(Number(link.requestTime) + 1) },
      { ...link, confirmationCode: 'ZZZZZZZZ' },
    ]) {
      const res = await admin.call(del(deletionPath(wrong)))
      expect(res.statusCode).toBe(404)
      expect(res.json().errors[0].code).toBe('DELETION_LINK_INVALID')
    }

    const done = await admin.call(del(deletionPath(link)))
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ deleted: true, companyName: `Company ${company.domain}` })

    const db = t.database.db
    expect(await db.selectFrom('companies').select('id').where('id', '=', company.id).execute()).toEqual([])
    expect(await db.selectFrom('roles').select('id').where('company_id', '=', company.id).execute()).toEqual(
      [],
    )
    expect(
      await db.selectFrom('business_profiles').select('id').where('company_id', '=', company.id).execute(),
    ).toEqual([])
    const users = await db
      .selectFrom('users')
      .select(['id', 'has_personal_account'])
      .where('id', 'in', [admin.userId, traveller.id, dual.id])
      .execute()
    expect(users).toHaveLength(3)
    expect(users.every((u) => u.has_personal_account)).toBe(true)
    // Their business sessions are over: they are signed in to their personal accounts.
    const state = (await travellerBrowser.call({ method: 'GET', url: AUTH_STATE_PATH })).json()
    expect(state.loggedInSession).toBe(true)
    expect(state.businessState).toBeNull()
    expect(state.permissions).toEqual([])
    // The link was single use, and the admin is no longer a member of anything.
    expect((await admin.call(del(deletionPath(link)))).statusCode).toBe(403)
  })

  it("refuses another company's link, an expired link, and callers who may not delete", async () => {
    const a = await createCompany(t, { features: FEATURES })
    const b = await createCompany(t, { features: FEATURES })
    const adminA = await adminBrowser(t, a)
    const adminB = await adminBrowser(t, b)
    await adminA.call(send())
    const link = deletionLinkIn((await lastMailTo(t, adminA.email))?.text ?? '')
    expect((await adminB.call(del(deletionPath(link)))).statusCode).toBe(404)

    const manager = await adminBrowser(t, a, { role: 'travelManager' })
    expect((await manager.call(send())).statusCode).toBe(403)
    expect((await manager.call(del(deletionPath(link)))).statusCode).toBe(403)
    const noFeature = await createCompany(t)
    expect((await (await adminBrowser(t, noFeature)).call(send())).statusCode).toBe(403)

    // Support acting as the admin may not delete, even with the link.
    await t.database.db
      .updateTable('sessions')
      .set({ impersonator_user_id: manager.userId })
      .where('id', '=', adminA.sessionId)
      .execute()
    await t.app.services.sessionEvictions.publish({ all: true })
    const impersonated = await adminA.call(del(deletionPath(link)))
    expect(impersonated.statusCode).toBe(403)
    await t.database.db
      .updateTable('sessions')
      .set({ impersonator_user_id: null })
      .where('id', '=', adminA.sessionId)
      .execute()
    await t.app.services.sessionEvictions.publish({ all: true })

    await t.database.db
      .updateTable('company_deletion_requests')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('company_id', '=', a.id)
      .execute()
    expect((await adminA.call(del(deletionPath(link)))).statusCode).toBe(404)
    expect(
      await t.database.db.selectFrom('companies').select('id').where('id', '=', a.id).executeTakeFirst(),
    ).toBeTruthy()
  })

  it('answers any malformed link with a 4xx, never a 500', async () => {
    const company = await createCompany(t, { features: FEATURES })
    const admin = await adminBrowser(t, company)
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 20 }),
        fc.string({ maxLength: 20 }),
        fc.string({ maxLength: 60 }),
        async (c, r, k) => {
          const res = await admin.call(
            del(deletionPath({ confirmationCode: c || 'x', requestTime: r || '1', token: k || 'y' })),
          )
          expect(res.statusCode).toBeGreaterThanOrEqual(400)
          expect(res.statusCode).toBeLessThan(500)
        },
      ),
      { numRuns: 50 },
    )
    expect(
      await t.database.db
        .selectFrom('companies')
        .select('id')
        .where('id', '=', company.id)
        .executeTakeFirst(),
    ).toBeTruthy()
  })
})
