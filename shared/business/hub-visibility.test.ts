import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { TAuthState } from '../auth-state.ts'
import { FEATURES, PERMISSIONS, type TPermission } from '../permissions.ts'
import { ROLE_TEMPLATES, type TRoleTemplateKey } from '../roles.ts'
import { testBusinessState } from '../testing/business-state.ts'
import { ADMIN_PAGES, type TAdminPage } from './admin-pages.ts'
import {
  askedPermissions,
  entryPages,
  hubShortcut,
  hubViewerOf,
  isPageVisible,
  pageRefusalReason,
  type THubViewer,
  visiblePages,
} from './hub-visibility.ts'
import { defaultFeatures, PLAN_FEATURES } from './plans.ts'

const ROLES = Object.keys(ROLE_TEMPLATES) as TRoleTemplateKey[]

/** A Business Plus company like the demo one: every Business Plus feature but the integrations. */
const BIZ_PLUS_FEATURES = PLAN_FEATURES.bizPlus.filter((f) => !f.endsWith('_INTEGRATION'))

function viewer(role: TRoleTemplateKey, overrides: Partial<THubViewer> = {}): THubViewer {
  return {
    permissions: ROLE_TEMPLATES[role].permissions,
    features: BIZ_PLUS_FEATURES,
    bookingMode: 'TRAVELER_OR_TRAVEL_MANAGER',
    plan: 'bizPlus',
    ...overrides,
  }
}

const policyPages = [
  'policy',
  'policy.flight',
  'policy.flight.settings',
  'policy.flight.restrictions',
  'policy.flight.preferences',
  'policy.flight.advanced-rules',
  'policy.hotel',
  'policy.hotel.settings',
  'policy.hotel.restrictions',
  'policy.hotel.preferences',
  'policy.hotel.advanced-rules',
  'policy.train',
  'policy.train.settings',
  'policy.train.restrictions',
  'policy.train.advanced-rules',
  'policy.car',
  'policy.car.settings',
  'policy.car.restrictions',
  'policy.car.preferences',
  'policy.car.advanced-rules',
  'policyMessages',
]

/**
 * Who sees what on a Business Plus company (traveller visibility: traveller or travel manager),
 * written out by hand from the table in docs/decisions/039: A admin, M travel manager, P approver,
 * R travel arranger, T traveller, G guest. Single sign-on needs an Enterprise feature: nobody here.
 */
const EXPECTED_BIZ_PLUS: Record<string, string> = {
  approval: 'AMP',
  book: 'AMR',
  stats: 'AM',
  travelerTracker: 'AM',
  company: 'A',
  companyGeneral: 'A',
  companyEmailDomains: 'A',
  companyOffices: 'A',
  companyEntities: 'A',
  corporateMembershipAdd: 'A',
  users: 'A',
  usersManage: 'A',
  usersRoles: 'A',
  usersGroups: 'A',
  accountPermissions: 'A',
  ...Object.fromEntries(policyPages.map((key) => [key, 'AM'])),
  approvals: 'A',
  approvalsSettings: 'A',
  approvalsApprovers: 'A',
  // Business Plus asks company settings management as well: the travel manager only views payments.
  paymentOptions: 'A',
  tripReportingFields: 'A',
  integrations: 'A',
  integrationsSso: '',
}

/** The same roles on the free plan with its default features and traveller-only visibility. */
const EXPECTED_BIZ_CHANGES: Record<string, string> = {
  // No book on behalf, reporting or trip reporting fields on Business.
  book: '',
  stats: '',
  travelerTracker: '',
  tripReportingFields: '',
  // Payment options ask only the payment permissions here.
  paymentOptions: 'AM',
}

const LETTER: Record<TRoleTemplateKey, string> = {
  admin: 'A',
  travelManager: 'M',
  approver: 'P',
  travelArranger: 'R',
  traveler: 'T',
  guest: 'G',
}

