import { AUTH_PAGE_PATHS } from '../../shared/auth/auth-pages.ts'
import { DOMAIN_VERIFY_PAGE } from '../../shared/business/domain-verify-page.ts'

/**
 * Every page of the spec's route table (accounts-header-business.md section 2), grouped by URL area.
 * Each area is one lazily loaded module; the page ids name their translation keys (pages.<id>.*).
 */
export type TArea =
  | 'site'
  | 'account'
  | 'business'
  | 'businessHub'
  | 'businessHubRoot'
  | 'trips'
  | 'tripCatalogue'
  | 'legal'
  | 'auth'

export interface TPageEntry {
  id: string
  path: string
  area: TArea
  /** The catalogue section holding <id>.title and <id>.about; "pages" unless set. */
  messages?: 'pages' | 'authPages' | 'tripsCatalogue'
  /** Pages search engines must not list (they act on a session or carry a link's secret). */
  noindex?: boolean
}

const site: TPageEntry[] = [
  { id: 'help', path: '/help', area: 'site' },
  { id: 'guides', path: '/guides/yourguides', area: 'site' },
  // The terms of use at the spec's two paths, versioned texts in content/legal (decision 096).
  { id: 'terms', path: '/terms-of-use', area: 'legal' },
  { id: 'actualTerms', path: '/actual-terms-of-use', area: 'legal' },
  { id: 'aos', path: '/aos', area: 'site' },
  // Company and help pages written in Markdown (content/pages; issue 27 item 2), the id in their path.
  // Landing pages made from the places and offers data (issue 27 item 2; shared/catalogue/landing-contract.ts).
  ...['flights', 'hotels', 'destinations'].map(
    (root): TPageEntry => ({ id: `${root}Place`, path: `/${root}/:slug`, area: 'site' }),
  ),
  ...['about', 'careers', 'press', 'investors', 'packages', 'help/contact', 'help/feedback'].map(
    (path): TPageEntry => ({ id: path.replace('help/', ''), path: `/${path}`, area: 'site' }),
  ),
]

const account: TPageEntry[] = [
  { id: 'profileAccount', path: '/profile/account', area: 'account' },
  { id: 'profileSection', path: '/profile/:section', area: 'account' },
]

const trips: TPageEntry[] = [
  { id: 'trips', path: '/trips', area: 'trips' },
  { id: 'trip', path: '/trips/:fullTripId', area: 'trips' },
  // A read-only link's page (its secret in the fragment): not for search engines.
  { id: 'tripShared', path: '/trips/shared', area: 'trips', noindex: true },
]

/** The demo catalogue's search and results pages (decision 044; URL format in shared/trips/catalogue-contract.ts). */
const tripCatalogue: TPageEntry[] = [
  { id: 'flightLanding', path: '/flights', area: 'tripCatalogue', messages: 'tripsCatalogue' },
  { id: 'trainLanding', path: '/trains', area: 'tripCatalogue', messages: 'tripsCatalogue' },
  { id: 'hotelLanding', path: '/hotels', area: 'tripCatalogue', messages: 'tripsCatalogue' },
  { id: 'carLanding', path: '/cars', area: 'tripCatalogue', messages: 'tripsCatalogue' },
  // Flights: one way, round trip or multi-city, and the search box's form (shared/catalogue/flight-search-url.ts).
  { id: 'flightSearch', path: '/flights/search/*', area: 'tripCatalogue', messages: 'tripsCatalogue' },
  // Trains: one way or back, and the search box's form (shared/catalogue/train-search-url.ts).
  { id: 'trainSearch', path: '/trains/search/*', area: 'tripCatalogue', messages: 'tripsCatalogue' },
  // Stays: a place and two dates, and the search box's form (shared/catalogue/stay-search-url.ts).
  { id: 'hotelSearch', path: '/hotels/search/*', area: 'tripCatalogue', messages: 'tripsCatalogue' },
  { id: 'hotelProperty', path: '/hotels/property/*', area: 'tripCatalogue', messages: 'tripsCatalogue' },
  // Cars: a pick-up (and a drop-off) place and two dates, and the search box's form (car-search-url.ts).
  { id: 'carSearch', path: '/cars/search/*', area: 'tripCatalogue', messages: 'tripsCatalogue' },
  // A saved offer's booking: review, travellers, payment and confirmation (decision 084).
  { id: 'booking', path: '/book/:eventId', area: 'tripCatalogue', messages: 'tripsCatalogue', noindex: true },
]

/** Sign-out and confirmation pages, and the pages e-mailed links open. */
const auth: TPageEntry[] = [
  { id: 'signout', path: AUTH_PAGE_PATHS.signout, area: 'auth', messages: 'authPages', noindex: true },
  { id: 'resend', path: AUTH_PAGE_PATHS.resend, area: 'auth', messages: 'authPages', noindex: true },
  { id: 'resetPassword', path: AUTH_PAGE_PATHS.reset, area: 'auth', messages: 'authPages', noindex: true },
  { id: 'confirm', path: AUTH_PAGE_PATHS.confirm, area: 'auth', messages: 'authPages', noindex: true },
]

