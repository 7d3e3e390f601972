import { type Kysely, sql } from 'kysely'
import type { DB } from '../db/schema.ts'
import type { ApprovalDefault, ApprovalRequestStatus, ApprovalVia } from '../db/schema-approvals.ts'
import { companyNamesRepository } from './company-names.repository.ts'
import { consumeToken, findLiveToken } from './single-use-token.ts'

export interface NewRequest {
  companyId: string
  tripEventId: string
  travelerUserId: string
  bookerUserId: string | null
  timing: 'beforeBooking' | 'voidWindow'
  defaultOnTimeout: ApprovalDefault
  stepDueAt: Date
  deadlineAt: Date | null
}

export interface RequestStepRow {
  requestId: string
  position: number
  approverUserId: string | null
  backupUserId: string | null
  outcome: 'approved' | 'denied' | 'timedOut' | null
  decidedByUserId: string | null
  comment: string | null
}

const REQUEST_COLUMNS = [
  'r.id',
  'r.company_id',
  'r.trip_event_id',
  'r.traveler_user_id',
  'r.booker_user_id',
  'r.timing',
  'r.default_on_timeout',
  'r.status',
  'r.current_step',
  'r.escalated',
  'r.step_due_at',
  'r.deadline_at',
  'r.created_at',
  'r.decided_at',
  'r.decided_by_user_id',
  'r.decided_via',
  'r.comment',
  'e.title',
  'e.vertical',
  'e.starts_at',
  'e.ends_at',
  'e.price_minor',
  'e.currency',
  'e.policy_status',
  'e.policy_reasons',
  'e.policy_budget_minor',
  'e.out_of_policy_reason',
  'e.state',
] as const

function requestQuery(db: Kysely<DB>) {
  return db
    .selectFrom('approval_requests as r')
    .innerJoin('trip_events as e', 'e.id', 'r.trip_event_id')
    .select(REQUEST_COLUMNS)
}
export type RequestRow = Awaited<ReturnType<ReturnType<typeof requestQuery>['executeTakeFirstOrThrow']>>

