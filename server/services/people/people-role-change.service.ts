import { PeopleErrorCode } from '../../../shared/business/people-contract.ts'
import type { TRoleChangeResponse } from '../../../shared/business/people-schemas.ts'
import { HttpError } from '../../http-error.ts'
import type { Data } from '../../repositories/data.ts'
import type { AuditActor, BusinessAuditService } from '../business/business-audit.service.ts'
import type { SessionEvictions } from '../session-evictions.ts'
import { lastAdmin, memberNotFound, roleNotFound } from './people-errors.ts'

export interface RoleChangeDeps {
  /** The unit of work: a change and its audit entry commit together. */
  data: Pick<Data, 'transaction'>
  audit: Pick<BusinessAuditService, 'record'>
  evictions: Pick<SessionEvictions, 'publish'>
}

/** Gives members another role of their company, one by one or in bulk (decision 036). */
export interface RoleChangeService {
  change(actor: AuditActor, userIds: string[], roleId: string): Promise<TRoleChangeResponse>
}

export function createRoleChangeService(deps: RoleChangeDeps): RoleChangeService {
  return {
    async change(actor, userIds, roleId) {
      const { companyId } = actor
      const wanted = [...new Set(userIds)]
      // Nobody changes their own role: an admin would otherwise lock themselves (and maybe everyone) out.
      if (wanted.includes(actor.userId))
        throw new HttpError(400, PeopleErrorCode.CANNOT_CHANGE_OWN_ROLE, 'You cannot change your own role.')
      const changed = await deps.data.transaction(async (tx) => {
        const repo = tx.peopleRoles
        await repo.lockCompany(companyId)
        const role = await repo.find(companyId, roleId)
        if (!role) throw roleNotFound()
        const members = await repo.members(companyId, wanted)
        // Another company's member reads exactly like nobody (ASVS 8.4.1).
        if (members.length !== wanted.length) throw memberNotFound()
        const moving = members.filter((m) => m.roleId !== roleId)
        await repo.setRole(
          companyId,
          moving.map((m) => m.userId),
          roleId,
        )
        if (moving.length > 0 && (await repo.countActiveAdmins(companyId)) === 0) throw lastAdmin()
        await deps.audit.record(
          actor,
          moving.map((m) => ({
            action: 'user.role.change',
            targetType: 'user',
            targetId: m.userId,
            targetLabel: m.email,
            details: { from: { id: m.roleId, name: m.roleName }, to: { id: role.id, name: role.name } },
          })),
          tx,
        )
        return moving
      })
      // Their cached sessions carry the old permissions: end them at once on every instance.
      for (const m of changed) await deps.evictions.publish({ userId: m.userId })
      return { changed: changed.length, unchanged: wanted.length - changed.length }
    },
  }
}
