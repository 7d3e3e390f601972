// Types only: the schemas modules hold zod, which must stay out of the browser bundle.
import type { TAuditLogResponse } from '../../shared/business/audit-schemas.ts'
import { AUDIT_LOG_API } from '../../shared/business/audit-schemas.ts'
import { COMPANY_SETTINGS_API } from '../../shared/business/company-settings-contract.ts'
import type { TOfficeListResponse } from '../../shared/business/company-settings-schemas.ts'
import { PEOPLE_API, PEOPLE_LIMITS } from '../../shared/business/people-contract.ts'
import type {
  TFindUsersRequest,
  TFindUsersResponse,
  TGroup,
  TGroupListResponse,
  TGroupMembersResponse,
  TRole,
  TRoleChangeResponse,
  TRoleListResponse,
  TRoleSaveRequest,
} from '../../shared/business/people-schemas.ts'
import { SUGGESTION_LIMITS } from '../../shared/constants.ts'
import { ErrorCode } from '../../shared/error-codes.ts'
import type { ApiClient } from './client.ts'
import { hasErrorCode } from './errors.ts'
import { apiKey } from './query-keys.ts'

/** Spec sections 5 and 8: what a refused search shows, an empty first page of size 15. */
export function emptyUserPage(size: number = PEOPLE_LIMITS.defaultPageSize): TFindUsersResponse {
  return {
    content: [],
    paging: { page: 0, size, offset: 0, totalPages: 0, totalElements: 0, first: true, last: true },
  }
}

/**
 * The user search (spec section 7). VALIDATION_ERROR answers an empty first page of size 15; any other
 * failure is logged and answers an empty list (spec section 8); it never rejects.
 */
export async function findUsers(
  client: ApiClient,
  request: Partial<TFindUsersRequest>,
  paging: { page: number; size: number } = { page: 0, size: PEOPLE_LIMITS.defaultPageSize },
  log: (message: string, error: unknown) => void = (m, e) => console.error(m, e),
): Promise<TFindUsersResponse> {
  try {
    return await client.postPaginated<TFindUsersResponse>(PEOPLE_API.findUsers, paging, request)
  } catch (error) {
    if (hasErrorCode(error, ErrorCode.VALIDATION_ERROR)) return emptyUserPage()
    log('user search failed', error)
    return {
      ...emptyUserPage(paging.size),
      paging: { ...emptyUserPage(paging.size).paging, page: paging.page },
    }
  }
}

/** The user search as a suggestion list: the first page, of 5 unless the list is the header's (spec section 9). */
export function suggestUsers(
  client: ApiClient,
  request: Partial<TFindUsersRequest>,
  size: number = SUGGESTION_LIMITS.default,
): Promise<TFindUsersResponse> {
  return findUsers(client, request, { page: 0, size })
}

/** The people pages' calls (decision 036). */
export interface PeopleApi {
  findUsers(
    request: Partial<TFindUsersRequest>,
    paging?: { page: number; size: number },
  ): Promise<TFindUsersResponse>
  roles(): Promise<TRoleListResponse>
  createRole(draft: TRoleSaveRequest): Promise<TRole>
  updateRole(id: string, draft: TRoleSaveRequest): Promise<TRole>
  deleteRole(id: string): Promise<void>
  changeRole(userIds: string[], roleId: string): Promise<TRoleChangeResponse>
  /** The company's offices (any member may list them). */
  offices(): Promise<TOfficeListResponse>
  changeOffice(userIds: string[], officeId: string | null): Promise<TRoleChangeResponse>
  groups(): Promise<TGroupListResponse>
  createGroup(name: string): Promise<TGroup>
  renameGroup(id: string, name: string): Promise<TGroup>
  deleteGroup(id: string): Promise<void>
  addToGroup(id: string, userIds: string[]): Promise<TGroupMembersResponse>
  removeFromGroup(id: string, userIds: string[]): Promise<TGroupMembersResponse>
  auditLog(cursor: string | null): Promise<TAuditLogResponse>
}

export function createPeopleApi(client: () => ApiClient): PeopleApi {
  return {
    findUsers: (request, paging) => findUsers(client(), request, paging),
    roles: () => client().get<TRoleListResponse>(PEOPLE_API.roles),
    createRole: (draft) => client().postJson<TRole>(PEOPLE_API.roles, draft),
    updateRole: (id, draft) => client().put<TRole>(PEOPLE_API.role(id), draft),
    deleteRole: async (id) => {
      await client().delete(PEOPLE_API.role(id))
    },
    changeRole: (userIds, roleId) =>
      userIds.length === 1 && userIds[0]
        ? client().put<TRoleChangeResponse>(PEOPLE_API.memberRole(userIds[0]), { roleId })
        : client().postJson<TRoleChangeResponse>(PEOPLE_API.bulkRole, { userIds, roleId }),
    offices: () => client().get<TOfficeListResponse>(COMPANY_SETTINGS_API.offices),
    changeOffice: (userIds, officeId) =>
      client().postJson<TRoleChangeResponse>(PEOPLE_API.bulkOffice, { userIds, officeId }),
    groups: () => client().get<TGroupListResponse>(PEOPLE_API.groups),
    createGroup: (name) => client().postJson<TGroup>(PEOPLE_API.groups, { name }),
    renameGroup: (id, name) => client().put<TGroup>(PEOPLE_API.group(id), { name }),
    deleteGroup: async (id) => {
      await client().delete(PEOPLE_API.group(id))
    },
    addToGroup: (id, userIds) =>
      client().postJson<TGroupMembersResponse>(PEOPLE_API.groupAdd(id), { userIds }),
    removeFromGroup: (id, userIds) =>
      client().postJson<TGroupMembersResponse>(PEOPLE_API.groupRemove(id), { userIds }),
    auditLog: (cursor) => client().get<TAuditLogResponse>(AUDIT_LOG_API, cursor ? { cursor } : {}),
  }
}

/** The people pages' query keys (query-keys.ts). */
export const PEOPLE_KEYS = {
  search: (request: Partial<TFindUsersRequest>, page: number) =>
    apiKey(PEOPLE_API.findUsers, { ...request, page }),
  roles: apiKey(PEOPLE_API.roles),
  groups: apiKey(PEOPLE_API.groups),
  offices: apiKey(COMPANY_SETTINGS_API.offices),
  auditLog: apiKey(AUDIT_LOG_API),
}

/** What a change on the people pages may alter: the search, roles, groups, offices and the audit log. */
export const PEOPLE_CHANGED_KEYS = [
  apiKey(PEOPLE_API.findUsers),
  PEOPLE_KEYS.roles,
  PEOPLE_KEYS.groups,
  PEOPLE_KEYS.offices,
  PEOPLE_KEYS.auditLog,
]
