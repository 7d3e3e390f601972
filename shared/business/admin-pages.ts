import type { TFeature, TPermission } from '../permissions.ts'
import { POLICY_VERTICALS, policySections, type TPolicyVertical } from './policy-verticals.ts'

export { POLICY_VERTICALS, policySections, type TPolicyVertical }

/**
 * The admin hub's page catalogue (accounts-header-business.md section 2, "admin page entry" of section
 * 3) as data: one list that the hub root, the menus, the client's page guard and the server's page
 * route all read. Who sees which page is decided by `hub-visibility.ts`; the table of permissions and
 * features per page, and why, is in docs/decisions/039-admin-hub-visibility-and-menus.md.
 */

export type TAdminPageIcon =
  | 'building'
  | 'policy'
  | 'message'
  | 'people'
  | 'approvals'
  | 'card'
  | 'fields'
  | 'plug'
  | 'key'
  | 'map'
  | 'inbox'
  | 'suitcase'
  | 'chart'

/** How the hub root groups its cards. */
export const ADMIN_PAGE_GROUPS = ['travel', 'company', 'people', 'policies', 'approvals', 'tools'] as const
export type TAdminPageGroup = (typeof ADMIN_PAGE_GROUPS)[number]

export type TBookingModeValue = 'TRAVELER_ONLY' | 'TRAVELER_OR_TRAVEL_MANAGER'

export interface TAdminPage {
  key: string
  /** The route's page id (web/routes/catalogue.ts), which names its texts `pages.<pageId>.*`. */
  pageId: string
  titleKey: string
  descriptionKey: string
  /** Values for the title and description, each a translation key (e.g. the vertical's name). */
  textValues?: Readonly<Record<string, string>>
  icon: TAdminPageIcon
  /** Relative to the business base path. */
  url: string
  enabled: boolean
  requiredFeature: TFeature | null
  /** Shown only to members whose booking mode is this one; null: any. */
  bookingMode: TBookingModeValue | null
  flagTextKey: string | null
  /** The permissions asked (at least one); null: the default, company settings management. */
  permissions: readonly TPermission[] | null
  group: TAdminPageGroup
  /** The hub page this one sits under, listed as a link on its card. */
  parent: string | null
}

type Entry = Omit<
  TAdminPage,
  'titleKey' | 'descriptionKey' | 'enabled' | 'requiredFeature' | 'bookingMode' | 'flagTextKey' | 'parent'
> &
  Partial<Pick<TAdminPage, 'enabled' | 'requiredFeature' | 'bookingMode' | 'flagTextKey' | 'parent'>>

function page(entry: Entry): TAdminPage {
  return {
    titleKey: `pages.${entry.pageId}.title`,
    descriptionKey: `pages.${entry.pageId}.about`,
    enabled: true,
    requiredFeature: null,
    bookingMode: null,
    flagTextKey: null,
    parent: null,
    ...entry,
  }
}

const COMPANY = ['COMPANY_SETTINGS_MANAGEMENT'] as const
const POLICIES = ['TRAVEL_POLICY_MANAGEMENT'] as const
const USERS = ['BUSINESS_PROFILE_EDIT', 'USER_GUEST_DELETE', 'USER_MANAGEMENT'] as const
const APPROVAL_SETTINGS = ['COMPANY_SETTINGS_APPROVAL_SETTINGS'] as const
/** Trips to approve: the approval processing permissions (a request to be approved is not one). */
export const APPROVAL_PROCESSING: readonly TPermission[] = [
  'TRIP_EVENT_APPROVAL_PROCESSING',
  'TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL',
]

const company: TAdminPage[] = [
  page({
    key: 'company',
    pageId: 'hubCompany',
    icon: 'building',
    url: '/company',
    permissions: COMPANY,
    group: 'company',
  }),
  ...(
    [
      ['companyGeneral', 'hubCompanyGeneral', '/company/general'],
      ['companyEmailDomains', 'hubCompanyEmailDomains', '/company/email-domains'],
      ['companyOffices', 'hubCompanyOffices', '/company/offices'],
      ['companyEntities', 'hubCompanyEntities', '/company/entities'],
    ] as const
  ).map(([key, pageId, url]) =>
    page({ key, pageId, icon: 'building', url, permissions: COMPANY, group: 'company', parent: 'company' }),
  ),
  page({
    key: 'corporateMembershipAdd',
    pageId: 'hubCorporateMembershipAdd',
    icon: 'building',
    url: '/company/corporate-membership/add',
    permissions: ['COMPANY_CORPORATE_MEMBERSHIP_MANAGEMENT'],
    group: 'company',
    parent: 'company',
  }),
]

