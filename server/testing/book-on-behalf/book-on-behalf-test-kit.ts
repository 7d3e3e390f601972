import type { TestCompany } from '../company/company-test-kit.ts'
import type { TestApp } from '../test-app.ts'

/** The traveller names the arranger (the delegation TRIP_EVENT_BOOK_FOR_EXPLICIT reaches). */
export async function delegate(t: TestApp, company: TestCompany, travelerId: string, arrangerId: string) {
  await t.database.db
    .insertInto('travel_arranger_delegations')
    .values({ company_id: company.id, traveler_user_id: travelerId, arranger_user_id: arrangerId })
    .execute()
}
