import { createMemberOf, type TestCompany } from '../company/company-test-kit.ts'
import type { TestApp } from '../test-app.ts'

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
