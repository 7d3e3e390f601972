import { defineEndpoint } from '../endpoint.ts'
import { optionalBody } from '../optional-body.ts'
import { RATE_LIMITS } from '../rate-limits.ts'
import {
  PeopleErrorCode as E,
  PEOPLE_API,
  PEOPLE_ROUTES,
  PEOPLE_REQUIREMENTS as R,
} from './people-contract.ts'
import {
  ZBulkOfficeChangeRequestSchema,
  ZBulkRoleChangeRequestSchema,
  ZDeletedResponseSchema,
  ZFindUsersPagingSchema,
  ZFindUsersRequestSchema,
  ZFindUsersResponseSchema,
  ZGroupListResponseSchema,
  ZGroupMembersRequestSchema,
  ZGroupMembersResponseSchema,
  ZGroupSaveRequestSchema,
  ZGroupSaveResponseSchema,
  ZRoleParamsSchema as ZIdParamsSchema,
  ZMemberParamsSchema,
  ZRoleChangeRequestSchema,
  ZRoleChangeResponseSchema,
  ZRoleListResponseSchema,
  ZRoleSaveRequestSchema,
  ZRoleSaveResponseSchema,
} from './people-schemas.ts'

/** Groups and one member's role: twice the common write limit. */
const memberWrite = { max: 120, timeWindow: 60_000 }
/** A bulk change touches up to 500 members at once. */
const bulkWrite = { max: 30, timeWindow: 60_000 }
const roleErrors = [
  E.ROLE_NAME_INVALID,
  E.ROLE_NAME_TAKEN,
  E.ROLE_PERMISSIONS_EMPTY,
  E.ROLE_PERMISSIONS_TAKEN,
  E.ROLE_DISABLED_NOT_ALONE,
  E.ROLE_GRANTS_NOTHING,
]
const roleChangeErrors = [E.CANNOT_CHANGE_OWN_ROLE, E.ROLE_NOT_FOUND, E.MEMBER_NOT_FOUND, E.LAST_ADMIN]

const groupMembers = (adding: boolean) =>
  defineEndpoint({
    method: 'POST',
    path: adding ? PEOPLE_ROUTES.groupAdd : PEOPLE_ROUTES.groupRemove,
    summary: adding ? 'Adds members to a group' : 'Removes members from a group',
    params: ZIdParamsSchema,
    body: ZGroupMembersRequestSchema,
    response: ZGroupMembersResponseSchema,
    business: R.manageUsers,
    rateLimit: memberWrite,
    errors: [E.GROUP_NOT_FOUND, E.MEMBER_NOT_FOUND],
  })

