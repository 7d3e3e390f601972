import { checkRole } from '../../../shared/business/custom-roles.ts'
import { PEOPLE_LIMITS, PeopleErrorCode } from '../../../shared/business/people-contract.ts'
import type { TRole, TRoleListResponse, TRoleSaveRequest } from '../../../shared/business/people-schemas.ts'
import { HttpError } from '../../http-error.ts'
import { presentRole } from '../../presenters/people.presenter.ts'
import type { Data } from '../../repositories/data.ts'
import type { PeopleRolesRepository, RoleRow } from '../../repositories/people-roles.repository.ts'
import {
  type AuditActor,
  type BusinessAuditService,
  targetChange,
} from '../business/business-audit.service.ts'
import type { SessionEvictions } from '../session-evictions.ts'
import { lastAdmin, roleNotFound } from './people-errors.ts'

export interface PeopleRolesDeps {
  roles: PeopleRolesRepository
  /** The unit of work: a change and its audit entry commit together. */
  data: Pick<Data, 'transaction'>
  audit: Pick<BusinessAuditService, 'record'>
  evictions: Pick<SessionEvictions, 'publish'>
  /** Unknown permission names sent for a role: dropped, and reported here (spec: dropped and logged). */
  onDropped(dropped: string[], context: { companyId: string; roleId: string | null }): void
}

/** The company's roles: built-in templates (kept as they are) and custom roles (decision 036). */
export interface PeopleRolesService {
  list(companyId: string): Promise<TRoleListResponse>
  create(actor: AuditActor, draft: TRoleSaveRequest): Promise<TRole>
  update(actor: AuditActor, roleId: string, draft: TRoleSaveRequest): Promise<TRole>
  remove(actor: AuditActor, roleId: string): Promise<void>
}

const REFUSALS: Record<string, string> = {
  ROLE_NAME_INVALID: 'Give the role a name of up to 60 characters.',
  ROLE_PERMISSIONS_EMPTY: 'Choose at least one permission.',
  ROLE_DISABLED_NOT_ALONE: 'DISABLED switches every other permission off: a role cannot hold it with others.',
  ROLE_GRANTS_NOTHING:
    'The role grants nothing its members could use: choose at least one permission besides DISABLED.',
  ROLE_NAME_TAKEN: 'Another role has this name.',
  ROLE_PERMISSIONS_TAKEN: 'Another role has exactly these permissions.',
}

export function createPeopleRolesService(deps: PeopleRolesDeps): PeopleRolesService {
  const { audit, evictions } = deps

  function checked(draft: TRoleSaveRequest, existing: RoleRow[], selfId: string | null, companyId: string) {
    const check = checkRole(draft, existing, selfId ?? undefined)
    if (check.dropped.length > 0) deps.onDropped(check.dropped, { companyId, roleId: selfId })
    if (!check.ok) {
      const status = check.code === 'ROLE_NAME_TAKEN' || check.code === 'ROLE_PERMISSIONS_TAKEN' ? 409 : 400
      throw new HttpError(status, check.code, REFUSALS[check.code] ?? 'This role is not valid.')
    }
    return check
  }

  return {
    async list(companyId) {
      return { roles: (await deps.roles.list(companyId)).map(presentRole) }
    },

    async create(actor, draft) {
      const { companyId } = actor
      return deps.data.transaction(async (tx) => {
        const repo = tx.peopleRoles
        await repo.lockCompany(companyId)
        const existing = await repo.list(companyId)
        if (existing.filter((r) => r.templateKey === null).length >= PEOPLE_LIMITS.customRolesPerCompany)
          throw new HttpError(409, PeopleErrorCode.ROLE_LIMIT, 'The company has as many roles as it may.')
        const role = checked(draft, existing, null, companyId)
        const id = await repo.insert(companyId, role.name, role.permissions)
        await audit.record(
          actor,
          targetChange('role', 'create', id, role.name, { permissions: role.permissions }),
          tx,
        )
        return presentRole({
          id,
          name: role.name,
          templateKey: null,
          permissions: role.permissions,
          memberCount: 0,
        })
      })
    },

    async update(actor, roleId, draft) {
      const { companyId } = actor
      const saved = await deps.data.transaction(async (tx) => {
        const repo = tx.peopleRoles
        // Under the company's lock: the admin count below must not race another change.
        await repo.lockCompany(companyId)
        const existing = await repo.list(companyId)
        const current = existing.find((r) => r.id === roleId)
        if (!current) throw roleNotFound()
        if (current.templateKey !== null)
          throw new HttpError(409, PeopleErrorCode.ROLE_BUILT_IN, 'Built-in roles cannot be changed.')
        const role = checked(draft, existing, roleId, companyId)
        await repo.update(companyId, roleId, role.name, role.permissions)
        if ((await repo.countActiveAdmins(companyId)) === 0) throw lastAdmin()
        await audit.record(
          actor,
          targetChange('role', 'update', roleId, role.name, {
            from: { name: current.name, permissions: current.permissions },
            to: { name: role.name, permissions: role.permissions },
          }),
          tx,
        )
        return { ...current, name: role.name, permissions: role.permissions }
      })
      // Its members' cached sessions hold the old permissions (decision 015).
      await evictions.publish({ companyId })
      return presentRole(saved)
    },

    async remove(actor, roleId) {
      const { companyId } = actor
      await deps.data.transaction(async (tx) => {
        const repo = tx.peopleRoles
        await repo.lockCompany(companyId)
        const role = await repo.find(companyId, roleId)
        if (!role) throw roleNotFound()
        if (role.templateKey !== null)
          throw new HttpError(409, PeopleErrorCode.ROLE_BUILT_IN, 'Built-in roles cannot be deleted.')
        if (role.memberCount > 0)
          throw new HttpError(
            409,
            PeopleErrorCode.ROLE_IN_USE,
            'Move the role’s members to another role first.',
          )
        await repo.remove(companyId, roleId)
        await audit.record(
          actor,
          targetChange('role', 'delete', roleId, role.name, { permissions: role.permissions }),
          tx,
        )
      })
    },
  }
}
