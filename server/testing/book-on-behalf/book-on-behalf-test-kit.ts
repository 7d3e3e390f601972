import type { TRoleTemplateKey } from '../../../shared/roles.ts'
import { signInBrowser } from '../account/account-test-support.ts'
import { createMemberOf, type TestCompany } from '../company/company-test-kit.ts'
import type { TestApp } from '../test-app.ts'
import { type TripsBrowser, withOwnIps } from '../trips/trips-test-kit.ts'

export type Member = TripsBrowser & { id: string }

/** A member of the company signed in in business mode, its second factor proven, each call from its own IP. */
export async function memberBrowser(
  t: TestApp,
  company: TestCompany,
  role: TRoleTemplateKey,
  firstName?: string,
): Promise<Member> {
  const user = await createMemberOf(t, company, role)
  if (firstName)
    await t.database.db
      .updateTable('users')
      .set({ first_name: firstName })
      .where('id', '=', user.id)
      .execute()
  const browser = withOwnIps(await signInBrowser(t, user, { businessMode: true }))
  await t.database.db
    .updateTable('sessions')
    .set({ second_factor_at: new Date() })
    .where('id', '=', browser.sessionId)
    .execute()
  return { ...browser, id: user.id }
}

/** The traveller names the arranger (the delegation TRIP_EVENT_BOOK_FOR_EXPLICIT reaches). */
export async function delegate(t: TestApp, company: TestCompany, travelerId: string, arrangerId: string) {
  await t.database.db
    .insertInto('travel_arranger_delegations')
    .values({ company_id: company.id, traveler_user_id: travelerId, arranger_user_id: arrangerId })
    .execute()
}

/** A guest of the company sponsored by `sponsorId`. */
export async function guestOf(t: TestApp, company: TestCompany, sponsorId: string) {
  const guest = await createMemberOf(t, company, 'guest')
  await t.database.db
    .updateTable('business_profiles')
    .set({ sponsor_user_id: sponsorId })
    .where('user_id', '=', guest.id)
    .execute()
  return guest
}