/** People (spec section 7, Users; decision 036): search, roles, role and office changes, groups. */
export const peopleEndpoints = {
  // Spec section 7: query, filters and search mode in the body; page and size in the query.
  findUsers: defineEndpoint({
    method: 'POST',
    path: PEOPLE_API.findUsers,
    summary: "Searches the company's people, a page at a time",
    query: ZFindUsersPagingSchema,
    body: optionalBody(ZFindUsersRequestSchema),
    response: ZFindUsersResponseSchema,
    business: R.findUsers,
    // Every keystroke (after the debounce) is a search: generous, but bounded.
    rateLimit: { max: 240, timeWindow: 60_000 },
  }),
  roles: defineEndpoint({
    method: 'GET',
    path: PEOPLE_API.roles,
    summary: "The company's roles, built-in and custom, with their permissions",
    response: ZRoleListResponseSchema,
    business: R.listRoles,
  }),
  createRole: defineEndpoint({
    method: 'POST',
    path: PEOPLE_API.roles,
    summary: 'Creates a custom role (unknown permission names are dropped)',
    body: ZRoleSaveRequestSchema,
    response: ZRoleSaveResponseSchema,
    business: R.manageRoles,
    rateLimit: RATE_LIMITS.write,
    errors: [...roleErrors, E.ROLE_LIMIT],
  }),
  updateRole: defineEndpoint({
    method: 'PUT',
    path: PEOPLE_ROUTES.role,
    summary: 'Renames a custom role or changes its permissions',
    params: ZIdParamsSchema,
    body: ZRoleSaveRequestSchema,
    response: ZRoleSaveResponseSchema,
    business: R.manageRoles,
    rateLimit: RATE_LIMITS.write,
    errors: [...roleErrors, E.ROLE_NOT_FOUND, E.ROLE_BUILT_IN, E.LAST_ADMIN],
  }),
  deleteRole: defineEndpoint({
    method: 'DELETE',
    path: PEOPLE_ROUTES.role,
    summary: 'Removes a custom role nobody holds',
    params: ZIdParamsSchema,
    response: ZDeletedResponseSchema,
    business: R.manageRoles,
    rateLimit: RATE_LIMITS.write,
    errors: [E.ROLE_NOT_FOUND, E.ROLE_BUILT_IN, E.ROLE_IN_USE],
  }),
  memberRole: defineEndpoint({
    method: 'PUT',
    path: PEOPLE_ROUTES.memberRole,
    summary: "Changes one member's role",
    params: ZMemberParamsSchema,
    body: ZRoleChangeRequestSchema,
    response: ZRoleChangeResponseSchema,
    business: R.manageUsers,
    rateLimit: memberWrite,
    errors: roleChangeErrors,
  }),
  bulkRole: defineEndpoint({
    method: 'POST',
    path: PEOPLE_API.bulkRole,
    summary: "Changes several members' role at once",
    body: ZBulkRoleChangeRequestSchema,
    response: ZRoleChangeResponseSchema,
    business: R.manageUsers,
    rateLimit: bulkWrite,
    errors: roleChangeErrors,
  }),
  // Placing members in an office is managing users, like giving them a role.
  bulkOffice: defineEndpoint({
    method: 'POST',
    path: PEOPLE_API.bulkOffice,
    summary: "Sets several members' office at once (none with a null office)",
    body: ZBulkOfficeChangeRequestSchema,
    response: ZRoleChangeResponseSchema,
    business: R.manageUsers,
    rateLimit: bulkWrite,
    errors: [E.OFFICE_NOT_FOUND, E.MEMBER_NOT_FOUND],
  }),
  groups: defineEndpoint({
    method: 'GET',
    path: PEOPLE_API.groups,
    summary: "The company's groups and how many members each has",
    response: ZGroupListResponseSchema,
    business: R.manageUsers,
  }),
  createGroup: defineEndpoint({
    method: 'POST',
    path: PEOPLE_API.groups,
    summary: 'Creates a group',
    body: ZGroupSaveRequestSchema,
    response: ZGroupSaveResponseSchema,
    business: R.manageUsers,
    rateLimit: memberWrite,
    errors: [E.GROUP_NAME_INVALID, E.GROUP_NAME_TAKEN, E.GROUP_LIMIT],
  }),
  renameGroup: defineEndpoint({
    method: 'PUT',
    path: PEOPLE_ROUTES.group,
    summary: 'Renames a group',
    params: ZIdParamsSchema,
    body: ZGroupSaveRequestSchema,
    response: ZGroupSaveResponseSchema,
    business: R.manageUsers,
    rateLimit: memberWrite,
    errors: [E.GROUP_NOT_FOUND, E.GROUP_NAME_INVALID, E.GROUP_NAME_TAKEN],
  }),
  deleteGroup: defineEndpoint({
    method: 'DELETE',
    path: PEOPLE_ROUTES.group,
    summary: 'Removes a group (its members stay in the company)',
    params: ZIdParamsSchema,
    response: ZDeletedResponseSchema,
    business: R.manageUsers,
    rateLimit: memberWrite,
    errors: [E.GROUP_NOT_FOUND],
  }),
  addToGroup: groupMembers(true),
  removeFromGroup: groupMembers(false),
}
