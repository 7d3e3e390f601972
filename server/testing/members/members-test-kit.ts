import { expect } from 'vitest'
import { INVITATION_LINK_PARAM } from '../../../shared/business/members-contract.ts'
import { createMemberOf, type TestCompany } from '../company/company-test-kit.ts'
import { mailsTo } from '../mail/outbox.ts'
import type { TestApp } from '../test-app.ts'

/** The secret of the last invitation mailed to this address (read from the outbox, as a user would). */
export async function invitationSecret(t: TestApp, email: string): Promise<string> {
  const [mail] = await mailsTo(t, email)
  const match = new RegExp(`#${INVITATION_LINK_PARAM}=([A-Za-z0-9_-]+)`).exec(mail?.text_body ?? '')
  expect(match, 'an invitation link in the mail').not.toBeNull()
  return match?.[1] ?? ''
}

/** A date `days` ahead, as the API takes an end of access. */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString()
}

export function freshEmail(company: TestCompany | string, local = 'new'): string {
  const domain = typeof company === 'string' ? company : company.domain
  return `${local}-${Math.random().toString(36).slice(2, 10)}@${domain}`
}

/** A guest of the company sponsored by `sponsorId`, their access ending at `accessEndsAt` if given. */
export async function guestOf(
  t: TestApp,
  company: TestCompany,
  sponsorId: string,
  options: { accessEndsAt?: Date } = {},
) {
  const guest = await createMemberOf(t, company, 'guest')
  await t.database.db
    .updateTable('business_profiles')
    .set({
      sponsor_user_id: sponsorId,
      ...(options.accessEndsAt ? { access_ends_at: options.accessEndsAt } : {}),
    })
    .where('user_id', '=', guest.id)
    .execute()
  return guest
}

/** A custom role of the company with exactly these permissions. */
export async function customRole(t: TestApp, company: TestCompany, permissions: string[]): Promise<string> {
  const row = await t.database.db
    .insertInto('roles')
    .values({ company_id: company.id, name: `Custom ${Math.random().toString(36).slice(2, 8)}`, permissions })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The company's audit log, oldest first: its actions. */
export async function auditActions(t: TestApp, company: Pick<TestCompany, 'id'>): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('business_audit_log')
    .select('action')
    .where('company_id', '=', company.id)
    .orderBy('seq')
    .execute()
  return rows.map((r) => r.action)
}
