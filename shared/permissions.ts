/** The spec's permission list (accounts-header-business.md section 6), as typed data. */
export const PERMISSIONS = [
  'TRIP_EVENT_BOOK',
  'TRIP_EVENT_BOOK_FOR_GUEST',
  'TRIP_EVENT_BOOK_FOR_OTHER',
  'TRIP_EVENT_BOOK_FOR_EXPLICIT',
  'TRIP_EVENT_BOOK_FOR_ALL_ALLOWING',
  'TRIP_EVENT_BOOK_FOR_ALL',
  'BOOK_ON_BEHALF_REQUEST',
  'BOOK_ON_BEHALF_REQUEST_PROCESSING',
  'TRIP_EVENT_APPROVAL_REQUEST',
  'TRIP_EVENT_APPROVAL_PROCESSING',
  'TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL',
  'TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT',
  'COMPANY_CORPORATE_MEMBERSHIP_MANAGEMENT',
  'COMPANY_INTEGRATION_MANAGEMENT',
  'COMPANY_SETTINGS_MANAGEMENT',
  'COMPANY_SETTINGS_APPROVAL_SETTINGS',
  'COMPANY_PAYMENT_METHOD_VIEW',
  'COMPANY_PAYMENT_METHOD_MANAGEMENT',
  'USER_PROFILE_EDIT',
  'USER_PROFILE_EDIT_FOR_ALL',
  'USER_PROFILE_VIEW',
  'USER_PROFILE_VIEW_FOR_ALL',
  'USER_MANAGEMENT',
  'USER_INVITE',
  'USER_GUEST_INVITE',
  'USER_GUEST_DELETE',
  'USER_GUEST_DELETE_FOR_ALL',
  'GUEST_MANAGEMENT',
  'ROLE_MANAGEMENT',
  'SENIORITY_MANAGEMENT',
  'TRIP_REPORTING_FIELDS_MANAGEMENT',
  'HOTEL_RECOMMENDATION',
  'TRAVEL_POLICY_MANAGEMENT',
  'REPORTING_VIEW',
  'BUSINESS_PROFILE_EDIT',
  'BUSINESS_PROFILE_DELETE',
  'BUSINESS_PROFILE_SEARCH',
  'HOMEPAGE_MESSAGES_MANAGEMENT',
  'TRAVEL_TRACKER',
  'EVENT_EDIT',
  'EVENT_EDIT_FOR_ALL',
  'DISABLED',
] as const
export type TPermission = (typeof PERMISSIONS)[number]

export const FEATURES = [
  'ONBOARDING_TASKS',
  'GUIDES_PROMO',
  'COMPANY_TRAVEL_ACTIVITY',
  'HOTEL_RECOMMENDATION',
  'INBOX_SYNC',
  'TRIPS_TO_APPROVE',
  'TRIP_REPORTING_FIELDS',
  'REPORTING',
  'APPROVAL_SETTINGS',
  'TRAVEL_POLICY_BADGES',
  'SLACK_INTEGRATION',
  'EXPENSIFY_INTEGRATION',
  'SSO_INTEGRATION',
  'COMPANY_DELETION',
  'VIDEO_TUTORIALS',
  'ADD_USERS',
  'TRIPS_DASHBOARD',
  'BOOK_ON_BEHALF',
  'CAR_PREFERENCES',
  'DELETE_ACCOUNT',
  'SHOPPING_CART',
  'RP_POLICY_SUMMARY',
  'PTC_SELECTION',
] as const
export type TFeature = (typeof FEATURES)[number]

export const PLANS = ['biz', 'bizPlus', 'enterprise'] as const
export type TPlan = (typeof PLANS)[number]
/** Unknown plan values fall back to biz (spec section 4). */
export function planOf(value: unknown): TPlan {
  return (PLANS as readonly unknown[]).includes(value) ? (value as TPlan) : 'biz'
}

/** Spec section 5: with a business profile a requirement passes if one listed value is held; empty passes. */
export function passesRequirement(
  held: readonly string[],
  required: readonly string[],
  hasBusinessProfile: boolean,
): boolean {
  if (!hasBusinessProfile || required.length === 0) return true
  return required.some((value) => held.includes(value))
}