describe('admin hub visibility, every built-in role × every page', () => {
  it('lists every catalogue page in the expected table', () => {
    expect(Object.keys(EXPECTED_BIZ_PLUS).sort()).toEqual(ADMIN_PAGES.map((p) => p.key).sort())
  })

  it.each(ROLES)('on Business Plus, %s sees exactly its pages', (role) => {
    for (const page of ADMIN_PAGES) {
      const expected = (EXPECTED_BIZ_PLUS[page.key] ?? '').includes(LETTER[role])
      expect(isPageVisible(page, viewer(role)), `${role} × ${page.key}`).toBe(expected)
    }
  })

  it.each(ROLES)('on Business (traveller-only visibility), %s sees exactly its pages', (role) => {
    const v = viewer(role, { plan: 'biz', features: defaultFeatures('biz'), bookingMode: 'TRAVELER_ONLY' })
    for (const page of ADMIN_PAGES) {
      const expected = (EXPECTED_BIZ_CHANGES[page.key] ?? EXPECTED_BIZ_PLUS[page.key] ?? '').includes(
        LETTER[role],
      )
      expect(isPageVisible(page, v), `${role} × ${page.key}`).toBe(expected)
    }
  })

  it('shows single sign-on to an admin whose company has it switched on', () => {
    const sso = ADMIN_PAGES.find((p) => p.key === 'integrationsSso') as TAdminPage
    const company = { plan: 'enterprise' as const, features: [...BIZ_PLUS_FEATURES, 'SSO_INTEGRATION'] }
    expect(isPageVisible(sso, viewer('admin', company))).toBe(true)
    expect(isPageVisible(sso, viewer('travelManager', company))).toBe(false)
  })

  it('hides car preferences without the car preferences feature, and no other policy page', () => {
    const v = viewer('admin', { features: BIZ_PLUS_FEATURES.filter((f) => f !== 'CAR_PREFERENCES') })
    const hidden = ADMIN_PAGES.filter((p) => !isPageVisible(p, v)).map((p) => p.key)
    expect(hidden.sort()).toEqual(['integrationsSso', 'policy.car.preferences'])
  })
})

describe('the shortcut to the admin hub', () => {
  it('goes to the hub root for roles with several entries, and is absent for those with none', () => {
    expect(hubShortcut(viewer('admin'), '/business')).toBe('/business')
    expect(hubShortcut(viewer('travelManager'), '/business')).toBe('/business')
    expect(hubShortcut(viewer('traveler'), '/business')).toBeNull()
    expect(hubShortcut(viewer('guest'), '/business')).toBeNull()
  })

  it('goes straight to the only page, but not when that page is trips to approve', () => {
    // The arranger's only page is trips to book; the approver's is trips to approve.
    expect(hubShortcut(viewer('travelArranger'), '/corp')).toBe('/corp/book')
    expect(hubShortcut(viewer('approver'), '/corp')).toBeNull()
    // A policy manager's twenty-one policy pages are one entry: the policies hub.
    const policyOnly = viewer('traveler', { permissions: ['TRAVEL_POLICY_MANAGEMENT'], features: [] })
    expect(entryPages(policyOnly).map((p) => p.key)).toEqual(['policy', 'policyMessages'])
    expect(hubShortcut(viewer('traveler', { permissions: ['ROLE_MANAGEMENT'] }), '/b')).toBe('/b/users/roles')
  })

  it('takes an entry to be the only one exactly when one entry page is visible', () => {
    fc.assert(
      fc.property(fc.subarray([...PERMISSIONS]), fc.subarray([...FEATURES]), (permissions, features) => {
        const v = viewer('guest', { permissions, features })
        const entries = entryPages(v)
        const shortcut = hubShortcut(v, '/b')
        if (entries.length === 0) expect(shortcut).toBeNull()
        else if (entries.length > 1) expect(shortcut).toBe('/b')
        else expect(shortcut).toBe(entries[0]?.key === 'approval' ? null : `/b${entries[0]?.url}`)
      }),
    )
  })
})

