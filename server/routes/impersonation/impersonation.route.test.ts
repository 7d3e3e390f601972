import { describe, expect, it } from 'vitest'
import { AUTH_PATHS } from '../../../shared/auth/auth-contract.ts'
import {
  IMPERSONATION_API,
  IMPERSONATION_TTL_MS,
} from '../../../shared/impersonation/impersonation-contract.ts'
import {
  ZImpersonationResponseSchema,
  ZStartImpersonationResponseSchema,
} from '../../../shared/impersonation/impersonation-schemas.ts'
import { createTestUser, form } from '../../testing/account/account-test-support.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import {
  auditRows,
  impersonatedSessionOf,
  impersonating,
  liveBrowser,
  sessionRow,
  signedInSupporter,
  startBody,
  supportStaffService,
} from '../../testing/impersonation/impersonation-test-kit.ts'
import { browserIdentity } from '../../testing/test-app.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('support impersonation (%s)', (kind) => {
  const t = useTestApp(kind)

  const customer = (firstName = 'Casey') => createTestUser(t, { firstName })

  it('[ASVS #39 8.2.1] answers 403 to a signed-in user who is not support staff, and records the attempt', async () => {
    const target = await customer()
    const user = await createTestUser(t)
    const me = await liveBrowser(t, user)
    const res = await me.call(startBody({ email: target.email }))
    expect(res.statusCode).toBe(403)
    expect(res.json().errors[0].code).toBe('PERMISSION_DENIED')
    expect((await me.authState()).userInfoState?.accountEmail).toBe(user.email)
    for (const call of [
      { method: 'GET' as const, url: IMPERSONATION_API.support },
      { method: 'DELETE' as const, url: IMPERSONATION_API.support },
      { method: 'POST' as const, url: IMPERSONATION_API.end },
      { method: 'GET' as const, url: IMPERSONATION_API.audit },
    ]) {
      const other = await me.call(call)
      expect(other.statusCode, call.url).toBe(403)
      expect(other.json().errors[0].code).toBe('PERMISSION_DENIED')
    }
    const rows = await auditRows(t, { supporterUserId: user.id })
    expect(rows).toEqual([
      expect.objectContaining({
        event: 'start_refused',
        detail: 'PERMISSION_DENIED',
        target_email: target.email,
        reason: 'Ticket SUP-1234: cannot see booking',
        ip_address: me.ip,
        user_agent: expect.stringContaining('Chrome'),
      }),
    ])
    const sessions = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', target.id)
      .execute()
    expect(sessions).toEqual([])
  })

  it('answers 401 to a browser that is not signed in', async () => {
    const browser = await browserIdentity(t.app)
    const target = await customer()
    for (const call of [
      { ...startBody({ email: target.email }) },
      { method: 'GET' as const, url: IMPERSONATION_API.support },
      { method: 'DELETE' as const, url: IMPERSONATION_API.support },
      { method: 'POST' as const, url: IMPERSONATION_API.end },
      { method: 'GET' as const, url: IMPERSONATION_API.audit },
    ]) {
      const res = await t.app.inject({
        ...call,
        headers: { cookie: browser.cookie, 'x-csrf': browser.token },
      })
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401)
      expect(res.json().errors[0].code).toBe('INVALID_SESSION')
    }
  })

  it('refuses support staff who have not proven a second factor in this session', async () => {
    const supporter = await signedInSupporter(t, { secondFactor: false })
    const target = await customer()
    const res = await supporter.call(startBody({ email: target.email }))
    expect(res.statusCode).toBe(403)
    expect(res.json().errors[0].code).toBe('MISSING_TWO_FACTOR_AUTHENTICATION')
    const rows = await auditRows(t, { supporterUserId: supporter.userId })
    expect(rows.map((r) => [r.event, r.detail])).toEqual([
      ['staff_granted', 'by test operator'],
      ['start_refused', 'MISSING_TWO_FACTOR_AUTHENTICATION'],
    ])
  })

  it('[ASVS #39 16.3.1] support staff act as the customer in a new short, non-sticky session, audited, keeping their own', async () => {
    const supporter = await signedInSupporter(t, { firstName: 'Sam' })
    const before = supporter.cookie
    const target = await customer('Casey')
    const res = await supporter.call(startBody({ userId: target.id }, '  Ticket SUP-77 refund question  '))
    expect(res.statusCode, res.body).toBe(200)
    const body = ZStartImpersonationResponseSchema.parse(res.json())
    expect(body.impersonation).toMatchObject({
      supporter: { userId: supporter.userId, name: 'Sam User', email: supporter.email },
      target: { userId: target.id, name: 'Casey User', email: target.email },
      reason: 'Ticket SUP-77 refund question',
    })
    const lifetime = Date.parse(body.impersonation.expiresAt) - Date.parse(body.impersonation.startedAt)
    expect(lifetime).toBe(IMPERSONATION_TTL_MS)

    // The browser now is the customer, with the banner's facts, and a new secret (the old one is dead).
    expect(supporter.cookie).not.toBe(before)
    expect(res.headers['set-cookie']).not.toMatch(/Max-Age/i)
    const state = await supporter.authState()
    expect(state.userInfoState?.accountEmail).toBe(target.email)
    expect(state.impersonation).toEqual({ supporterName: 'Sam User', until: body.impersonation.expiresAt })
    expect(state.accountSwitcherItems.map((i) => i.userEmail)).toEqual([target.email])
    const stale = await t.app.inject({
      url: '/horizon/common/authentication/providers/AuthStateProviderAction',
      headers: { cookie: before },
    })
    expect(stale.json().loggedInSession).toBe(false)

    const session = await impersonatedSessionOf(t, supporter)
    expect(session).toMatchObject({
      user_id: target.id,
      active: true,
      sticky: false,
      second_factor_at: null,
      revoked_at: null,
    })
    expect(session.authenticated_at.getTime()).toBe(0)
    expect(session.expires_at.getTime()).toBe(Date.parse(body.impersonation.expiresAt))
    expect(await sessionRow(t, supporter.sessionId)).toMatchObject({ active: false, revoked_at: null })

    const rows = await auditRows(t, { supporterUserId: supporter.userId })
    expect(rows.filter((r) => r.event === 'start')).toEqual([
      expect.objectContaining({
        supporter_email: supporter.email,
        target_user_id: target.id,
        target_email: target.email,
        session_id: session.id,
        supporter_session_id: supporter.sessionId,
        reason: 'Ticket SUP-77 refund question',
        ip_address: supporter.ip,
        user_agent: expect.stringContaining('Chrome'),
      }),
    ])
  })

  it('tells the impersonated browser who, whom, why and until when; support staff otherwise see none', async () => {
    const idle = await signedInSupporter(t)
    const none = await idle.call({ method: 'GET', url: IMPERSONATION_API.support })
    expect(none.statusCode).toBe(200)
    expect(ZImpersonationResponseSchema.parse(none.json())).toEqual({ impersonation: null })

    const { supporter, target } = await impersonating(t)
    const res = await supporter.call({ method: 'GET', url: IMPERSONATION_API.support })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const { impersonation } = ZImpersonationResponseSchema.parse(res.json())
    expect(impersonation).toMatchObject({
      supporter: { userId: supporter.userId, email: supporter.email },
      target: { userId: target.id, email: target.email },
      reason: 'Ticket SUP-1234: cannot see booking',
    })
  })

  it('[ASVS #39 8.2.1] an impersonated session cannot change the password or the e-mail, nor re-authenticate', async () => {
    const { supporter, target } = await impersonating(t)
    const stored = () =>
      t.database.db
        .selectFrom('users')
        .select(['password_hash', 'pending_email', 'email'])
        .where('id', '=', target.id)
        .executeTakeFirstOrThrow()
    const was = await stored()
    const attempts = [
      {
        method: 'POST' as const,
        url: AUTH_PATHS.reauth,
        ...form({ passwd: 'correct horse battery staple' }),
      },
      {
        method: 'POST' as const,
        url: AUTH_PATHS.changePassword,
        ...form({ currentPasswd: 'correct horse battery staple', passwd: 'an entirely new long passphrase' }),
      },
      {
        method: 'POST' as const,
        url: '/i/api/account/email/v1',
        payload: { newEmail: 'taken-over@example.test' },
      },
    ]
    for (const attempt of attempts) {
      const res = await supporter.call(attempt)
      expect(res.statusCode, String(attempt.url)).toBe(403)
      expect(res.json().errors[0].code).toBe('PERMISSION_DENIED')
    }
    expect(await stored()).toEqual(was)
    const refused = (await auditRows(t, { targetUserId: target.id })).filter(
      (r) => r.event === 'action_refused',
    )
    expect(refused.map((r) => r.detail)).toEqual([
      `POST ${AUTH_PATHS.reauth}`,
      `POST ${AUTH_PATHS.changePassword}`,
      'POST /i/api/account/email/v1',
    ])
    expect(refused.every((r) => r.supporter_user_id === supporter.userId)).toBe(true)
  })

  it('refuses to nest: an impersonated session cannot start another impersonation', async () => {
    const { supporter, target } = await impersonating(t)
    const other = await customer()
    const res = await supporter.call(startBody({ email: other.email }))
    expect(res.statusCode).toBe(409)
    expect(res.json().errors[0].code).toBe('ALREADY_IMPERSONATING')
    expect((await supporter.authState()).userInfoState?.accountEmail).toBe(target.email)
    const refused = (await auditRows(t, { supporterUserId: supporter.userId })).filter(
      (r) => r.event === 'start_refused',
    )
    expect(refused.map((r) => [r.detail, r.target_email])).toEqual([['ALREADY_IMPERSONATING', other.email]])
  })

  it('refuses oneself, other support staff, disabled and unknown accounts', async () => {
    const supporter = await signedInSupporter(t)
    const colleague = await createTestUser(t)
    await supportStaffService(t).grant(colleague.email, 'test operator', null)
    const disabled = await customer()
    await t.database.db
      .updateTable('users')
      .set({ disabled_at: new Date() })
      .where('id', '=', disabled.id)
      .execute()
    const cases = [
      [{ email: supporter.email }, 403, 'IMPERSONATION_TARGET_NOT_ALLOWED'],
      [{ email: colleague.email.toUpperCase() }, 403, 'IMPERSONATION_TARGET_NOT_ALLOWED'],
      [{ userId: disabled.id }, 403, 'IMPERSONATION_TARGET_NOT_ALLOWED'],
      [{ email: 'nobody-here@example.test' }, 404, 'IMPERSONATION_TARGET_NOT_FOUND'],
      [{ userId: '00000000-0000-4000-8000-000000000000' }, 404, 'IMPERSONATION_TARGET_NOT_FOUND'],
    ] as const
    for (const [target, status, code] of cases) {
      const res = await supporter.call(startBody(target))
      expect(res.statusCode, JSON.stringify(target)).toBe(status)
      expect(res.json().errors[0].code).toBe(code)
    }
    expect((await supporter.authState()).userInfoState?.accountEmail).toBe(supporter.email)
    const rows = await auditRows(t, { supporterUserId: supporter.userId })
    expect(rows.filter((r) => r.event === 'start_refused').map((r) => r.detail)).toEqual(
      cases.map((c) => c[2]),
    )
  })

  it('refuses a missing or short reason, two targets or none, and fields of its own with 400', async () => {
    const supporter = await signedInSupporter(t)
    const target = await customer()
    for (const payload of [
      { email: target.email },
      { email: target.email, reason: 'help' },
      { email: target.email, reason: '   short    ' },
      { email: target.email, userId: target.id, reason: 'Ticket SUP-1 both given' },
      { reason: 'Ticket SUP-1 nobody given' },
      { email: target.email, reason: 'Ticket SUP-1 with extra', ttlMs: 86_400_000 },
      { email: target.email, reason: 'Ticket SUP-1\u0000 control' },
    ]) {
      const res = await supporter.call({ method: 'POST', url: IMPERSONATION_API.support, payload })
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().errors[0].code).toBe('VALIDATION_ERROR')
    }
  })
})