/** Approval requests, their steps, their links and the booking rows they decide (migration 029). */
export function createApprovalRequestsRepository(db: Kysely<DB>) {
  return {
    /** The traveller's groups (by name, for a stable choice) and manager (set here, else imported). */
    async travelerContext(companyId: string, travelerUserId: string) {
      const groups = await db
        .selectFrom('business_group_members as m')
        .innerJoin('business_groups as g', 'g.id', 'm.group_id')
        .select('g.id')
        .where('m.company_id', '=', companyId)
        .where('m.user_id', '=', travelerUserId)
        .orderBy('g.name')
        .execute()
      const set = await db
        .selectFrom('approval_managers')
        .select('manager_user_id')
        .where('company_id', '=', companyId)
        .where('user_id', '=', travelerUserId)
        .executeTakeFirst()
      let managerUserId = set?.manager_user_id ?? null
      if (!managerUserId) {
        const imported = await db
          .selectFrom('business_profiles as p')
          .innerJoin('business_member_details as d', 'd.profile_id', 'p.id')
          .innerJoin('users as u', (join) => join.on(sql`lower(u.email)`, '=', sql`lower(d.manager_email)`))
          .innerJoin('business_profiles as mp', (join) =>
            join.onRef('mp.user_id', '=', 'u.id').on('mp.company_id', '=', companyId),
          )
          .select('u.id')
          .where('p.user_id', '=', travelerUserId)
          .where('p.company_id', '=', companyId)
          .where('mp.deactivated_at', 'is', null)
          .executeTakeFirst()
        managerUserId = imported?.id ?? null
      }
      return { groupIds: groups.map((g) => g.id), managerUserId }
    },

    async insert(
      request: NewRequest,
      steps: readonly Omit<RequestStepRow, 'requestId' | 'outcome' | 'decidedByUserId' | 'comment'>[],
    ) {
      const { id } = await db
        .insertInto('approval_requests')
        .values({
          company_id: request.companyId,
          trip_event_id: request.tripEventId,
          traveler_user_id: request.travelerUserId,
          booker_user_id: request.bookerUserId,
          timing: request.timing,
          default_on_timeout: request.defaultOnTimeout,
          step_due_at: request.stepDueAt,
          deadline_at: request.deadlineAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await db
        .insertInto('approval_request_steps')
        .values(
          steps.map((s) => ({
            request_id: id,
            position: s.position,
            approver_user_id: s.approverUserId,
            backup_user_id: s.backupUserId,
          })),
        )
        .execute()
      return id
    },

    async find(companyId: string, requestId: string): Promise<RequestRow | null> {
      return (
        (await requestQuery(db)
          .where('r.id', '=', requestId)
          .where('r.company_id', '=', companyId)
          .executeTakeFirst()) ?? null
      )
    },

    async findById(requestId: string): Promise<RequestRow | null> {
      return (await requestQuery(db).where('r.id', '=', requestId).executeTakeFirst()) ?? null
    },

    async list(companyId: string, view: 'pending' | 'history', limit: number): Promise<RequestRow[]> {
      const query = requestQuery(db).where('r.company_id', '=', companyId)
      return view === 'pending'
        ? query.where('r.status', '=', 'pending').orderBy('r.created_at').limit(limit).execute()
        : query.where('r.status', '<>', 'pending').orderBy('r.decided_at', 'desc').limit(limit).execute()
    },

    async steps(requestIds: readonly string[]): Promise<RequestStepRow[]> {
      if (requestIds.length === 0) return []
      const rows = await db
        .selectFrom('approval_request_steps')
        .selectAll()
        .where('request_id', 'in', [...requestIds])
        .orderBy('position')
        .execute()
      return rows.map((r) => ({
        requestId: r.request_id,
        position: r.position,
        approverUserId: r.approver_user_id,
        backupUserId: r.backup_user_id,
        outcome: r.outcome,
        decidedByUserId: r.decided_by_user_id,
        comment: r.comment,
      }))
    },

    /** Ends a pending request at the step it is on; false when someone (or the sweeper) came first. */
    async close(
      requestId: string,
      step: number,
      outcome: {
        status: Exclude<ApprovalRequestStatus, 'pending'>
        by: string | null
        via: ApprovalVia
        comment: string | null
        at: Date
      },
    ): Promise<boolean> {
      const result = await db
        .updateTable('approval_requests')
        .set({
          status: outcome.status,
          decided_at: outcome.at,
          decided_by_user_id: outcome.by,
          decided_via: outcome.via,
          comment: outcome.comment,
        })
        .where('id', '=', requestId)
        .where('status', '=', 'pending')
        .where('current_step', '=', step)
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },

    /** Moves to the next step (or asks the backup) from where the request was seen. */
    async moveOn(
      requestId: string,
      from: { step: number; escalated: boolean },
      to: { step: number; escalated: boolean; dueAt: Date },
    ) {
      const result = await db
        .updateTable('approval_requests')
        .set({ current_step: to.step, escalated: to.escalated, step_due_at: to.dueAt })
        .where('id', '=', requestId)
        .where('status', '=', 'pending')
        .where('current_step', '=', from.step)
        .where('escalated', '=', from.escalated)
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },

    async markStep(
      requestId: string,
      position: number,
      outcome: 'approved' | 'denied' | 'timedOut',
      by: string | null,
      comment: string | null,
      at: Date,
    ) {
      await db
        .updateTable('approval_request_steps')
        .set({ outcome, decided_by_user_id: by, comment, decided_at: at })
        .where('request_id', '=', requestId)
        .where('position', '=', position)
        .execute()
    },

    async insertLink(link: {
      tokenHash: string
      requestId: string
      step: number
      userId: string
      expiresAt: Date
    }) {
      await db
        .insertInto('approval_links')
        .values({
          token_hash: link.tokenHash,
          request_id: link.requestId,
          step: link.step,
          user_id: link.userId,
          expires_at: link.expiresAt,
        })
        .execute()
    },

    findLiveLink: (tokenHash: string, now: Date) => findLiveToken(db, 'approval_links', tokenHash, now),

    consumeLink: (id: string, now: Date) => consumeToken(db, 'approval_links', id, now),

    /**
     * Requests whose step ran out, locked for this transaction; rows another instance holds are skipped,
     * so that several instances sweep without deciding one request twice.
     */
    async lockDue(now: Date, limit: number) {
      return db
        .selectFrom('approval_requests')
        .select(['id', 'current_step', 'escalated', 'deadline_at'])
        .where('status', '=', 'pending')
        .where('step_due_at', '<=', now)
        .orderBy('step_due_at')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute()
    },

    /** Active approvers of the company (the chain's last resort), those for all first. */
    /** A member still active in the company (profile and user), with their role's permissions. */
    async activeMember(userId: string, companyId: string) {
      return (
        (await db
          .selectFrom('business_profiles as p')
          .innerJoin('roles as r', 'r.id', 'p.role_id')
          .innerJoin('users as u', 'u.id', 'p.user_id')
          .select(['u.email', 'r.permissions'])
          .where('p.user_id', '=', userId)
          .where('p.company_id', '=', companyId)
          .where('p.deactivated_at', 'is', null)
          .where('u.disabled_at', 'is', null)
          .executeTakeFirst()) ?? null
      )
    },

    async companyApprovers(companyId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('business_profiles as p')
        .innerJoin('roles as r', 'r.id', 'p.role_id')
        .select('p.user_id')
        .where('p.company_id', '=', companyId)
        .where('p.deactivated_at', 'is', null)
        .where(
          sql<boolean>`r.permissions && array['TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL', 'TRIP_EVENT_APPROVAL_PROCESSING']::text[]`,
        )
        .where(sql<boolean>`not ('DISABLED' = any(r.permissions))`)
        .orderBy(sql`'TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL' = any(r.permissions)`, 'desc')
        .orderBy('p.created_at')
        .limit(10)
        .execute()
      return rows.map((r) => r.user_id)
    },

    async companyName(companyId: string): Promise<string> {
      return (await companyNamesRepository(db).companyName(companyId)) ?? ''
    },
  }
}
export type ApprovalRequestsRepository = ReturnType<typeof createApprovalRequestsRepository>