const privacy: TPageEntry[] = [
  // The notice is a legal text (decision 096); the choices live with the account's, as when signed in.
  { id: 'privacy', path: '/privacy', area: 'legal' },
  { id: 'privacyManage', path: '/privacy/manage', area: 'account' },
]

/** Fixed business paths (not under the configurable admin base path). */
const business: TPageEntry[] = [
  { id: 'businessVerify', path: '/business/verify', area: 'business' },
  { id: 'businessGetStarted', path: '/business/get-started', area: 'business' },
  { id: 'businessTasks', path: '/business/tasks', area: 'business' },
  { id: 'businessTasksCompany', path: '/business/tasks/company', area: 'business' },
  { id: 'businessInvitations', path: '/business/invitations', area: 'business' },
  { id: 'businessEvents', path: '/business/events', area: 'business' },
  { id: 'businessBizPlusUpgrade', path: '/business/biz-plus-upgrade', area: 'business' },
  // The e-mailed domain link (decision 034): opens signed in or not, and carries a secret.
  { id: 'businessVerifyDomain', path: DOMAIN_VERIFY_PAGE.path, area: 'business', noindex: true },
  // The company deletion e-mail's link (decision 035); it carries the link's secret.
  { id: 'businessCompanyDelete', path: '/business/company/delete', area: 'business', noindex: true },
  // The approver's e-mailed one-click link (decision 055); the secret is in the fragment.
  { id: 'businessApprovalLink', path: '/business/approval-link', area: 'business', noindex: true },
]

/**
 * The admin hub's routes, relative to the business base path: one per page of the catalogue
 * (shared/business/admin-pages.ts), the policy pages by pattern; catalogue.test.ts checks they agree.
 */
export const HUB_PAGES: TPageEntry[] = [
  { id: 'hub', path: '', area: 'businessHubRoot' },
  { id: 'hubCompany', path: '/company', area: 'businessHub' },
  { id: 'hubCompanyGeneral', path: '/company/general', area: 'businessHub' },
  { id: 'hubCompanyEmailDomains', path: '/company/email-domains', area: 'businessHub' },
  { id: 'hubCompanyOffices', path: '/company/offices', area: 'businessHub' },
  { id: 'hubCompanyEntities', path: '/company/entities', area: 'businessHub' },
  { id: 'hubCorporateMembershipAdd', path: '/company/corporate-membership/add', area: 'businessHub' },
  { id: 'hubPolicy', path: '/policy', area: 'businessHub' },
  { id: 'hubPolicyMessages', path: '/policy/messages', area: 'businessHub' },
  { id: 'hubPolicyVertical', path: '/policy/:vertical', area: 'businessHub' },
  { id: 'hubPolicySection', path: '/policy/:vertical/:section', area: 'businessHub' },
  { id: 'hubUsers', path: '/users', area: 'businessHub' },
  { id: 'hubUsersManage', path: '/users/manage', area: 'businessHub' },
  { id: 'hubUsersRoles', path: '/users/roles', area: 'businessHub' },
  { id: 'hubUsersGroups', path: '/users/groups', area: 'businessHub' },
  { id: 'hubApprovals', path: '/approvals', area: 'businessHub' },
  { id: 'hubApprovalsSettings', path: '/approvals/settings', area: 'businessHub' },
  { id: 'hubApprovalsApprovers', path: '/approvals/approvers', area: 'businessHub' },
  { id: 'hubPaymentOptions', path: '/payment-options', area: 'businessHub' },
  { id: 'hubTripReportingFields', path: '/trip-reporting-fields', area: 'businessHub' },
  { id: 'hubIntegrations', path: '/integrations', area: 'businessHub' },
  { id: 'hubIntegrationsSso', path: '/integrations/sso', area: 'businessHub' },
  { id: 'hubAccountPermissions', path: '/account-permissions', area: 'businessHub' },
  { id: 'hubTravelerTracker', path: '/traveler-tracker', area: 'businessHub' },
  { id: 'hubApproval', path: '/approval', area: 'businessHub' },
  { id: 'hubBook', path: '/book', area: 'businessHub' },
  { id: 'hubStats', path: '/stats', area: 'businessHub' },
]

// The verticals and their sections are the admin page catalogue's (checked in catalogue.test.ts).
export { POLICY_VERTICALS, policySections } from '../../shared/business/policy-verticals.ts'

export const SITE_PAGES: TPageEntry[] = [
  ...site,
  ...account,
  ...trips,
  ...tripCatalogue,
  ...privacy,
  ...business,
  ...auth,
]

/** All pages with absolute paths for a given admin base path. */
export function allPages(businessBasePath: string): TPageEntry[] {
  return [...SITE_PAGES, ...HUB_PAGES.map((p) => ({ ...p, path: `${businessBasePath}${p.path}` }))]
}
