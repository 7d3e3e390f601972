import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { AUTH_PATHS } from '../../../shared/auth/auth-contract.ts'
import type { TRoleTemplateKey } from '../../../shared/roles.ts'
import { TWO_FACTOR_API } from '../../../shared/two-factor/two-factor-contract.ts'
import { DEMO_COMPANY_NAME } from '../../db/seed.ts'
import { decryptTotpSecret, totpCode, totpEncryptionKey, totpStepAt } from '../../services/two-factor/totp.ts'
import {
  callJson,
  mailCount,
  mailedCode,
  newBrowser,
  nthMailTo,
  postForm,
  type TestBrowser,
} from '../auth/auth-test-kit.ts'
import type { TestApp } from '../test-app.ts'
import { createTestUser, TEST_PASSWORD } from './account-test-support.ts'

/** A business-only member of the demo company with the given role, with a password of its own. */
export async function createCompanyMember(
  t: TestApp,
  role: TRoleTemplateKey,
): Promise<{ id: string; email: string }> {
  const user = await createTestUser(t)
  const db = t.database.db
  await db.updateTable('users').set({ has_personal_account: false }).where('id', '=', user.id).execute()
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', DEMO_COMPANY_NAME)
    .executeTakeFirstOrThrow()
  const roleRow = await db
    .selectFrom('roles')
    .select('id')
    .where('company_id', '=', company.id)
    .where('template_key', '=', role)
    .executeTakeFirstOrThrow()
  await db
    .insertInto('business_profiles')
    .values({ user_id: user.id, company_id: company.id, role_id: roleRow.id, confirmed_at: new Date() })
    .execute()
  return user
}

/**
 * Signs in through the real password form in a browser of its own (or in `browser`, which then holds one
 * more account); business-only accounts start in business mode.
 */
export async function signInWithPassword(
  app: FastifyInstance,
  email: string,
  password: string = TEST_PASSWORD,
  browser?: TestBrowser,
): Promise<TestBrowser> {
  browser ??= await newBrowser(app)
  const res = await postForm(app, browser, AUTH_PATHS.login, { username: email, passwd: password })
  expect(res.statusCode, res.body).toBe(200)
  return browser
}

/** Asks for an e-mailed code and reads it from the real SMTP sink. */
export async function mailedSecondFactorCode(
  app: FastifyInstance,
  smtp: { messages: { to: string; text: string }[] },
  browser: TestBrowser,
  email: string,
): Promise<string> {
  const before = mailCount(smtp, email)
  const sent = await callJson(app, browser, 'POST', TWO_FACTOR_API.emailSend)
  expect(sent.statusCode, sent.body).toBe(200)
  return mailedCode((await nthMailTo(smtp, email, before)).text)
}

/** A new admin of the demo company, signed in with the password and verified by an e-mailed code. */
export async function verifiedAdmin(env: { t: TestApp; smtp: { messages: { to: string; text: string }[] } }) {
  const user = await createCompanyMember(env.t, 'admin')
  const browser = await signInWithPassword(env.t.app, user.email)
  const code = await mailedSecondFactorCode(env.t.app, env.smtp, browser, user.email)
  const verified = await callJson(env.t.app, browser, 'POST', TWO_FACTOR_API.verify, {
    method: 'email',
    code,
  })
  expect(verified.statusCode, verified.body).toBe(200)
  return { user, browser }
}

/** The user's authenticator secret as the app holds it, read back through the server's own key. */
export async function storedTotpSecret(t: TestApp, userId: string): Promise<Uint8Array> {
  const row = await t.database.db
    .selectFrom('totp_credentials')
    .select('secret_encrypted')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return decryptTotpSecret(totpEncryptionKey(t.config.secret), userId, row.secret_encrypted)
}

/** The code an authenticator shows `offset` steps from now. */
export function codeAt(secret: Uint8Array, offset = 0): string {
  return totpCode(secret, totpStepAt(Date.now()) + BigInt(offset))
}
