import type { Logger } from 'pino'
import type { Data } from '../../repositories/data.ts'
import type { BusinessAuditService } from '../business/business-audit.service.ts'
import type { SessionEvictions } from '../session-evictions.ts'
import { createPeopleGroupsService, type PeopleGroupsService } from './people-groups.service.ts'
import { createOfficeChangeService, type OfficeChangeService } from './people-office.service.ts'
import { createRoleChangeService, type RoleChangeService } from './people-role-change.service.ts'
import { createPeopleRolesService, type PeopleRolesService } from './people-roles.service.ts'
import { createPeopleSearchService, type PeopleSearchService } from './people-search.service.ts'

/** People (decision 036): the user search, roles, role changes and groups. */
export interface PeopleServices {
  search: PeopleSearchService
  roles: PeopleRolesService
  roleChanges: RoleChangeService
  officeChanges: OfficeChangeService
  groups: PeopleGroupsService
}

export function createPeopleServices(
  data: Pick<Data, 'peopleRoles' | 'peopleSearch' | 'peopleGroups' | 'transaction'>,
  deps: { audit: BusinessAuditService; evictions: SessionEvictions; logger: Pick<Logger, 'warn'> },
): PeopleServices {
  const roles = data.peopleRoles
  return {
    search: createPeopleSearchService(data.peopleSearch),
    roles: createPeopleRolesService({
      roles,
      data,
      audit: deps.audit,
      evictions: deps.evictions,
      onDropped: (dropped, context) =>
        deps.logger.warn(
          { ...context, dropped: dropped.map((d) => d.slice(0, 80)) },
          'unknown permissions dropped',
        ),
    }),
    roleChanges: createRoleChangeService({ data, audit: deps.audit, evictions: deps.evictions }),
    officeChanges: createOfficeChangeService(data, deps.audit),
    groups: createPeopleGroupsService(data, deps.audit),
  }
}
