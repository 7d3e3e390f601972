import crypto from 'node:crypto'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { formTokenFor } from '../../plugins/session-group.ts'
import { createSessionRepository } from '../../repositories/session.repository.ts'
import { hashPassword } from '../../services/password-hasher.ts'
import { createSignedInGroup } from '../../services/session.service.ts'
import type { TestApp } from '../test-app.ts'

export const TEST_PASSWORD = 'correct horse battery staple'

/** A browser signed in as one user: its cookie, form token and ids, and a request helper. */
export interface SignedInBrowser {
  userId: string
  email: string
  sessionId: string
  groupId: string
  cookie: string
  token: string
  call(options: InjectOptions): Promise<LightMyRequestResponse>
}

/** A new user of its own, so tests that change passwords or e-mails do not disturb each other. */
export async function createTestUser(
  t: TestApp,
  fields: { email?: string; password?: string | null; firstName?: string } = {},
): Promise<{ id: string; email: string }> {
  const email = fields.email ?? `u-${crypto.randomBytes(6).toString('hex')}@example.test`
  const password = fields.password === undefined ? TEST_PASSWORD : fields.password
  const row = await t.database.db
    .insertInto('users')
    .values({
      email,
      password_hash: password === null ? null : await hashPassword(password),
      first_name: fields.firstName ?? 'Test',
      last_name: 'User',
      has_personal_account: true,
      email_confirmed_at: new Date(),
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow()
  return row
}

/** Signs the user in in a new browser, as a sign-in would (fresh group, one active session). */
export async function signInBrowser(
  t: TestApp,
  user: { id: string; email: string },
  options: { businessMode?: boolean } = {},
): Promise<SignedInBrowser> {
  const group = await createSignedInGroup(createSessionRepository(t.database.db), {
    userId: user.id,
    businessMode: options.businessMode ?? false,
    sticky: false,
  })
  const cookie = `fw_sg=${group.secret}`
  const token = formTokenFor(t.config.secret, group.secret)
  return {
    userId: user.id,
    email: user.email,
    sessionId: group.sessionId,
    groupId: group.groupId,
    cookie,
    token,
    call: (options) =>
      t.app.inject({ ...options, headers: { cookie, 'x-csrf': token, ...(options.headers ?? {}) } }),
  }
}

/** A new user of the test's own (createTestUser's fields), signed in in a new browser. */
export async function signedInUser(
  t: TestApp,
  fields: Parameters<typeof createTestUser>[1] = {},
): Promise<SignedInBrowser> {
  return signInBrowser(t, await createTestUser(t, fields))
}

/** Marks the browser's session as one a new support user acts in, as impersonation leaves it. */
export async function markImpersonated(t: TestApp, browser: SignedInBrowser): Promise<void> {
  const support = await createTestUser(t)
  await t.database.db
    .updateTable('sessions')
    .set({ impersonator_user_id: support.id })
    .where('id', '=', browser.sessionId)
    .execute()
}

/** Makes the browser's last password proof `minutes` old. */
export async function ageAuthentication(t: TestApp, browser: SignedInBrowser, minutes: number) {
  await t.database.db
    .updateTable('sessions')
    .set({ authenticated_at: new Date(Date.now() - minutes * 60 * 1000) })
    .where('id', '=', browser.sessionId)
    .execute()
}

export function form(fields: Record<string, string>): InjectOptions {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  }
}
