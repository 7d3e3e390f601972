import type { TAuthState, TBusinessState } from '../auth-state.ts'
import type { TPermission } from '../permissions.ts'
import { APPROVAL_PROCESSING } from './admin-pages.ts'
import { hubShortcut, hubViewerOf, type TUnknownPermissionLog } from './hub-visibility.ts'

/**
 * The business account menu's items and the header's business group (accounts-header-business.md
 * section 6, menu gating), one implementation for the account menu, the header group and the side
 * navigation. Each gate reads the business state the auth state carries; decision 039 records the
 * choices the spec leaves open.
 */

export const ONBOARDING_ITEMS = ['getStarted', 'accountSetup', 'companySetup', 'tasks'] as const
export const ADMIN_ITEMS = ['approve', 'book', 'reporting', 'policies', 'users', 'company'] as const
export type TAdminItemId = (typeof ADMIN_ITEMS)[number]
export type TBusinessItemId =
  | (typeof ONBOARDING_ITEMS)[number]
  | TAdminItemId
  | 'hub'
  | 'events'
  | 'invitations'
  | 'help'
  | 'account'

export interface TBusinessMenuItem {
  id: TBusinessItemId
  href: string
  /** The tasks' notification dot: shown while the list's progress is 0 or unset. */
  dot?: boolean
}

/** "Any approval permission other than explicit approval request" among the configured ones. */
const HEADER_APPROVALS = APPROVAL_PROCESSING.filter((p) => p !== 'TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT')
/** Invitations: whoever may invite people or guests has invitations to look after. */
const INVITING: readonly TPermission[] = ['USER_INVITE', 'USER_GUEST_INVITE']

/** DISABLED marks a role that may do nothing for the company: it opens no admin entry either. */
function holds(business: TBusinessState, ...values: readonly string[]): boolean {
  if (business.permissions.includes('DISABLED')) return false
  return values.some((v) => business.permissions.includes(v))
}

/** The business state when the member acts in business mode; the business group shows only then. */
function inBusinessMode(auth: TAuthState | null | undefined): TBusinessState | null {
  const business = auth?.businessState
  return auth?.loggedInSession && business?.businessProfile && business.businessMode ? business : null
}

/** Each admin entry's gate (spec section 6); without book on behalf there are no trips to book. */
export function adminItemGates(auth: TAuthState | null | undefined): Record<TAdminItemId, boolean> {
  const b = inBusinessMode(auth)
  if (!b || !auth) {
    return { approve: false, book: false, reporting: false, policies: false, users: false, company: false }
  }
  return {
    approve:
      (b.features.includes('TRIPS_TO_APPROVE') && holds(b, ...HEADER_APPROVALS)) ||
      auth.authorizedForApprovalsPage,
    // bookOnBehalfEnabled states the book-on-behalf feature; the feature list is the one source.
    book: b.features.includes('BOOK_ON_BEHALF') && holds(b, 'BOOK_ON_BEHALF_REQUEST_PROCESSING'),
    // The stats page needs the reporting feature too: a link never leads to a page that says no.
    reporting: b.features.includes('REPORTING') && holds(b, 'REPORTING_VIEW'),
    policies: holds(b, 'TRAVEL_POLICY_MANAGEMENT'),
    users: holds(b, 'BUSINESS_PROFILE_EDIT', 'USER_GUEST_DELETE'),
    company: holds(b, 'COMPANY_SETTINGS_MANAGEMENT'),
  }
}

export function showsEventHub(auth: TAuthState | null | undefined): boolean {
  const b = inBusinessMode(auth)
  return b !== null && holds(b, 'EVENT_EDIT', 'EVENT_EDIT_FOR_ALL')
}

export function showsInvitations(auth: TAuthState | null | undefined): boolean {
  const b = inBusinessMode(auth)
  return b !== null && holds(b, ...INVITING)
}

const ADMIN_PATHS: Record<TAdminItemId, string> = {
  approve: '/approval',
  book: '/book',
  reporting: '/stats',
  policies: '/policy',
  users: '/users',
  company: '/company',
}

/** The header's business group: the admin entries the member may open, in the menu's order. */
export function headerBusinessLinks(
  auth: TAuthState | null | undefined,
  basePath: string,
): TBusinessMenuItem[] {
  const gates = adminItemGates(auth)
  return ADMIN_ITEMS.filter((id) => gates[id]).map((id) => ({ id, href: `${basePath}${ADMIN_PATHS[id]}` }))
}

const notStarted = (progress: number | null) => progress === null || progress === 0
const unfinished = (progress: number | null) => progress === null || progress < 100

/**
 * The onboarding links, all behind the onboarding-tasks feature: get started until the member has
 * begun, account setup until their list is done, company setup (company settings management) until the
 * company's is; then "tasks" leads back to the lists. A list's link carries the dot while it is at 0.
 */
function onboardingItems(b: TBusinessState): TBusinessMenuItem[] {
  if (!b.features.includes('ONBOARDING_TASKS')) return []
  const account = b.accountOnboardingProgress
  const company = b.companyOnboardingProgress
  const admin = holds(b, 'COMPANY_SETTINGS_MANAGEMENT')
  const items: TBusinessMenuItem[] = []
  if (account === null) items.push({ id: 'getStarted', href: '/business/get-started' })
  if (unfinished(account))
    items.push({ id: 'accountSetup', href: '/business/tasks', dot: notStarted(account) })
  if (admin && unfinished(company)) {
    items.push({ id: 'companySetup', href: '/business/tasks/company', dot: notStarted(company) })
  }
  if (!unfinished(account)) items.push({ id: 'tasks', href: '/business/tasks', dot: false })
  return items
}

/**
 * The business account menu's links (business mode only): onboarding, the admin entries, the hub
 * shortcut, the event hub and invitations, then help and account, which are open to all.
 */
export function businessMenuItems(
  auth: TAuthState | null | undefined,
  basePath: string,
  log: TUnknownPermissionLog = () => {},
): TBusinessMenuItem[] {
  const b = inBusinessMode(auth)
  if (!b) return []
  const shortcut = hubShortcut(hubViewerOf(auth), basePath, log)
  return [
    ...onboardingItems(b),
    ...headerBusinessLinks(auth, basePath),
    ...(shortcut ? [{ id: 'hub' as const, href: shortcut }] : []),
    ...(showsEventHub(auth) ? [{ id: 'events' as const, href: '/business/events' }] : []),
    ...(showsInvitations(auth) ? [{ id: 'invitations' as const, href: '/business/invitations' }] : []),
    { id: 'help', href: '/help' },
    { id: 'account', href: '/profile/account' },
  ]
}
