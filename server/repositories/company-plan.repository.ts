import type { Kysely, Selectable } from 'kysely'
import type { CompaniesTable, CompanyPlanRequestsTable, DB } from '../db/schema.ts'

export type PlanRequestRow = Selectable<CompanyPlanRequestsTable>

/** A request waiting for an operator, with what they need to decide it. */
export interface PendingPlanRequest {
  id: string
  companyId: string
  companyName: string
  currentPlan: CompaniesTable['plan']
  plan: CompanyPlanRequestsTable['plan']
  /** Null when the requester's account is gone. */
  requesterEmail: string | null
  requestedAt: Date
}

/** Plan upgrade requests (decision 034). */
export interface CompanyPlanRepository {
  latest(companyId: string): Promise<PlanRequestRow | null>
  pending(companyId: string): Promise<PlanRequestRow | null>
  /** Locks the row inside a transaction; callers lock the company first. */
  find(requestId: string, options?: { lock?: boolean }): Promise<PlanRequestRow | null>
  /** Every company's waiting request, oldest first. */
  listPending(): Promise<PendingPlanRequest[]>
  record(values: {
    companyId: string
    plan: CompanyPlanRequestsTable['plan']
    status: CompanyPlanRequestsTable['status']
    requestedByUserId: string
    at: Date
  }): Promise<PlanRequestRow>
  /** Closes a pending request; false when it was not pending (any more). */
  decide(
    requestId: string,
    decision: { status: 'APPLIED' | 'DECLINED'; at: Date; by: string; note: string | null },
  ): Promise<boolean>
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
    async find(requestId, { lock = false } = {}) {
      let query = db.selectFrom('company_plan_requests').selectAll().where('id', '=', requestId)
      if (lock) query = query.forUpdate()
      return (await query.executeTakeFirst()) ?? null
    },
    listPending() {
      return db
        .selectFrom('company_plan_requests as r')
        .innerJoin('companies as c', 'c.id', 'r.company_id')
        .leftJoin('users as u', 'u.id', 'r.requested_by_user_id')
        .select([
          'r.id',
          'r.company_id as companyId',
          'c.name as companyName',
          'c.plan as currentPlan',
          'r.plan',
          'u.email as requesterEmail',
          'r.requested_at as requestedAt',
        ])
        .where('r.status', '=', 'PENDING')
        .orderBy('r.requested_at')
        .orderBy('r.id')
        .execute()
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
    async decide(requestId, { status, at, by, note }) {
      const result = await db
        .updateTable('company_plan_requests')
        .set({ status, decided_at: at, decided_by: by, decision_note: note })
        .where('id', '=', requestId)
        .where('status', '=', 'PENDING')
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },
  }
}
