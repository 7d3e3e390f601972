import { type Kysely, sql } from 'kysely'
import type { DB } from '../db/schema.ts'
import type { ApprovalDefault, ApprovalTiming } from '../db/schema-approvals.ts'
import { companyNamesRepository } from './company-names.repository.ts'
import { activeMemberIdsAmong } from './members.repository.ts'

export interface PersonRow {
  userId: string
  firstName: string | null
  lastName: string | null
  email: string
}

export interface SettingsRow {
  timing: ApprovalTiming
  verticalRules: Record<string, string>
  windowHours: number
  stepHours: number
  defaultOnTimeout: ApprovalDefault
  allowCustomApprover: boolean
}

export interface ChainStepRow {
  groupId: string | null
  position: number
  kind: 'manager' | 'user'
  approverUserId: string | null
  backupUserId: string | null
}

export interface DelegationRow {
  userId: string
  delegateUserId: string
  startsOn: string
  endsOn: string
}

const dateText = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)

/** Approval settings, chains, managers, delegations and the Slack webhook (migration 029). */
export function createApprovalSettingsRepository(db: Kysely<DB>) {
  return {
    async settings(companyId: string): Promise<SettingsRow | null> {
      const row = await db
        .selectFrom('approval_settings')
        .selectAll()
        .where('company_id', '=', companyId)
        .executeTakeFirst()
      if (!row) return null
      return {
        timing: row.timing,
        verticalRules: (row.vertical_rules ?? {}) as Record<string, string>,
        windowHours: row.window_hours,
        stepHours: row.step_hours,
        defaultOnTimeout: row.default_on_timeout,
        allowCustomApprover: row.allow_custom_approver,
      }
    },

    async putSettings(companyId: string, s: SettingsRow, trx: Kysely<DB> = db) {
      const values = {
        timing: s.timing,
        vertical_rules: JSON.stringify(s.verticalRules),
        window_hours: s.windowHours,
        step_hours: s.stepHours,
        default_on_timeout: s.defaultOnTimeout,
        allow_custom_approver: s.allowCustomApprover,
        updated_at: sql<Date>`now()`,
      }
      await trx
        .insertInto('approval_settings')
        .values({ company_id: companyId, ...values })
        .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
        .execute()
    },

    /** Active members of the company among the ids (guests excluded only where the caller says). */
    async activeMembers(companyId: string, userIds: readonly string[]): Promise<Set<string>> {
      return new Set(await activeMemberIdsAmong(db, companyId, userIds))
    },

    /** Members among the ids whose role holds one of the permissions. */
    async membersWithAny(companyId: string, userIds: readonly string[], permissions: readonly string[]) {
      if (userIds.length === 0) return new Set<string>()
      const rows = await db
        .selectFrom('business_profiles as p')
        .innerJoin('roles as r', 'r.id', 'p.role_id')
        .select('p.user_id')
        .where('p.company_id', '=', companyId)
        .where('p.user_id', 'in', [...userIds])
        .where('p.deactivated_at', 'is', null)
        .where(sql<boolean>`r.permissions && ${sql.val([...permissions])}::text[]`)
        .where(sql<boolean>`not ('DISABLED' = any(r.permissions))`)
        .execute()
      return new Set(rows.map((r) => r.user_id))
    },

    async people(userIds: readonly string[]): Promise<Map<string, PersonRow>> {
      if (userIds.length === 0) return new Map()
      const rows = await db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'email'])
        .where('id', 'in', [...new Set(userIds)])
        .execute()
      return new Map(
        rows.map((r) => [
          r.id,
          { userId: r.id, firstName: r.first_name, lastName: r.last_name, email: r.email },
        ]),
      )
    },

    groups: companyNamesRepository(db).groups,

    async chainSteps(companyId: string): Promise<ChainStepRow[]> {
      const rows = await db
        .selectFrom('approval_chain_steps')
        .select(['group_id', 'position', 'kind', 'approver_user_id', 'backup_user_id'])
        .where('company_id', '=', companyId)
        .orderBy('position')
        .execute()
      return rows.map((r) => ({
        groupId: r.group_id,
        position: r.position,
        kind: r.kind,
        approverUserId: r.approver_user_id,
        backupUserId: r.backup_user_id,
      }))
    },

    async replaceChain(
      companyId: string,
      groupId: string | null,
      steps: readonly Omit<ChainStepRow, 'groupId' | 'position'>[],
    ) {
      let remove = db.deleteFrom('approval_chain_steps').where('company_id', '=', companyId)
      remove = groupId ? remove.where('group_id', '=', groupId) : remove.where('group_id', 'is', null)
      await remove.execute()
      if (steps.length === 0) return
      await db
        .insertInto('approval_chain_steps')
        .values(
          steps.map((s, position) => ({
            company_id: companyId,
            group_id: groupId,
            position,
            kind: s.kind,
            approver_user_id: s.approverUserId,
            backup_user_id: s.backupUserId,
          })),
        )
        .execute()
    },

    async managers(companyId: string) {
      return db
        .selectFrom('approval_managers')
        .select(['user_id', 'manager_user_id'])
        .where('company_id', '=', companyId)
        .execute()
    },

    async setManager(companyId: string, userId: string, managerUserId: string) {
      await db
        .insertInto('approval_managers')
        .values({ company_id: companyId, user_id: userId, manager_user_id: managerUserId })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ manager_user_id: managerUserId }))
        .execute()
    },

    async removeManager(companyId: string, userId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('approval_managers')
        .where('company_id', '=', companyId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return result.numDeletedRows > 0n
    },

    async delegations(companyId: string): Promise<DelegationRow[]> {
      const rows = await db
        .selectFrom('approval_delegations')
        .select(['user_id', 'delegate_user_id', 'starts_on', 'ends_on'])
        .where('company_id', '=', companyId)
        .execute()
      return rows.map((r) => ({
        userId: r.user_id,
        delegateUserId: r.delegate_user_id,
        startsOn: dateText(r.starts_on),
        endsOn: dateText(r.ends_on),
      }))
    },

    async setDelegation(companyId: string, d: DelegationRow) {
      const values = { delegate_user_id: d.delegateUserId, starts_on: d.startsOn, ends_on: d.endsOn }
      await db
        .insertInto('approval_delegations')
        .values({ company_id: companyId, user_id: d.userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute()
    },

    async removeDelegation(companyId: string, userId: string) {
      await db
        .deleteFrom('approval_delegations')
        .where('company_id', '=', companyId)
        .where('user_id', '=', userId)
        .execute()
    },

    async slack(companyId: string) {
      return (
        (await db
          .selectFrom('company_slack_webhooks')
          .selectAll()
          .where('company_id', '=', companyId)
          .executeTakeFirst()) ?? null
      )
    },

    async putSlack(companyId: string, url: string, label: string | null, byUserId: string) {
      const values = {
        webhook_url: url,
        channel_label: label,
        configured_by_user_id: byUserId,
        updated_at: sql<Date>`now()`,
      }
      await db
        .insertInto('company_slack_webhooks')
        .values({ company_id: companyId, ...values })
        .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
        .execute()
    },

    async removeSlack(companyId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('company_slack_webhooks')
        .where('company_id', '=', companyId)
        .executeTakeFirst()
      return result.numDeletedRows > 0n
    },
  }
}
export type ApprovalSettingsRepository = ReturnType<typeof createApprovalSettingsRepository>
