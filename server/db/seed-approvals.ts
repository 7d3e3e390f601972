import type { Kysely } from 'kysely'
import { createApprovalSettingsRepository } from '../repositories/approval-settings.repository.ts'
import type { DB } from './schema.ts'

/**
 * Northwind's approvals (decision 055): every hotel and out-of-policy flights and cars are approved
 * within a 24-hour void window (booked at once, so that other demos' bookings still book; KAYAK's
 * model and its default, keep); Priya (approver) decides first with Marcus (travel manager) as her
 * backup; Ava's manager is Marcus; trains only notify. Called by seedDemo in its transaction, once.
 */
export async function seedDemoApprovals(
  trx: Kysely<DB>,
  companyId: string,
  userIds: ReadonlyMap<string, string>,
): Promise<void> {
  const approver = userIds.get('approver@northwind.test')
  const manager = userIds.get('manager@northwind.test')
  const ava = userIds.get('ava@northwind.test')
  if (!approver || !manager || !ava) return
  const repo = createApprovalSettingsRepository(trx)
  // An address registered before the seed may belong to another company: then there is nothing to map.
  if ((await repo.activeMembers(companyId, [approver, manager, ava])).size < 3) return
  await repo.putSettings(
    companyId,
    {
      timing: 'voidWindow',
      verticalRules: { hotel: 'all', flight: 'outOfPolicy', car: 'outOfPolicy', train: 'notify' },
      windowHours: 24,
      stepHours: 24,
      defaultOnTimeout: 'keep',
      allowCustomApprover: true,
    },
    trx,
  )
  await repo.replaceChain(companyId, null, [
    { kind: 'user', approverUserId: approver, backupUserId: manager },
  ])
  await trx
    .insertInto('approval_managers')
    .values({ company_id: companyId, user_id: ava, manager_user_id: manager })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute()
}
