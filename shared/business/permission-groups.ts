import { PERMISSIONS, type TPermission } from '../permissions.ts'

/**
 * How people read permissions (issue 30 item 9, decision 077): each constant belongs to one group of what
 * it lets a member do. The role editor and the built-in role view show them in this order; each has a
 * name and a meaning in the catalogues (`people.permissions.{constant}.name` and `.meaning`).
 */
export const PERMISSION_GROUPS = [
  {
    id: 'booking',
    permissions: [
      'TRIP_EVENT_BOOK',
      'TRIP_EVENT_BOOK_FOR_GUEST',
      'TRIP_EVENT_BOOK_FOR_OTHER',
      'TRIP_EVENT_BOOK_FOR_EXPLICIT',
      'TRIP_EVENT_BOOK_FOR_ALL_ALLOWING',
      'TRIP_EVENT_BOOK_FOR_ALL',
      'BOOK_ON_BEHALF_REQUEST',
      'BOOK_ON_BEHALF_REQUEST_PROCESSING',
    ],
  },
  {
    id: 'approvals',
    permissions: [
      'TRIP_EVENT_APPROVAL_REQUEST',
      'TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT',
      'TRIP_EVENT_APPROVAL_PROCESSING',
      'TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL',
      'COMPANY_SETTINGS_APPROVAL_SETTINGS',
    ],
  },
  {
    id: 'people',
    permissions: [
      'USER_PROFILE_VIEW',
      'USER_PROFILE_EDIT',
      'BUSINESS_PROFILE_SEARCH',
      'USER_PROFILE_VIEW_FOR_ALL',
      'USER_PROFILE_EDIT_FOR_ALL',
      'BUSINESS_PROFILE_EDIT',
      'BUSINESS_PROFILE_DELETE',
      'USER_INVITE',
      'USER_MANAGEMENT',
      'ROLE_MANAGEMENT',
      'SENIORITY_MANAGEMENT',
    ],
  },
  {
    id: 'guests',
    permissions: ['USER_GUEST_INVITE', 'USER_GUEST_DELETE', 'USER_GUEST_DELETE_FOR_ALL', 'GUEST_MANAGEMENT'],
  },
  {
    id: 'companySettings',
    permissions: [
      'COMPANY_SETTINGS_MANAGEMENT',
      'COMPANY_CORPORATE_MEMBERSHIP_MANAGEMENT',
      'COMPANY_INTEGRATION_MANAGEMENT',
      'TRIP_REPORTING_FIELDS_MANAGEMENT',
      'HOMEPAGE_MESSAGES_MANAGEMENT',
    ],
  },
  { id: 'policy', permissions: ['TRAVEL_POLICY_MANAGEMENT', 'HOTEL_RECOMMENDATION'] },
  { id: 'payment', permissions: ['COMPANY_PAYMENT_METHOD_VIEW', 'COMPANY_PAYMENT_METHOD_MANAGEMENT'] },
  { id: 'reporting', permissions: ['REPORTING_VIEW', 'TRAVEL_TRACKER'] },
  { id: 'events', permissions: ['EVENT_EDIT', 'EVENT_EDIT_FOR_ALL'] },
  { id: 'markers', permissions: ['DISABLED'] },
] as const satisfies ReadonlyArray<{ id: string; permissions: readonly TPermission[] }>

export type TPermissionGroupId = (typeof PERMISSION_GROUPS)[number]['id']

/**
 * Markers say something about a role instead of granting anything: DISABLED switches every other
 * permission off (spec section 6, "a hiding marker"). A role holding only markers lets its members do
 * nothing, so no custom role may be made of them (decision 077), and the editor does not offer them.
 */
export const MARKER_PERMISSIONS: readonly TPermission[] = ['DISABLED']

/** The groups an admin chooses from when making a role: every group but the markers. */
export const GRANTING_GROUPS = PERMISSION_GROUPS.filter((g) => g.id !== 'markers')

/** Whether a set of values grants a member anything: one known permission that is not a marker. */
export function grantsSomething(values: readonly string[]): boolean {
  return values.some(
    (v) =>
      (PERMISSIONS as readonly string[]).includes(v) &&
      !(MARKER_PERMISSIONS as readonly string[]).includes(v),
  )
}

/** The groups holding some of `permissions`, each with only those, in the groups' order. */
export function groupsHeld(
  permissions: readonly string[],
): Array<{ id: TPermissionGroupId; permissions: TPermission[] }> {
  return PERMISSION_GROUPS.map((g) => ({
    id: g.id,
    permissions: g.permissions.filter((p: TPermission) => permissions.includes(p)),
  })).filter((g) => g.permissions.length > 0)
}