function verticalPages(vertical: TPolicyVertical): TAdminPage[] {
  const hub = page({
    key: `policy.${vertical}`,
    pageId: 'hubPolicyVertical',
    textValues: { vertical: `labels.verticals.${vertical}` },
    icon: 'policy',
    url: `/policy/${vertical}`,
    permissions: POLICIES,
    group: 'policies',
    parent: 'policy',
  })
  const sections = policySections(vertical).map((section) =>
    page({
      key: `policy.${vertical}.${section}`,
      pageId: 'hubPolicySection',
      textValues: { vertical: `labels.verticals.${vertical}`, section: `labels.policySections.${section}` },
      icon: 'policy',
      url: `/policy/${vertical}/${section}`,
      permissions: POLICIES,
      // Car preferences are a feature of their own (spec section 6, feature gates).
      requiredFeature: vertical === 'car' && section === 'preferences' ? 'CAR_PREFERENCES' : null,
      group: 'policies',
      parent: `policy.${vertical}`,
    }),
  )
  return [hub, ...sections]
}

const policies: TAdminPage[] = [
  page({
    key: 'policy',
    pageId: 'hubPolicy',
    icon: 'policy',
    url: '/policy',
    permissions: POLICIES,
    group: 'policies',
  }),
  ...POLICY_VERTICALS.flatMap(verticalPages),
  page({
    key: 'policyMessages',
    pageId: 'hubPolicyMessages',
    icon: 'message',
    url: '/policy/messages',
    permissions: ['HOMEPAGE_MESSAGES_MANAGEMENT', 'TRAVEL_POLICY_MANAGEMENT'],
    group: 'policies',
  }),
]

const people: TAdminPage[] = [
  page({
    key: 'users',
    pageId: 'hubUsers',
    icon: 'people',
    url: '/users',
    permissions: USERS,
    group: 'people',
  }),
  page({
    key: 'usersManage',
    pageId: 'hubUsersManage',
    icon: 'people',
    url: '/users/manage',
    permissions: USERS,
    group: 'people',
    parent: 'users',
  }),
  page({
    key: 'usersRoles',
    pageId: 'hubUsersRoles',
    icon: 'people',
    url: '/users/roles',
    permissions: ['ROLE_MANAGEMENT'],
    group: 'people',
    parent: 'users',
  }),
  page({
    key: 'usersGroups',
    pageId: 'hubUsersGroups',
    icon: 'people',
    url: '/users/groups',
    permissions: ['USER_MANAGEMENT'],
    group: 'people',
    parent: 'users',
  }),
  page({
    key: 'accountPermissions',
    pageId: 'hubAccountPermissions',
    icon: 'key',
    url: '/account-permissions',
    // No override: the spec's default permission, company settings management.
    permissions: null,
    group: 'people',
  }),
]

const approvals: TAdminPage[] = [
  page({
    key: 'approvals',
    pageId: 'hubApprovals',
    icon: 'approvals',
    url: '/approvals',
    permissions: APPROVAL_SETTINGS,
    group: 'approvals',
  }),
  page({
    key: 'approvalsSettings',
    pageId: 'hubApprovalsSettings',
    icon: 'approvals',
    url: '/approvals/settings',
    permissions: APPROVAL_SETTINGS,
    group: 'approvals',
    parent: 'approvals',
  }),
  page({
    key: 'approvalsApprovers',
    pageId: 'hubApprovalsApprovers',
    icon: 'approvals',
    url: '/approvals/approvers',
    permissions: APPROVAL_SETTINGS,
    group: 'approvals',
    parent: 'approvals',
  }),
]

