import { describe, expect, it } from 'vitest'
import { AUTH_PATHS } from '../../../shared/auth/auth-contract.ts'
import { IMPERSONATION_API } from '../../../shared/impersonation/impersonation-contract.ts'
import { ZEndImpersonationResponseSchema } from '../../../shared/impersonation/impersonation-schemas.ts'
import { form } from '../../testing/account/account-test-support.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import {
  auditRows,
  impersonatedSessionOf,
  impersonating,
  sessionRow,
  supportStaffService,
} from '../../testing/impersonation/impersonation-test-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('ending support impersonation, and its trail (%s)', (kind) => {
  const t = useTestApp(kind)

  it.each([
    ['DELETE', IMPERSONATION_API.support],
    ['POST', IMPERSONATION_API.end],
  ] as const)(
    'ends with %s %s: the customer session is revoked and the supporter is back',
    async (method, url) => {
      const { supporter, target } = await impersonating(t)
      const session = await impersonatedSessionOf(t, supporter)
      const impersonatedCookie = supporter.cookie
      const res = await supporter.call({ method, url })
      expect(res.statusCode, res.body).toBe(200)
      expect(ZEndImpersonationResponseSchema.parse(res.json()).ended).toBe(true)
      const state = await supporter.authState()
      expect(state.userInfoState?.accountEmail).toBe(supporter.email)
      expect(state.impersonation).toBeNull()
      expect((await sessionRow(t, session.id)).revoked_at).not.toBeNull()
      expect(await sessionRow(t, supporter.sessionId)).toMatchObject({ active: true, revoked_at: null })
      const replay = await t.app.inject({
        url: '/horizon/common/authentication/providers/AuthStateProviderAction',
        headers: { cookie: impersonatedCookie },
      })
      expect(replay.json().loggedInSession).toBe(false)
      const ends = (await auditRows(t, { targetUserId: target.id })).filter((r) => r.event === 'end')
      expect(ends).toEqual([
        expect.objectContaining({
          supporter_user_id: supporter.userId,
          session_id: session.id,
          detail: 'ended',
          ip_address: supporter.ip,
        }),
      ])
      // Ending again ends nothing, and says so.
      const again = await supporter.call({ method, url })
      expect(again.statusCode).toBe(200)
      expect(again.json().ended).toBe(false)
    },
  )

  it('ends an impersonation that expired meanwhile, recording it as expired, and returns the supporter', async () => {
    const { supporter, target } = await impersonating(t)
    const session = await impersonatedSessionOf(t, supporter)
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', session.id)
      .execute()
    await t.app.services.sessionEvictions.publish({ groupId: supporter.groupId })
    expect((await supporter.authState()).loggedInSession).toBe(false)
    const res = await supporter.call({ method: 'POST', url: IMPERSONATION_API.end })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().ended).toBe(true)
    expect((await supporter.authState()).userInfoState?.accountEmail).toBe(supporter.email)
    const end = (await auditRows(t, { targetUserId: target.id })).find((r) => r.event === 'end')
    expect(end?.detail).toBe('expired')
  })

  it('signs the browser out when the supporter’s own session ended meanwhile', async () => {
    const { supporter } = await impersonating(t)
    await t.database.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('id', '=', supporter.sessionId)
      .execute()
    const res = await supporter.call({ method: 'DELETE', url: IMPERSONATION_API.support })
    expect(res.statusCode).toBe(200)
    expect(res.json().ended).toBe(true)
    expect((await supporter.authState()).loggedInSession).toBe(false)
  })

  it('records signing out while impersonating as the end of the impersonation', async () => {
    const { supporter, target } = await impersonating(t)
    const res = await supporter.call({ method: 'POST', url: AUTH_PATHS.logout, ...form({}) })
    expect(res.statusCode).toBe(200)
    expect((await supporter.authState()).loggedInSession).toBe(false)
    const end = (await auditRows(t, { targetUserId: target.id })).find((r) => r.event === 'end')
    expect(end?.detail).toBe('signout')
  })

  it('ends every open impersonation of a supporter whose grant the operator revokes', async () => {
    const { supporter, target } = await impersonating(t)
    const outcome = await supportStaffService(t).revoke(supporter.email, 'test operator')
    expect(outcome).toEqual({ revoked: true, endedImpersonations: 1 })
    await t.app.services.sessionEvictions.publish({ userId: target.id })
    expect((await supporter.authState()).loggedInSession).toBe(false)
    const rows = await auditRows(t, { supporterUserId: supporter.userId })
    expect(rows.map((r) => r.event)).toEqual(['staff_granted', 'start', 'staff_revoked', 'end'])
    expect(rows.at(-1)?.detail).toBe('staff_revoked')
  })

  it('lists the audit trail, newest first and paged, to support staff only', async () => {
    const { supporter, target } = await impersonating(t)
    await supporter.call({ method: 'DELETE', url: IMPERSONATION_API.support })
    const page = await supporter.call({ method: 'GET', url: `${IMPERSONATION_API.audit}?limit=2` })
    expect(page.statusCode, page.body).toBe(200)
    const entries = page.json().entries
    expect(entries).toHaveLength(2)
    expect(entries[0]).toMatchObject({
      event: 'end',
      supporter: { userId: supporter.userId },
      target: { userId: target.id, email: target.email },
      detail: 'ended',
    })
    expect(entries[1]).toMatchObject({ event: 'start', reason: 'Ticket SUP-1234: cannot see booking' })
    const older = await supporter.call({
      method: 'GET',
      url: `${IMPERSONATION_API.audit}?limit=200&before=${encodeURIComponent(entries[1].occurredAt)}`,
    })
    expect(older.statusCode).toBe(200)
    expect(
      older.json().entries.every((e: { occurredAt: string }) => e.occurredAt < entries[1].occurredAt),
    ).toBe(true)
    expect(
      (await supporter.call({ method: 'GET', url: `${IMPERSONATION_API.audit}?limit=0` })).statusCode,
    ).toBe(400)
    expect(
      (await supporter.call({ method: 'GET', url: `${IMPERSONATION_API.audit}?before=yesterday` }))
        .statusCode,
    ).toBe(400)

    const acting = await impersonating(t)
    const fromImpersonation = await acting.supporter.call({ method: 'GET', url: IMPERSONATION_API.audit })
    expect(fromImpersonation.statusCode).toBe(403)
  })

  it('keeps the trail append-only: the database refuses to change or delete it', async () => {
    await impersonating(t)
    await expect(
      t.database.db.updateTable('impersonation_audit').set({ reason: 'rewritten' }).execute(),
    ).rejects.toThrow(/append-only/)
    await expect(t.database.db.deleteFrom('impersonation_audit').execute()).rejects.toThrow(/append-only/)
  })
})
