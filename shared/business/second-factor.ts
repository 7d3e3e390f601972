import type { TPermission } from '../permissions.ts'

/**
 * Permissions that change the company itself or other people's accounts. A route needing any of them
 * answers only to a session that has proven a second factor, whatever the company's own setting
 * (docs/decisions/016-second-factor-scope.md, ASVS 6.3.3).
 */
export const ADMIN_PERMISSIONS: readonly TPermission[] = [
  'COMPANY_CORPORATE_MEMBERSHIP_MANAGEMENT',
  'COMPANY_INTEGRATION_MANAGEMENT',
  'COMPANY_SETTINGS_MANAGEMENT',
  'COMPANY_SETTINGS_APPROVAL_SETTINGS',
  'COMPANY_PAYMENT_METHOD_MANAGEMENT',
  'USER_PROFILE_EDIT_FOR_ALL',
  'USER_MANAGEMENT',
  'USER_INVITE',
  'ROLE_MANAGEMENT',
  'SENIORITY_MANAGEMENT',
  'TRIP_REPORTING_FIELDS_MANAGEMENT',
  'TRAVEL_POLICY_MANAGEMENT',
  'BUSINESS_PROFILE_DELETE',
  'HOMEPAGE_MESSAGES_MANAGEMENT',
]

/** Whether a business call with these required permissions needs a proven second factor. */
export function needsSecondFactor(required: readonly string[], companyRequiresTwoFactor: boolean): boolean {
  return (
    companyRequiresTwoFactor || required.some((p) => (ADMIN_PERMISSIONS as readonly string[]).includes(p))
  )
}