const arbitraryViewer = fc.record({
  permissions: fc.subarray([...PERMISSIONS]),
  features: fc.subarray([...FEATURES]),
  bookingMode: fc.constantFrom('TRAVELER_ONLY' as const, 'TRAVELER_OR_TRAVEL_MANAGER' as const),
  plan: fc.constantFrom('biz' as const, 'bizPlus' as const, 'enterprise' as const),
})

describe('the visibility rule', () => {
  it('shows a page only when one asked permission and the required feature are held', () => {
    fc.assert(
      fc.property(arbitraryViewer, fc.constantFrom(...ADMIN_PAGES), (v, page) => {
        if (!isPageVisible(page, v)) return
        expect(page.enabled).toBe(true)
        expect(askedPermissions(page).some((p) => v.permissions.includes(p))).toBe(true)
        if (page.requiredFeature) expect(v.features).toContain(page.requiredFeature)
        if (page.bookingMode) expect(v.bookingMode).toBe(page.bookingMode)
        expect(v.permissions).not.toContain('DISABLED')
      }),
    )
  })

  it('never hides a page because more permissions or features are held', () => {
    fc.assert(
      fc.property(
        arbitraryViewer,
        fc.subarray(PERMISSIONS.filter((p) => p !== 'DISABLED')),
        fc.subarray([...FEATURES]),
        (v, morePermissions, moreFeatures) => {
          const more = {
            ...v,
            permissions: [...v.permissions, ...morePermissions],
            features: [...v.features, ...moreFeatures],
          }
          for (const page of visiblePages(v)) expect(isPageVisible(page, more), page.key).toBe(true)
        },
      ),
    )
  })

  const base: TAdminPage = ADMIN_PAGES.find((p) => p.key === 'integrations') as TAdminPage
  const everything = viewer('admin', { permissions: PERMISSIONS.filter((p) => p !== 'DISABLED') })

  it('hides a page that is not enabled, or whose list holds DISABLED', () => {
    expect(isPageVisible(base, everything)).toBe(true)
    expect(isPageVisible({ ...base, enabled: false }, everything)).toBe(false)
    fc.assert(
      fc.property(fc.subarray([...PERMISSIONS]), (permissions) => {
        const page = { ...base, permissions: [...permissions, 'DISABLED' as TPermission] }
        expect(isPageVisible(page, everything)).toBe(false)
      }),
    )
  })

  it('asks company settings management when a page names no permission', () => {
    const page = { ...base, permissions: null }
    expect(askedPermissions(page)).toEqual(['COMPANY_SETTINGS_MANAGEMENT'])
    expect(isPageVisible(page, viewer('travelManager'))).toBe(false)
    expect(isPageVisible(page, viewer('traveler', { permissions: ['COMPANY_SETTINGS_MANAGEMENT'] }))).toBe(
      true,
    )
  })

  it('drops and logs unknown permissions, deciding on the known ones', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ minLength: 1 }).filter((s) => !(PERMISSIONS as readonly string[]).includes(s)),
          { minLength: 1, maxLength: 4 },
        ),
        fc.boolean(),
        (unknown, held) => {
          const logged: string[] = []
          const page = { ...base, permissions: [...unknown, 'REPORTING_VIEW'] as TPermission[] }
          const v = viewer('traveler', { permissions: held ? ['REPORTING_VIEW', ...unknown] : unknown })
          expect(isPageVisible(page, v, (key, p) => logged.push(`${key}:${p}`))).toBe(held)
          expect(logged).toEqual(unknown.map((p) => `integrations:${p}`))
        },
      ),
    )
    // Only unknown values: nothing can be held, the page stays hidden.
    const page = { ...base, permissions: ['ROOT'] as unknown as TPermission[] }
    expect(isPageVisible(page, viewer('admin', { permissions: ['ROOT'] as unknown as TPermission[] }))).toBe(
      false,
    )
  })

  it('needs company settings management for payments on Business Plus and Enterprise only', () => {
    const payments = ADMIN_PAGES.find((p) => p.key === 'paymentOptions') as TAdminPage
    const viewOnly = viewer('traveler', { permissions: ['COMPANY_PAYMENT_METHOD_VIEW'] })
    expect(isPageVisible(payments, { ...viewOnly, plan: 'biz' })).toBe(true)
    expect(isPageVisible(payments, { ...viewOnly, plan: 'bizPlus' })).toBe(false)
    expect(isPageVisible(payments, { ...viewOnly, plan: 'enterprise' })).toBe(false)
    const both = { ...viewOnly, permissions: ['COMPANY_PAYMENT_METHOD_VIEW', 'COMPANY_SETTINGS_MANAGEMENT'] }
    expect(isPageVisible(payments, { ...both, plan: 'enterprise' })).toBe(true)
  })
})