const tools: TAdminPage[] = [
  page({
    key: 'paymentOptions',
    pageId: 'hubPaymentOptions',
    icon: 'card',
    url: '/payment-options',
    // On Business Plus and above company settings management is asked as well (hub-visibility.ts).
    permissions: ['COMPANY_PAYMENT_METHOD_VIEW', 'COMPANY_PAYMENT_METHOD_MANAGEMENT'],
    group: 'tools',
  }),
  page({
    key: 'tripReportingFields',
    pageId: 'hubTripReportingFields',
    icon: 'fields',
    url: '/trip-reporting-fields',
    permissions: ['TRIP_REPORTING_FIELDS_MANAGEMENT'],
    requiredFeature: 'TRIP_REPORTING_FIELDS',
    group: 'tools',
  }),
  page({
    key: 'integrations',
    pageId: 'hubIntegrations',
    icon: 'plug',
    url: '/integrations',
    permissions: ['COMPANY_INTEGRATION_MANAGEMENT'],
    group: 'tools',
  }),
  page({
    key: 'integrationsSso',
    pageId: 'hubIntegrationsSso',
    icon: 'key',
    url: '/integrations/sso',
    // The same requirement as the SSO calls (server/routes/sso/sso-admin.route.ts).
    permissions: ['COMPANY_SETTINGS_MANAGEMENT', 'COMPANY_INTEGRATION_MANAGEMENT'],
    requiredFeature: 'SSO_INTEGRATION',
    group: 'tools',
    parent: 'integrations',
  }),
]

const travel: TAdminPage[] = [
  page({
    key: 'approval',
    pageId: 'hubApproval',
    icon: 'inbox',
    url: '/approval',
    permissions: APPROVAL_PROCESSING,
    requiredFeature: 'TRIPS_TO_APPROVE',
    group: 'travel',
  }),
  page({
    key: 'book',
    pageId: 'hubBook',
    icon: 'suitcase',
    url: '/book',
    permissions: ['BOOK_ON_BEHALF_REQUEST_PROCESSING'],
    requiredFeature: 'BOOK_ON_BEHALF',
    group: 'travel',
  }),
  page({
    key: 'stats',
    pageId: 'hubStats',
    icon: 'chart',
    url: '/stats',
    permissions: ['REPORTING_VIEW'],
    requiredFeature: 'REPORTING',
    group: 'travel',
  }),
  page({
    key: 'travelerTracker',
    pageId: 'hubTravelerTracker',
    icon: 'map',
    url: '/traveler-tracker',
    permissions: ['TRAVEL_TRACKER'],
    requiredFeature: 'REPORTING',
    // Where travellers are is theirs alone unless the company lets travel managers see their trips.
    bookingMode: 'TRAVELER_OR_TRAVEL_MANAGER',
    flagTextKey: 'businessHub.flags.new',
    group: 'travel',
  }),
]

export const ADMIN_PAGES: readonly TAdminPage[] = [
  ...travel,
  ...company,
  ...people,
  ...policies,
  ...approvals,
  ...tools,
]

/**
 * The page of the catalogue at a path relative to the base path ("/users/manage"), if any. The router
 * matches paths case-insensitively, decoded and with a trailing slash, so this does too: a guard must
 * recognise every spelling of a page that the router would show.
 */
export function adminPageForPath(
  relativePath: string,
  pages: readonly TAdminPage[] = ADMIN_PAGES,
): TAdminPage | null {
  let path = decoded(relativePath)
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
  if (path.length > 1) path = path.replace(/\/+$/, '')
  return pages.find((p) => p.url === path) ?? null
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/**
 * The path relative to the base path when `pathname` lies under it (as the router matches: decoded,
 * any case); null otherwise, and for the base path itself.
 */
export function pathUnderBase(pathname: string, basePath: string): string | null {
  const path = decoded(pathname).replace(/\/{2,}/g, '/')
  const base = basePath.toLowerCase()
  return path.toLowerCase().startsWith(`${base}/`) ? path.slice(base.length) : null
}

export function adminPageByKey(key: string): TAdminPage | null {
  return ADMIN_PAGES.find((p) => p.key === key) ?? null
}
