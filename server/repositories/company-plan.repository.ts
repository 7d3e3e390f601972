import type { Kysely, Selectable } from 'kysely'
import type { CompanyPlanRequestsTable, DB } from '../db/schema.ts'

export type PlanRequestRow = Selectable<CompanyPlanRequestsTable>

/** Plan upgrade requests (decision 034). */
export interface CompanyPlanRepository {
  latest(companyId: string): Promise<PlanRequestRow | null>
  pending(companyId: string): Promise<PlanRequestRow | null>
  record(values: {
    companyId: string
    plan: CompanyPlanRequestsTable['plan']
    status: CompanyPlanRequestsTable['status']
    requestedByUserId: string
    at: Date
  }): Promise<PlanRequestRow>
}

export function createCompanyPlanRepository(db: Kysely<DB>): CompanyPlanRepository {
  return {
    async latest(companyId) {
      const row = await db
        .selectFrom('company_plan_requests')
        .selectAll()
        .where('company_id', '=', companyId)
        .orderBy('requested_at', 'desc')
        .limit(1)
        .executeTakeFirst()
      return row ?? null
    },
    async pending(companyId) {
      const row = await db
        .selectFrom('company_plan_requests')
        .selectAll()
        .where('company_id', '=', companyId)
        .where('status', '=', 'PENDING')
        .executeTakeFirst()
      return row ?? null
    },
    record({ companyId, plan, status, requestedByUserId, at }) {
      return db
        .insertInto('company_plan_requests')
        .values({
          company_id: companyId,
          plan,
          status,
          requested_by_user_id: requestedByUserId,
          requested_at: at,
          decided_at: status === 'APPLIED' ? at : null,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
    },
  }
}