describe('the viewer of an auth state', () => {
  const auth = (overrides: Partial<TAuthState['businessState']> = {}, loggedIn = true): TAuthState =>
    ({
      loggedInSession: loggedIn,
      businessState: testBusinessState({ permissions: ['COMPANY_SETTINGS_MANAGEMENT'], ...overrides }),
    }) as TAuthState

  it('is a member in business mode; in personal mode, signed out or without a profile there is none', () => {
    expect(hubViewerOf(auth())?.permissions).toEqual(['COMPANY_SETTINGS_MANAGEMENT'])
    expect(hubViewerOf(auth({ plan: 'nonsense' as 'biz' }))?.plan).toBe('biz')
    expect(hubViewerOf(auth({ businessMode: false }))).toBeNull()
    expect(hubViewerOf(auth({ businessProfile: null }))).toBeNull()
    expect(hubViewerOf(auth({}, false))).toBeNull()
    expect(hubViewerOf(null)).toBeNull()
    expect(visiblePages(null)).toEqual([])
  })
})

/** Why a page is refused (issue 30): the reason names what would open it, and never more than the role allows. */
describe('pageRefusalReason', () => {
  const page = (key: string) => ADMIN_PAGES.find((p) => p.key === key)!

  it('names the plan, a feature switched off, the booking mode or the role', () => {
    expect(pageRefusalReason(page('integrationsSso'), viewer('admin'))).toBe('plan')
    expect(pageRefusalReason(page('integrationsSso'), viewer('admin', { plan: 'enterprise' }))).toBe(
      'featureOff',
    )
    expect(
      pageRefusalReason(
        page('integrationsSso'),
        viewer('admin', { plan: 'enterprise', features: ['SSO_INTEGRATION'] }),
      ),
    ).toBeNull()
    expect(
      pageRefusalReason(page('travelerTracker'), viewer('admin', { bookingMode: 'TRAVELER_ONLY' })),
    ).toBe('bookingMode')
    expect(pageRefusalReason(page('integrationsSso'), viewer('traveler'))).toBe('role')
    expect(
      pageRefusalReason(page('travelerTracker'), viewer('traveler', { bookingMode: 'TRAVELER_ONLY' })),
    ).toBe('role')
  })

  it('is null exactly when the page is visible, and says role whenever the role alone would refuse', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ADMIN_PAGES),
        fc.constantFrom(...ROLES),
        fc.subarray([...FEATURES]),
        fc.constantFrom('TRAVELER_ONLY' as const, 'TRAVELER_OR_TRAVEL_MANAGER' as const),
        fc.constantFrom('biz' as const, 'bizPlus' as const, 'enterprise' as const),
        (p, role, features, bookingMode, plan) => {
          const who = viewer(role, { features, bookingMode, plan })
          const reason = pageRefusalReason(p, who)
          expect(reason === null).toBe(isPageVisible(p, who))
          const everything = viewer(role, {
            features: [...FEATURES],
            bookingMode: p.bookingMode ?? bookingMode,
            plan,
          })
          if (!isPageVisible(p, everything)) expect(reason).toBe('role')
        },
      ),
    )
  })
})
