import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ANONYMOUS_AUTH_STATE, type TAuthState } from '../auth-state.ts'
import { testBusinessState } from '../testing/business-state.ts'
import { NAV_DEFAULT_VISIBLE_ITEMS } from './nav-constants.ts'
import { activeUrl, navGroups, verticalOf } from './nav-groups.ts'
import {
  groupCap,
  splitGroupItems,
  type TNavigationGroup,
  type TNavigationGroupId,
  type TNavigationItem,
  visibleGroups,
} from './navigation.ts'

const item = fc.record({
  text: fc.string(),
  url: fc.constant('/x'),
  verticalName: fc.constant(null),
  hidden: fc.boolean(),
}) as fc.Arbitrary<TNavigationItem>
const groupId = fc.constantFrom<TNavigationGroupId>('primary', 'secondary', 'account', 'business', 'company')
const group = fc.record(
  {
    testId: groupId,
    navigationLabel: fc.constant('label'),
    items: fc.array(item, { maxLength: 25 }),
    maxVisibleItems: fc.integer({ min: 0, max: 20 }),
  },
  { requiredKeys: ['testId', 'navigationLabel', 'items'] },
) as fc.Arbitrary<TNavigationGroup>

describe('a group’s visible items and show-more', () => {
  it('shows at most five at once, the rest behind show-more, never hidden ones, never past the cap', () => {
    fc.assert(
      fc.property(group, (g) => {
        const { initial, more } = splitGroupItems(g)
        const listed = g.items.filter((i) => !i.hidden)
        expect(initial.length).toBeLessThanOrEqual(NAV_DEFAULT_VISIBLE_ITEMS)
        expect([...initial, ...more]).toEqual(listed.slice(0, groupCap(g)))
        if (more.length > 0) expect(initial).toHaveLength(NAV_DEFAULT_VISIBLE_ITEMS)
        expect([...initial, ...more].every((i) => !i.hidden)).toBe(true)
      }),
    )
  })

  it('caps a group at 10 by default and the account group at 1', () => {
    const many = (testId: TNavigationGroupId): TNavigationGroup => ({
      testId,
      navigationLabel: 'l',
      items: Array.from({ length: 14 }, (_, n) => ({ text: `t${n}`, url: `/${n}`, verticalName: null })),
    })
    expect(splitGroupItems(many('company')).more).toHaveLength(5)
    expect(splitGroupItems(many('account')).initial.map((i) => i.text)).toEqual(['t0'])
    expect(splitGroupItems({ ...many('company'), maxVisibleItems: 7 }).more).toHaveLength(2)
  })

  it('shows the business group only in business mode and drops empty groups', () => {
    fc.assert(
      fc.property(fc.array(group, { maxLength: 6 }), fc.boolean(), (groups, businessMode) => {
        const shown = visibleGroups(groups, businessMode)
        if (!businessMode) expect(shown.some((g) => g.testId === 'business')).toBe(false)
        for (const g of groups) {
          const expected = (g.testId !== 'business' || businessMode) && splitGroupItems(g).initial.length > 0
          expect(shown.includes(g)).toBe(expected)
        }
      }),
    )
  })
})

const businessAuth = (permissions: string[], features: string[] = []): TAuthState => ({
  ...ANONYMOUS_AUTH_STATE,
  loggedInSession: true,
  businessState: testBusinessState({ permissions, features }),
})

const shownUrls = (groups: TNavigationGroup[], id: TNavigationGroupId) =>
  groups
    .find((g) => g.testId === id)
    ?.items.filter((i) => !i.hidden)
    .map((i) => i.url) ?? []

describe('the site’s navigation groups', () => {
  it('gives an anonymous visitor the home, trips, catalogue verticals, help, business, privacy and terms entries', () => {
    const groups = navGroups({
      auth: ANONYMOUS_AUTH_STATE,
      businessBasePath: '/business',
      pathname: '/trips',
    })
    expect(visibleGroups(groups, false).map((g) => g.testId)).toEqual(['primary', 'secondary', 'company'])
    expect(shownUrls(groups, 'primary')).toEqual(['/', '/trips', '/flights', '/hotels', '/cars', '/trains'])
    expect(
      groups
        .flatMap((g) => g.items)
        .filter((i) => i.active)
        .map((i) => i.url),
    ).toEqual(['/trips'])
  })

  it('gates each business entry by its permission and feature', () => {
    const base = '/biz'
    const traveller = navGroups({ auth: businessAuth([]), businessBasePath: base, pathname: '/' })
    expect(shownUrls(traveller, 'business')).toEqual(['/biz'])
    const admin = navGroups({
      auth: businessAuth(
        ['TRIP_EVENT_APPROVAL_PROCESSING', 'REPORTING_VIEW', 'TRAVEL_POLICY_MANAGEMENT', 'USER_GUEST_DELETE'],
        // Reporting needs its feature as well as the permission (decision 039).
        ['TRIPS_TO_APPROVE', 'REPORTING'],
      ),
      businessBasePath: base,
      pathname: '/biz/policy/flight',
    })
    expect(shownUrls(admin, 'business')).toEqual([
      '/biz',
      '/biz/approval',
      '/biz/stats',
      '/biz/policy',
      '/biz/users',
    ])
    expect(
      admin
        .flatMap((g) => g.items)
        .filter((i) => i.active)
        .map((i) => i.url),
    ).toEqual(['/biz/policy'])
    // An explicit approval request alone is not an approver.
    const requester = navGroups({
      auth: businessAuth(['TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT'], ['TRIPS_TO_APPROVE']),
      businessBasePath: base,
      pathname: '/',
    })
    expect(shownUrls(requester, 'business')).not.toContain('/biz/approval')
  })

  it('marks the longest matching entry active, and the home entry only on the home page', () => {
    expect(activeUrl(['/', '/business', '/business/users'], '/business/users/manage')).toBe('/business/users')
    expect(activeUrl(['/', '/trips'], '/tripsx')).toBeNull()
    expect(activeUrl(['/', '/trips'], '/')).toBe('/')
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^\/[a-z]{1,3}$/), { maxLength: 6 }),
        fc.stringMatching(/^\/[a-z/]{0,8}$/),
        (urls, path) => {
          const found = activeUrl(urls, path)
          if (found !== null)
            expect(path === found || path.startsWith(`${found}/`) || (found === '/' && path === '/')).toBe(
              true,
            )
        },
      ),
    )
  })

  it('defers the other verticals’ links on a results page when both have friendly URLs', () => {
    const deferred = (onResultsPage: boolean, enabled: string[]) =>
      navGroups({
        auth: ANONYMOUS_AUTH_STATE,
        businessBasePath: '/business',
        pathname: '/trips/results',
        onResultsPage,
        friendlyUrlVerticals: enabled,
      })
        .flatMap((g) => g.items)
        .filter((i) => i.deferredLink)
        .map((i) => i.url)
    expect(deferred(true, ['trips', 'main'])).toEqual(['/'])
    expect(deferred(true, ['trips'])).toEqual([])
    expect(deferred(false, ['trips', 'main'])).toEqual([])
  })

  it('names the vertical of a path', () => {
    expect(verticalOf('/', '/business')).toBe('main')
    expect(verticalOf('/trips/abc', '/business')).toBe('trips')
    expect(verticalOf('/profile/account', '/business')).toBe('account')
    expect(verticalOf('/corp/users', '/corp')).toBe('business')
    expect(verticalOf('/help', '/business')).toBeNull()
  })
})
