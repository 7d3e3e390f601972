import type { TAuthState } from '../../../shared/auth-state.ts'
import { AUTH_STATE_PATH } from '../../../shared/constants.ts'
import { IMPERSONATION_API } from '../../../shared/impersonation/impersonation-contract.ts'
import { createImpersonationRepository } from '../../repositories/impersonation.repository.ts'
import { createSessionRepository } from '../../repositories/session.repository.ts'
import { createSupportStaffRepository } from '../../repositories/support-staff.repository.ts'
import { createUserRepository } from '../../repositories/user.repository.ts'
import { createSupportStaffService } from '../../services/impersonation/support-staff.service.ts'
import { createTestUser, type SignedInBrowser, signInBrowser } from '../account/account-test-support.ts'
import { nextIp } from '../auth/auth-test-kit.ts'
import { proveSecondFactor } from '../company/company-test-kit.ts'
import type { TestApp } from '../test-app.ts'

/** A browser that, like a real one, keeps whatever cookie and form token the server hands it. */
export interface LiveBrowser extends SignedInBrowser {
  ip: string
  authState(): Promise<TAuthState>
}

export async function liveBrowser(
  t: TestApp,
  user: { id: string; email: string },
  options: { businessMode?: boolean } = {},
): Promise<LiveBrowser> {
  const signed = await signInBrowser(t, user, options)
  const browser: LiveBrowser = {
    userId: user.id,
    email: user.email,
    sessionId: signed.sessionId,
    groupId: signed.groupId,
    cookie: signed.cookie,
    token: signed.token,
    ip: nextIp(),
    async call(request) {
      const res = await t.app.inject({
        remoteAddress: browser.ip,
        ...request,
        headers: {
          cookie: browser.cookie,
          'x-csrf': browser.token,
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
          ...(request.headers ?? {}),
        },
      })
      const set = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('fw_sg='))
      if (set) browser.cookie = set.split(';')[0] as string
      if (res.body && res.headers['content-type']?.includes('json')) {
        const token = (res.json() as { formToken?: unknown }).formToken
        if (typeof token === 'string') browser.token = token
      }
      return res
    },
    async authState() {
      return (await t.app.inject({ url: AUTH_STATE_PATH, headers: { cookie: browser.cookie } })).json()
    },
  }
  return browser
}

/** The operator's grant, as `npm run support-staff -- grant` makes it. */
export function supportStaffService(t: TestApp) {
  const db = t.database.db
  return createSupportStaffService({
    staff: createSupportStaffRepository(db),
    users: createUserRepository(db),
    audit: createImpersonationRepository(db),
    sessions: createSessionRepository(db),
  })
}

/** A support staff member signed in with a proven second factor (unless told otherwise). */
export async function signedInSupporter(
  t: TestApp,
  options: { secondFactor?: boolean; firstName?: string } = {},
): Promise<LiveBrowser> {
  const user = await createTestUser(t, { firstName: options.firstName ?? 'Sam' })
  await supportStaffService(t).grant(user.email, 'test operator', 'test grant')
  const browser = await liveBrowser(t, user)
  // Before the session is first used, so that no cached copy of it lacks the proof.
  if (options.secondFactor !== false) await proveSecondFactor(t, browser.sessionId)
  return browser
}

export const startBody = (
  target: { email?: string; userId?: string },
  reason = 'Ticket SUP-1234: cannot see booking',
) => ({
  method: 'POST' as const,
  url: IMPERSONATION_API.support,
  payload: { ...target, reason },
})

/** The trail of one impersonated or supporting session, oldest first. */
export async function auditRows(t: TestApp, where: { supporterUserId?: string; targetUserId?: string }) {
  let query = t.database.db.selectFrom('impersonation_audit').selectAll()
  if (where.supporterUserId) query = query.where('supporter_user_id', '=', where.supporterUserId)
  if (where.targetUserId) query = query.where('target_user_id', '=', where.targetUserId)
  return query.orderBy('occurred_at').orderBy('event', 'desc').execute()
}

export const sessionRow = (t: TestApp, id: string) =>
  t.database.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

/** The session a supporter's browser acts as the customer in. */
export const impersonatedSessionOf = (t: TestApp, supporter: LiveBrowser) =>
  t.database.db
    .selectFrom('sessions')
    .selectAll()
    .where('group_id', '=', supporter.groupId)
    .where('impersonator_user_id', '=', supporter.userId)
    .executeTakeFirstOrThrow()

/** A supporter already acting as a new customer, started through the route. */
export async function impersonating(t: TestApp) {
  const supporter = await signedInSupporter(t)
  const target = await createTestUser(t, { firstName: 'Casey' })
  const res = await supporter.call(startBody({ email: target.email }))
  if (res.statusCode !== 200) throw new Error(`start answered ${res.statusCode}: ${res.body}`)
  return { supporter, target }
}
