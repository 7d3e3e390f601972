import type { TAuthState } from '../auth-state.ts'
import { adminItemGates, showsEventHub, showsInvitations } from '../business/menu-gating.ts'
import { usesFriendlyUrl } from './friendly-url.ts'
import type { TNavigationGroup, TNavigationItem, TVertical } from './navigation.ts'

/** The demo catalogue's verticals: each has its search form at /{vertical} and results below it. */
const CATALOGUE_VERTICALS = ['flights', 'hotels', 'cars', 'trains'] as const

export interface TNavGroupsInput {
  auth: TAuthState | null
  businessBasePath: string
  pathname: string
  /** A results page, and the verticals with friendly URLs: such items are resolved on click. */
  onResultsPage?: boolean
  friendlyUrlVerticals?: readonly string[]
}

/** The vertical a path belongs to, for the active item and the friendly-URL rule. */
export function verticalOf(pathname: string, businessBasePath: string): TVertical | null {
  if (pathname === '/') return 'main'
  const under = (base: string) => pathname === base || pathname.startsWith(`${base}/`)
  if (under('/trips')) return 'trips'
  for (const vertical of CATALOGUE_VERTICALS) if (under(`/${vertical}`)) return vertical
  if (under('/guides')) return 'guides'
  if (under('/profile')) return 'account'
  if (under(businessBasePath) || under('/business')) return 'business'
  return null
}

/**
 * The business group's entries, gated as the account menu and the header's business group are
 * (shared/business/menu-gating.ts); a gate that fails hides the item.
 */
function businessItems(auth: TAuthState, base: string): TNavigationItem[] {
  const gates = adminItemGates(auth)
  const item = (key: string, url: string, shown: boolean): TNavigationItem => ({
    text: `sideNav.business.${key}`,
    url,
    verticalName: 'business',
    hidden: !shown,
  })
  return [
    item('hub', base, true),
    item('approve', `${base}/approval`, gates.approve),
    item('book', `${base}/book`, gates.book),
    item('reporting', `${base}/stats`, gates.reporting),
    item('policies', `${base}/policy`, gates.policies),
    item('users', `${base}/users`, gates.users),
    item('company', `${base}/company`, gates.company),
    item('events', '/business/events', showsEventHub(auth)),
    item('invitations', '/business/invitations', showsInvitations(auth)),
  ]
}

/** The longest item URL the path lies under is the active one ('/' only for itself). */
export function activeUrl(urls: readonly string[], pathname: string): string | null {
  let best: string | null = null
  for (const url of urls) {
    const matches = url === '/' ? pathname === '/' : pathname === url || pathname.startsWith(`${url}/`)
    if (matches && (best === null || url.length > best.length)) best = url
  }
  return best
}

/** The side navigation's groups (spec section 2): primary, secondary, account, business, company. */
export function navGroups({
  auth,
  businessBasePath,
  pathname,
  onResultsPage = false,
  friendlyUrlVerticals = [],
}: TNavGroupsInput): TNavigationGroup[] {
  const signedIn = Boolean(auth?.loggedInSession)
  const hasBusinessProfile = Boolean(auth?.businessState?.businessProfile)
  const groups: TNavigationGroup[] = [
    {
      testId: 'primary',
      navigationLabel: 'sideNav.groups.primary',
      items: [
        { text: 'sideNav.items.main', url: '/', verticalName: 'main' },
        { text: 'sideNav.items.trips', url: '/trips', verticalName: 'trips' },
        ...CATALOGUE_VERTICALS.map(
          (vertical): TNavigationItem => ({
            text: `sideNav.items.${vertical}`,
            url: `/${vertical}`,
            verticalName: vertical,
          }),
        ),
        {
          text: 'sideNav.items.guides',
          url: '/guides/yourguides',
          verticalName: 'guides',
          hidden: !auth?.guidebookEnabled,
        },
      ],
    },
    {
      testId: 'secondary',
      navigationLabel: 'sideNav.groups.secondary',
      items: [
        { text: 'sideNav.items.help', url: '/help', verticalName: null },
        {
          text: 'sideNav.items.forBusiness',
          url: '/business',
          verticalName: 'business',
          flagText: 'sideNav.items.newFlag',
          hidden: hasBusinessProfile,
        },
      ],
    },
    {
      testId: 'account',
      navigationLabel: 'sideNav.groups.account',
      items: [
        {
          text: 'sideNav.items.account',
          url: '/profile/account',
          verticalName: 'account',
          hidden: !signedIn,
        },
      ],
    },
    {
      testId: 'business',
      navigationLabel: 'sideNav.groups.business',
      items: auth && hasBusinessProfile ? businessItems(auth, businessBasePath) : [],
    },
    {
      testId: 'company',
      navigationLabel: 'sideNav.groups.company',
      items: [
        { text: 'sideNav.items.privacy', url: '/privacy', verticalName: null },
        { text: 'sideNav.items.terms', url: '/terms-of-use', verticalName: null },
      ],
    },
  ]
  const current = activeUrl(
    groups.flatMap((g) => g.items.filter((i) => !i.hidden).map((i) => i.url)),
    pathname,
  )
  const from = verticalOf(pathname, businessBasePath)
  for (const group of groups) {
    for (const item of group.items) {
      item.active = item.url === current
      const to = item.verticalName
      if (usesFriendlyUrl({ onResultsPage, from, to, enabled: friendlyUrlVerticals }))
        item.deferredLink = true
    }
  }
  return groups
}
