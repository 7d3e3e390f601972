// Types only: the schemas modules hold zod, which must stay out of the browser bundle.
import type { TAuditLogResponse } from '../../shared/business/audit-schemas.ts'
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
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import { peopleEndpoints as api, companyEndpoints, companyPlacesEndpoints } from './endpoints.gen.ts'
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
    return await callEndpoint(client, api.findUsers, {
      query: { page: paging.page, size: paging.size },
      body: request,
    })
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
    roles: () => callEndpoint(client(), api.roles),
    createRole: (draft) => callEndpoint(client(), api.createRole, { body: draft }),
    updateRole: (id, draft) => callEndpoint(client(), api.updateRole, { params: { id }, body: draft }),
    deleteRole: async (id) => {
      await callEndpoint(client(), api.deleteRole, { params: { id } })
    },
    changeRole: (userIds, roleId) =>
      userIds.length === 1 && userIds[0]
        ? callEndpoint(client(), api.memberRole, { params: { userId: userIds[0] }, body: { roleId } })
        : callEndpoint(client(), api.bulkRole, { body: { userIds, roleId } }),
    offices: () => callEndpoint(client(), companyPlacesEndpoints.offices),
    changeOffice: (userIds, officeId) =>
      callEndpoint(client(), api.bulkOffice, { body: { userIds, officeId } }),
    groups: () => callEndpoint(client(), api.groups),
    createGroup: (name) => callEndpoint(client(), api.createGroup, { body: { name } }),
    renameGroup: (id, name) => callEndpoint(client(), api.renameGroup, { params: { id }, body: { name } }),
    deleteGroup: async (id) => {
      await callEndpoint(client(), api.deleteGroup, { params: { id } })
    },
    addToGroup: (id, userIds) =>
      callEndpoint(client(), api.addToGroup, { params: { id }, body: { userIds } }),
    removeFromGroup: (id, userIds) =>
      callEndpoint(client(), api.removeFromGroup, { params: { id }, body: { userIds } }),
    auditLog: (cursor) =>
      callEndpoint(client(), companyEndpoints.auditLog, { query: cursor ? { cursor } : {} }),
  }
}

/** The people pages' query keys (query-keys.ts). */
export const PEOPLE_KEYS = {
  search: (request: Partial<TFindUsersRequest>, page: number) =>
    apiKey(PEOPLE_API.findUsers, { ...request, page }),
  roles: apiKey(PEOPLE_API.roles),
  groups: apiKey(PEOPLE_API.groups),
  offices: apiKey(companyPlacesEndpoints.offices.path),
  auditLog: apiKey(companyEndpoints.auditLog.path),
}

/** What a change on the people pages may alter: the search, roles, groups, offices and the audit log. */
export const PEOPLE_CHANGED_KEYS = [
  apiKey(PEOPLE_API.findUsers),
  PEOPLE_KEYS.roles,
  PEOPLE_KEYS.groups,
  PEOPLE_KEYS.offices,
  PEOPLE_KEYS.auditLog,
]
