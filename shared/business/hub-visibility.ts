import type { TAuthState, TBusinessState } from '../auth-state.ts'
import { PERMISSIONS, planOf, type TFeature, type TPermission, type TPlan } from '../permissions.ts'
import { ADMIN_PAGES, type TAdminPage, type TBookingModeValue } from './admin-pages.ts'
import { planAllows } from './plans.ts'
import { needsSecondFactor } from './second-factor.ts'

/**
 * Who sees which admin hub page (accounts-header-business.md section 6, "admin hub page visibility").
 * One implementation: the hub root, the menus and the client's page guard call it with the auth state,
 * the server's page route with the same auth state it embeds in the page (decision 039).
 */

/** What the rule reads of a member: their role's permissions, the company's features, mode and plan. */
export interface THubViewer {
  permissions: readonly string[]
  features: readonly string[]
  bookingMode: TBookingModeValue
  plan: TPlan
}

/** Told about a permission the catalogue asks that is not one of the spec's (it is then ignored). */
export type TUnknownPermissionLog = (pageKey: string, permission: string) => void

export const DEFAULT_PAGE_PERMISSION: TPermission = 'COMPANY_SETTINGS_MANAGEMENT'

/** Plans on which the payment page also asks company settings management ("business plus is on"). */
const PAYMENT_NEEDS_SETTINGS: readonly TPlan[] = ['bizPlus', 'enterprise']

/**
 * The viewer the hub rule applies to: a member acting for their company (business mode). Everyone else
 * (visitors, personal accounts, members in personal mode) sees no admin page, as the server's business
 * calls refuse them too (server/plugins/business-access.ts).
 */
export function hubViewerOf(auth: TAuthState | null | undefined): THubViewer | null {
  if (!auth?.loggedInSession) return null
  return hubViewerOfBusiness(auth.businessState)
}

export function hubViewerOfBusiness(business: TBusinessState | null | undefined): THubViewer | null {
  if (!business?.businessProfile || !business.businessMode) return null
  return {
    permissions: business.permissions,
    features: business.features,
    bookingMode: business.bookingMode,
    plan: planOf(business.plan),
  }
}

function isPermission(value: string): value is TPermission {
  return (PERMISSIONS as readonly string[]).includes(value)
}

/**
 * The permissions a page asks, at least one of which must be held: its override (unknown values
 * dropped and logged) or the default; on Business Plus and above the payment page's list is checked
 * as well as company settings management (see `isPageVisible`).
 */
export function askedPermissions(
  page: Pick<TAdminPage, 'key' | 'permissions'>,
  log: TUnknownPermissionLog = () => {},
): readonly TPermission[] {
  if (page.permissions === null) return [DEFAULT_PAGE_PERMISSION]
  const known: TPermission[] = []
  for (const value of page.permissions as readonly string[]) {
    if (isPermission(value)) known.push(value)
    else log(page.key, value)
  }
  return known
}

/**
 * The spec's rule: not disabled; its booking mode (if any) is the member's; the member holds at least
 * one of its permissions and, if it needs one, its feature. A list holding DISABLED hides the page; a
 * list left empty once unknown values are dropped asks nothing the member can hold, so it hides too.
 */
export function isPageVisible(
  page: TAdminPage,
  viewer: THubViewer | null,
  log: TUnknownPermissionLog = () => {},
): boolean {
  if (!viewer || !page.enabled) return false
  if (page.bookingMode !== null && page.bookingMode !== viewer.bookingMode) return false
  if (page.requiredFeature !== null && !viewer.features.includes(page.requiredFeature)) return false
  const asked = askedPermissions(page, log)
  if (asked.includes('DISABLED')) return false
  // DISABLED on the member's side is a hiding marker too: such a role administers nothing.
  if (viewer.permissions.includes('DISABLED')) return false
  if (!asked.some((p) => viewer.permissions.includes(p))) return false
  if (page.key === 'paymentOptions' && PAYMENT_NEEDS_SETTINGS.includes(viewer.plan)) {
    return viewer.permissions.includes('COMPANY_SETTINGS_MANAGEMENT')
  }
  return true
}

/**
 * Why a page is not visible to a member, so that the refusal can say what would open it (issue 30):
 * `plan` (its feature needs a bigger plan than the company's), `featureOff` (the plan allows the feature
 * but the company switched it off), `bookingMode` (the company's booking mode excludes the page) or
 * `role` (the member's role does not include it). Null when the page is visible.
 */
export type TPageRefusalReason = 'plan' | 'featureOff' | 'bookingMode' | 'role'

export function pageRefusalReason(page: TAdminPage, viewer: THubViewer): TPageRefusalReason | null {
  if (isPageVisible(page, viewer)) return null
  const feature = page.requiredFeature
  // The role first: a member whose role does not include the page learns nothing of the company's plan.
  const unlocked: THubViewer = {
    ...viewer,
    features: feature ? [...viewer.features, feature] : viewer.features,
    bookingMode: page.bookingMode ?? viewer.bookingMode,
  }
  if (!isPageVisible(page, unlocked)) return 'role'
  if (feature && !viewer.features.includes(feature))
    return planAllows(viewer.plan, feature as TFeature) ? 'featureOff' : 'plan'
  return 'bookingMode'
}

/**
 * Whether opening this page must first prove a second factor: its calls would be refused until then
 * (decision 016), so the page goes to /business/verify instead of showing refusals (issue 30).
 */
export function pageNeedsSecondFactor(
  page: TAdminPage,
  business: TBusinessState | null | undefined,
): boolean {
  if (business?.secondFactorProven !== false) return false
  return needsSecondFactor(askedPermissions(page), business.requireTwoFactor ?? false)
}

export function visiblePages(
  viewer: THubViewer | null,
  log: TUnknownPermissionLog = () => {},
  pages: readonly TAdminPage[] = ADMIN_PAGES,
): TAdminPage[] {
  return pages.filter((page) => isPageVisible(page, viewer, log))
}

/**
 * The visible pages that are entries of their own: not under another visible page (a policy manager's
 * twenty policy pages are one entry, the policies hub). The hub root shows these as cards.
 */
export function entryPages(
  viewer: THubViewer | null,
  log: TUnknownPermissionLog = () => {},
  pages: readonly TAdminPage[] = ADMIN_PAGES,
): TAdminPage[] {
  const visible = visiblePages(viewer, log, pages)
  const keys = new Set(visible.map((p) => p.key))
  return visible.filter((p) => p.parent === null || !keys.has(p.parent))
}

/**
 * The admin hub shortcut in the menus: straight to the only entry page when there is exactly one,
 * except when that page is trips to approve (then no shortcut: the menus link that page already); the
 * hub root when several are visible; no shortcut when none is.
 */
export function hubShortcut(
  viewer: THubViewer | null,
  basePath: string,
  log: TUnknownPermissionLog = () => {},
  pages: readonly TAdminPage[] = ADMIN_PAGES,
): string | null {
  const visible = entryPages(viewer, log, pages)
  if (visible.length === 0) return null
  if (visible.length > 1) return basePath
  const [only] = visible
  return only && only.key !== 'approval' ? `${basePath}${only.url}` : null
}
