import type { TPermission } from './permissions.ts'

/**
 * Built-in role templates. The spec leaves the role-to-permission mapping open; this one follows
 * KAYAK for Business / Navan (docs/decisions/004-role-templates.md). Companies get a copy of each.
 */
export const ROLE_TEMPLATES = {
  admin: {
    name: 'Admin',
    permissions: [
      'TRIP_EVENT_BOOK',
      'TRIP_EVENT_BOOK_FOR_GUEST',
      'TRIP_EVENT_BOOK_FOR_ALL',
      'BOOK_ON_BEHALF_REQUEST_PROCESSING',
      'TRIP_EVENT_APPROVAL_REQUEST',
      'TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL',
      'COMPANY_CORPORATE_MEMBERSHIP_MANAGEMENT',
      'COMPANY_INTEGRATION_MANAGEMENT',
      'COMPANY_SETTINGS_MANAGEMENT',
      'COMPANY_SETTINGS_APPROVAL_SETTINGS',
      'COMPANY_PAYMENT_METHOD_VIEW',
      'COMPANY_PAYMENT_METHOD_MANAGEMENT',
      'USER_PROFILE_EDIT_FOR_ALL',
      'USER_PROFILE_VIEW_FOR_ALL',
      'USER_MANAGEMENT',
      'USER_INVITE',
      'USER_GUEST_INVITE',
      'USER_GUEST_DELETE_FOR_ALL',
      'GUEST_MANAGEMENT',
      'ROLE_MANAGEMENT',
      'SENIORITY_MANAGEMENT',
      'TRIP_REPORTING_FIELDS_MANAGEMENT',
      'TRAVEL_POLICY_MANAGEMENT',
      'REPORTING_VIEW',
      'BUSINESS_PROFILE_EDIT',
      'BUSINESS_PROFILE_DELETE',
      'BUSINESS_PROFILE_SEARCH',
      'HOMEPAGE_MESSAGES_MANAGEMENT',
      'TRAVEL_TRACKER',
      'EVENT_EDIT_FOR_ALL',
    ],
  },
  travelManager: {
    name: 'Travel manager',
    permissions: [
      'TRIP_EVENT_BOOK',
      'TRIP_EVENT_BOOK_FOR_GUEST',
      'TRIP_EVENT_BOOK_FOR_ALL',
      'BOOK_ON_BEHALF_REQUEST_PROCESSING',
      'TRIP_EVENT_APPROVAL_REQUEST',
      'TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL',
      'COMPANY_PAYMENT_METHOD_VIEW',
      'USER_PROFILE_VIEW_FOR_ALL',
      'USER_INVITE',
      'USER_GUEST_INVITE',
      'TRAVEL_POLICY_MANAGEMENT',
      'REPORTING_VIEW',
      'BUSINESS_PROFILE_SEARCH',
      'TRAVEL_TRACKER',
      'EVENT_EDIT',
    ],
  },
  approver: {
    name: 'Approver',
    permissions: [
      'TRIP_EVENT_BOOK',
      'TRIP_EVENT_APPROVAL_REQUEST',
      'TRIP_EVENT_APPROVAL_PROCESSING',
      'USER_PROFILE_VIEW',
      'BUSINESS_PROFILE_SEARCH',
    ],
  },
  travelArranger: {
    name: 'Travel arranger',
    permissions: [
      'TRIP_EVENT_BOOK',
      'TRIP_EVENT_BOOK_FOR_GUEST',
      'TRIP_EVENT_BOOK_FOR_EXPLICIT',
      'BOOK_ON_BEHALF_REQUEST_PROCESSING',
      'TRIP_EVENT_APPROVAL_REQUEST',
      'USER_PROFILE_VIEW',
      'BUSINESS_PROFILE_SEARCH',
    ],
  },
  traveler: {
    name: 'Traveler',
    permissions: [
      'TRIP_EVENT_BOOK',
      'BOOK_ON_BEHALF_REQUEST',
      'TRIP_EVENT_APPROVAL_REQUEST',
      'USER_PROFILE_EDIT',
    ],
  },
  guest: { name: 'Guest', permissions: ['TRIP_EVENT_APPROVAL_REQUEST'] },
} as const satisfies Record<string, { name: string; permissions: readonly TPermission[] }>
export type TRoleTemplateKey = keyof typeof ROLE_TEMPLATES
