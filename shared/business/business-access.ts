import type { TFeature, TPermission } from '../permissions.ts'

/**
 * What a business route needs: at least one of the permissions (empty: any member) and, when listed,
 * one of the company's features. Routes declare it as data (`config.business`), so that tests can walk
 * every business route and the client's menus can share the same lists.
 */
export interface TBusinessRequirement {
  permissions: readonly TPermission[]
  features?: readonly TFeature[]
  /**
   * The route's changes outlast a support session: it grants, delegates or decides (decision 087), so an
   * impersonated session is refused. Routes that need one of LASTING_PERMISSIONS are refused without it.
   */
  lasting?: true
}

/**
 * Permissions whose changes grant access, delegate or decide: roles and members, invitations, who may book
 * for whom, approval settings, delegations and decisions, book-on-behalf requests, payment options,
 * integrations and single sign-on. Done by support while impersonating, they would be recorded as the
 * customer's own act and stay after the session ends (decision 087).
 */
export const LASTING_PERMISSIONS: readonly TPermission[] = [
  'ROLE_MANAGEMENT',
  'USER_MANAGEMENT',
  'USER_INVITE',
  'USER_GUEST_INVITE',
  'USER_PROFILE_EDIT_FOR_ALL',
  'COMPANY_SETTINGS_APPROVAL_SETTINGS',
  'TRIP_EVENT_APPROVAL_PROCESSING',
  'TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL',
  'BOOK_ON_BEHALF_REQUEST_PROCESSING',
  'COMPANY_PAYMENT_METHOD_MANAGEMENT',
  'COMPANY_INTEGRATION_MANAGEMENT',
]

/** Whether a business route's changes outlast a support session (decision 087). */
export const isLasting = (requirement: TBusinessRequirement | undefined): boolean =>
  requirement !== undefined &&
  (requirement.lasting === true || requirement.permissions.some((p) => LASTING_PERMISSIONS.includes(p)))
