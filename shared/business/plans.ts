import { FEATURES, type TFeature, type TPlan } from '../permissions.ts'

/**
 * What each plan makes available (decision 033). Business (free) has booking, onboarding and the basics;
 * Business Plus adds the controls a travel manager pays for (reporting, approvals, reporting fields,
 * book on behalf, expense and chat integrations); Enterprise adds single sign-on and inbox sync. A
 * company switches features on and off within its plan; `companies.features` holds those switched on.
 */
const BIZ: readonly TFeature[] = [
  'ONBOARDING_TASKS',
  'GUIDES_PROMO',
  'COMPANY_TRAVEL_ACTIVITY',
  'HOTEL_RECOMMENDATION',
  'TRIPS_TO_APPROVE',
  'TRAVEL_POLICY_BADGES',
  'VIDEO_TUTORIALS',
  'ADD_USERS',
  'TRIPS_DASHBOARD',
  'CAR_PREFERENCES',
  'DELETE_ACCOUNT',
  'COMPANY_DELETION',
  'SHOPPING_CART',
  'RP_POLICY_SUMMARY',
  'PTC_SELECTION',
]
const BIZ_PLUS: readonly TFeature[] = [
  ...BIZ,
  'TRIP_REPORTING_FIELDS',
  'REPORTING',
  'APPROVAL_SETTINGS',
  'BOOK_ON_BEHALF',
  'SLACK_INTEGRATION',
  'EXPENSIFY_INTEGRATION',
]
const ENTERPRISE: readonly TFeature[] = [...BIZ_PLUS, 'SSO_INTEGRATION', 'INBOX_SYNC']

export const PLAN_FEATURES: Readonly<Record<TPlan, readonly TFeature[]>> = {
  biz: BIZ,
  bizPlus: BIZ_PLUS,
  enterprise: ENTERPRISE,
}

/** Off until an admin connects them: they need setup (a workspace, a provider) before they mean anything. */
export const OPT_IN_FEATURES: readonly TFeature[] = [
  'SLACK_INTEGRATION',
  'EXPENSIFY_INTEGRATION',
  'SSO_INTEGRATION',
  'INBOX_SYNC',
]

/** The features a new company (or one that just changed plan) starts with. */
export function defaultFeatures(plan: TPlan): TFeature[] {
  return PLAN_FEATURES[plan].filter((f) => !OPT_IN_FEATURES.includes(f))
}

export function planAllows(plan: TPlan, feature: TFeature): boolean {
  return PLAN_FEATURES[plan].includes(feature)
}

/** The features in force: those switched on that the plan allows; unknown values dropped. */
export function effectiveFeatures(plan: TPlan, enabled: readonly string[]): TFeature[] {
  return FEATURES.filter((f) => enabled.includes(f) && planAllows(plan, f))
}

/** The cheapest plan that allows a feature (for "upgrade to use this"). */
export function planFor(feature: TFeature): TPlan {
  if (BIZ.includes(feature)) return 'biz'
  return BIZ_PLUS.includes(feature) ? 'bizPlus' : 'enterprise'
}
