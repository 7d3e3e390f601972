/*
 * People (issue 7, decision 036): the user search, roles, role changes and groups. Paths, search modes,
 * limits and error codes without zod, so that pages can use them without a schema library.
 */
import { codes, type TCodeOf } from '../code-table.ts'
import type { TBusinessRequirement } from './business-access.ts'

const USERS_API = '/i/api/business/users/v2'

export const PEOPLE_API = {
  /** POST {query, filters, searchMode}?page&size: the spec's paged user search. */
  findUsers: `${USERS_API}/findUsers`,
  /** GET the company's roles; POST creates a custom role. */
  roles: `${USERS_API}/roles`,
  /** PUT renames or changes a custom role; DELETE removes one nobody holds. */
  role: (id: string) => `${USERS_API}/roles/${encodeURIComponent(id)}`,
  /** PUT {roleId}: one member's role. */
  memberRole: (userId: string) => `${USERS_API}/members/${encodeURIComponent(userId)}/role`,
  /** POST {userIds, roleId}: several members' role at once. */
  bulkRole: `${USERS_API}/members/role`,
  /** POST {userIds, officeId}: several members' office at once (officeId null: none). */
  bulkOffice: `${USERS_API}/members/office`,
  /** GET the company's groups; POST creates one. */
  groups: `${USERS_API}/groups`,
  /** PUT renames a group; DELETE removes it (its members stay in the company). */
  group: (id: string) => `${USERS_API}/groups/${encodeURIComponent(id)}`,
  /** POST {userIds}: adds members to the group, or removes them. */
  groupAdd: (id: string) => `${USERS_API}/groups/${encodeURIComponent(id)}/members/add`,
  groupRemove: (id: string) => `${USERS_API}/groups/${encodeURIComponent(id)}/members/remove`,
} as const

/** The same paths as the server registers them (with :params). */
export const PEOPLE_ROUTES = {
  role: `${USERS_API}/roles/:id`,
  memberRole: `${USERS_API}/members/:userId/role`,
  group: `${USERS_API}/groups/:id`,
  groupAdd: `${USERS_API}/groups/:id/members/add`,
  groupRemove: `${USERS_API}/groups/:id/members/remove`,
} as const

/**
 * Who may call the people routes. The search (decision 036): those who look people up for work
 * (arrangers, approvers, travel managers and admins hold BUSINESS_PROFILE_SEARCH) and those who may view
 * every profile; travellers and guests may not list their colleagues. Not USER_MANAGEMENT: a route listing
 * an admin permission asks every caller for a second factor, and arrangers search all day. Giving members
 * a role, an office or a group is managing users; defining roles is ROLE_MANAGEMENT, and listing them also
 * serves whoever assigns them.
 */
export const PEOPLE_REQUIREMENTS = {
  findUsers: { permissions: ['BUSINESS_PROFILE_SEARCH', 'USER_PROFILE_VIEW_FOR_ALL'] },
  manageUsers: { permissions: ['USER_MANAGEMENT'] },
  manageRoles: { permissions: ['ROLE_MANAGEMENT'] },
  listRoles: { permissions: ['ROLE_MANAGEMENT', 'USER_MANAGEMENT'] },
} as const satisfies Record<string, TBusinessRequirement>

/** Spec section 6: the twelve user-search modes (their meaning: decision 036). */
export const SEARCH_MODES = [
  'all',
  'admins',
  'travelersForTravelArranger',
  'potentialTravelArrangers',
  'approvers',
  'travelManagers',
  'sponsoredGuests',
  'guestSponsors',
  'guests',
  'filtered',
  'potentialCustomApprovers',
  'potentialRuleCustomApprovers',
] as const
export type TSearchMode = (typeof SEARCH_MODES)[number]

/** A member's state: active, deactivated by an admin, or a guest whose access has ended. */
export const MEMBER_STATUSES = ['active', 'deactivated', 'expired'] as const
export type TMemberStatus = (typeof MEMBER_STATUSES)[number]

export const PEOPLE_LIMITS = {
  /** Spec sections 5 and 9: the empty page's size, and the search box's debounce. */
  defaultPageSize: 15,
  maxPageSize: 100,
  maxPage: 10_000,
  queryMaxLength: 100,
  searchDebounceMs: 300,
  /** Spec section 9: the minimum query length (0: search from the first letter). */
  minQueryLength: 0,
  filterMaxIds: 50,
  bulkMaxUsers: 500,
  roleNameMaxLength: 60,
  groupNameMaxLength: 60,
  groupsPerCompany: 500,
  customRolesPerCompany: 100,
} as const

export const PeopleErrorCode = codes(
  'MEMBER_NOT_FOUND',
  'ROLE_NOT_FOUND',
  'GROUP_NOT_FOUND',
  'OFFICE_NOT_FOUND',
  /** Nobody changes their own role (an admin could otherwise drop the company's last admin by accident). */
  'CANNOT_CHANGE_OWN_ROLE',
  /** The change would leave the company without an active admin (nobody could manage it). */
  'LAST_ADMIN',
  'ROLE_NAME_TAKEN',
  'ROLE_NAME_INVALID',
  /** Another role already holds exactly these permissions. */
  'ROLE_PERMISSIONS_TAKEN',
  'ROLE_PERMISSIONS_EMPTY',
  /** DISABLED switches every other permission off: a role never holds it beside others. */
  'ROLE_DISABLED_NOT_ALONE',
  /** The role holds only markers (DISABLED): its members could do nothing (decision 077). */
  'ROLE_GRANTS_NOTHING',
  /** Built-in templates are kept as they are (decision 036); copy one into a custom role instead. */
  'ROLE_BUILT_IN',
  /** Members hold the role: move them to another role first. */
  'ROLE_IN_USE',
  'ROLE_LIMIT',
  'GROUP_NAME_TAKEN',
  'GROUP_NAME_INVALID',
  'GROUP_LIMIT',
)
export type TPeopleErrorCode = TCodeOf<typeof PeopleErrorCode>

export function isPeopleErrorCode(code: string): code is TPeopleErrorCode {
  return Object.hasOwn(PeopleErrorCode, code)
}
