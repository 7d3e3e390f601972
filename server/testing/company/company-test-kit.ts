import crypto from 'node:crypto'
import type { TRoleTemplateKey } from '../../../shared/roles.ts'
import { DEMO_COMPANY_FEATURES } from '../../db/seed.ts'
import { createCompanyWithRoles } from '../../repositories/company.repository.ts'
import { createTestUser, type SignedInBrowser, signInBrowser } from '../account/account-test-support.ts'
import type { TestApp } from '../test-app.ts'

export interface TestCompany {
  id: string
  domain: string
  roles: Record<TRoleTemplateKey, string>
}

/** A company of the test's own, with its verified domain, the role templates and SSO enabled. */
export async function createCompany(
  t: TestApp,
  options: { features?: string[]; domain?: string } = {},
): Promise<TestCompany> {
  const domain = options.domain ?? `c${crypto.randomBytes(4).toString('hex')}.test`
  const db = t.database.db
  const company = await createCompanyWithRoles(db, {
    name: `Company ${domain}`,
    plan: 'enterprise',
    features: options.features ?? [...DEMO_COMPANY_FEATURES, 'SSO_INTEGRATION'],
    email_domains: [domain],
    booking_mode: 'TRAVELER_ONLY',
    confirmed_at: new Date(),
  })
  return { id: company.id, domain, roles: company.roles }
}

/** A user of the company with a profile in the given role (password TEST_PASSWORD). */
export async function createMemberOf(
  t: TestApp,
  company: TestCompany,
  role: TRoleTemplateKey,
  options: { local?: string; personal?: boolean; firstName?: string } = {},
): Promise<{ id: string; email: string }> {
  const email = `${options.local ?? `m-${crypto.randomBytes(4).toString('hex')}`}@${company.domain}`
  const user = await createTestUser(t, { email, firstName: options.firstName })
  await t.database.db
    .updateTable('users')
    .set({ has_personal_account: options.personal ?? false })
    .where('id', '=', user.id)
    .execute()
  await t.database.db
    .insertInto('business_profiles')
    .values({
      user_id: user.id,
      company_id: company.id,
      role_id: company.roles[role],
      confirmed_at: new Date(),
    })
    .execute()
  return user
}

/** The user's business profile, as stored. */
export function businessProfileOf(t: TestApp, userId: string) {
  return t.database.db
    .selectFrom('business_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
}

/** A new member of the company in the role, signed in in business mode: the user and their browser. */
export async function signedInMember(
  t: TestApp,
  company: TestCompany,
  role: TRoleTemplateKey,
  options: Parameters<typeof createMemberOf>[3] = {},
): Promise<{ user: { id: string; email: string }; browser: SignedInBrowser }> {
  const user = await createMemberOf(t, company, role, options)
  return { user, browser: await signInBrowser(t, user, { businessMode: true }) }
}

/** Gives the member another role (a custom one, say) directly, as the people routes would. */
export async function giveRole(t: TestApp, userId: string, roleId: string): Promise<void> {
  await t.database.db
    .updateTable('business_profiles')
    .set({ role_id: roleId })
    .where('user_id', '=', userId)
    .execute()
}

/** A group of the company with these members: its id. */
export async function groupOf(t: TestApp, company: TestCompany, name: string, userIds: readonly string[]) {
  const row = await t.database.db
    .insertInto('business_groups')
    .values({ company_id: company.id, name })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const userId of userIds)
    await t.database.db
      .insertInto('business_group_members')
      .values({ group_id: row.id, user_id: userId, company_id: company.id })
      .execute()
  return row.id
}

/**
 * A company admin signed in, in business mode. The second factor is set directly on the session
 * (the verification flow is another piece of work): `secondFactor: false` leaves it unproven.
 */
export async function adminBrowser(
  t: TestApp,
  company: TestCompany,
  options: { secondFactor?: boolean; role?: TRoleTemplateKey } = {},
): Promise<SignedInBrowser> {
  const { browser } = await signedInMember(t, company, options.role ?? 'admin')
  if (options.secondFactor !== false) await proveSecondFactor(t, browser.sessionId)
  return browser
}

/** Records a proven second factor on the session, as /business/verify would. */
export async function proveSecondFactor(t: TestApp, sessionId: string): Promise<void> {
  await t.database.db
    .updateTable('sessions')
    .set({ second_factor_at: new Date() })
    .where('id', '=', sessionId)
    .execute()
}

/** Records on the session that it acts for this traveller, as selecting them to book for would. */
export async function actFor(t: TestApp, sessionId: string, travelerId: string): Promise<void> {
  await t.database.db
    .updateTable('sessions')
    .set({ acting_for_user_id: travelerId })
    .where('id', '=', sessionId)
    .execute()
}

export function json(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  return body === undefined
    ? { method, url }
    : { method, url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }
}
