import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ANONYMOUS_AUTH_STATE, type TAuthState, type TBusinessState } from '../auth-state.ts'
import { FEATURES, PERMISSIONS } from '../permissions.ts'
import { ROLE_TEMPLATES, type TRoleTemplateKey } from '../roles.ts'
import { testBusinessState } from '../testing/business-state.ts'
import { ADMIN_PAGES, adminPageForPath, pathUnderBase } from './admin-pages.ts'
import { hubViewerOf, isPageVisible } from './hub-visibility.ts'
import { businessMenuItems, headerBusinessLinks, showsEventHub, showsInvitations } from './menu-gating.ts'
import { PLAN_FEATURES } from './plans.ts'

const APPROVAL = ADMIN_PAGES.find((p) => p.key === 'approval')

/** The auth state as the server presents it: authorizedForApprovalsPage follows the approval page. */
function authOf(business: Partial<TBusinessState>): TAuthState {
  const features = business.features ?? []
  const state: TAuthState = {
    ...ANONYMOUS_AUTH_STATE,
    loggedInSession: true,
    businessState: testBusinessState({
      bookOnBehalfEnabled: features.includes('BOOK_ON_BEHALF'),
      plan: 'bizPlus',
      ...business,
    }),
  }
  return {
    ...state,
    authorizedForApprovalsPage: APPROVAL ? isPageVisible(APPROVAL, hubViewerOf(state)) : false,
  }
}

const BIZ_PLUS_FEATURES = PLAN_FEATURES.bizPlus.filter((f) => !f.endsWith('_INTEGRATION'))
const member = (role: TRoleTemplateKey, extra: Partial<TBusinessState> = {}) =>
  authOf({
    permissions: [...ROLE_TEMPLATES[role].permissions],
    features: BIZ_PLUS_FEATURES,
    bookingMode: 'TRAVELER_OR_TRAVEL_MANAGER',
    accountOnboardingProgress: 100,
    companyOnboardingProgress: 100,
    ...extra,
  })

const ids = (auth: TAuthState) => businessMenuItems(auth, '/business').map((i) => i.id)

describe('the business account menu, per built-in role (Business Plus, onboarding done)', () => {
  it.each([
    [
      'admin',
      [
        'tasks',
        'approve',
        'book',
        'reporting',
        'policies',
        'users',
        'company',
        'hub',
        'events',
        'invitations',
      ],
    ],
    ['travelManager', ['tasks', 'approve', 'book', 'reporting', 'policies', 'hub', 'events', 'invitations']],
    ['approver', ['tasks', 'approve']],
    ['travelArranger', ['tasks', 'book', 'hub']],
    ['traveler', ['tasks']],
    ['guest', ['tasks']],
  ] as const)('%s', (role, expected) => {
    expect(ids(member(role))).toEqual([...expected, 'help', 'account'])
  })

  it('sends an arranger’s hub shortcut straight to trips to book', () => {
    expect(businessMenuItems(member('travelArranger'), '/corp').find((i) => i.id === 'hub')?.href).toBe(
      '/corp/book',
    )
  })

  it('has no trips to book without book on behalf', () => {
    const off = member('admin', {
      bookOnBehalfEnabled: false,
      features: BIZ_PLUS_FEATURES.filter((f) => f !== 'BOOK_ON_BEHALF'),
    })
    expect(ids(off)).not.toContain('book')
    expect(headerBusinessLinks(off, '/business').map((l) => l.id)).not.toContain('book')
  })

  it('is empty outside business mode', () => {
    expect(businessMenuItems(member('admin', { businessMode: false }), '/business')).toEqual([])
    expect(businessMenuItems(ANONYMOUS_AUTH_STATE, '/business')).toEqual([])
    expect(headerBusinessLinks(member('admin', { businessMode: false }), '/business')).toEqual([])
    expect(showsEventHub(member('admin', { businessMode: false }))).toBe(false)
    expect(showsInvitations(member('admin', { businessMode: false }))).toBe(false)
  })
})

describe('the onboarding items', () => {
  const onboarding = (auth: TAuthState) =>
    businessMenuItems(auth, '/business')
      .filter((i) => ['getStarted', 'accountSetup', 'companySetup', 'tasks'].includes(i.id))
      .map((i) => `${i.id}${i.dot ? '•' : ''}`)

  it('leads a new member to get started and their tasks, with the dot while progress is unset or 0', () => {
    const fresh = { accountOnboardingProgress: null, companyOnboardingProgress: null }
    expect(onboarding(member('traveler', fresh))).toEqual(['getStarted', 'accountSetup•'])
    expect(onboarding(member('admin', fresh))).toEqual(['getStarted', 'accountSetup•', 'companySetup•'])
    expect(
      onboarding(member('admin', { accountOnboardingProgress: 0, companyOnboardingProgress: 40 })),
    ).toEqual(['accountSetup•', 'companySetup'])
    expect(
      onboarding(member('admin', { accountOnboardingProgress: 60, companyOnboardingProgress: 100 })),
    ).toEqual(['accountSetup'])
    expect(onboarding(member('admin'))).toEqual(['tasks'])
  })

  it('needs the onboarding-tasks feature', () => {
    const noTasks = BIZ_PLUS_FEATURES.filter((f) => f !== 'ONBOARDING_TASKS')
    expect(onboarding(member('admin', { features: noTasks, accountOnboardingProgress: null }))).toEqual([])
  })
})

describe('the trips-to-approve link', () => {
  it('needs the feature and an approval processing permission; an explicit request alone is not one', () => {
    const gate = (permissions: string[], features: string[]) =>
      headerBusinessLinks(authOf({ permissions, features }), '/b').some((l) => l.id === 'approve')
    expect(gate(['TRIP_EVENT_APPROVAL_PROCESSING'], ['TRIPS_TO_APPROVE'])).toBe(true)
    expect(gate(['TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL'], ['TRIPS_TO_APPROVE'])).toBe(true)
    expect(gate(['TRIP_EVENT_APPROVAL_PROCESSING'], [])).toBe(false)
    expect(gate(['TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT'], ['TRIPS_TO_APPROVE'])).toBe(false)
    expect(gate(['TRIP_EVENT_APPROVAL_REQUEST'], ['TRIPS_TO_APPROVE'])).toBe(false)
  })

  it('shows for a member the server says may open the approvals page', () => {
    const auth = { ...authOf({ permissions: [], features: [] }), authorizedForApprovalsPage: true }
    expect(headerBusinessLinks(auth, '/b').map((l) => l.id)).toEqual(['approve'])
  })
})

describe('menus and pages agree', () => {
  it('never links a hub page that would answer "no access"', () => {
    fc.assert(
      fc.property(
        fc.subarray([...PERMISSIONS]),
        fc.subarray([...FEATURES]),
        fc.constantFrom('biz' as const, 'bizPlus' as const, 'enterprise' as const),
        fc.constantFrom('TRAVELER_ONLY' as const, 'TRAVELER_OR_TRAVEL_MANAGER' as const),
        (permissions, features, plan, bookingMode) => {
          const auth = authOf({ permissions, features, plan, bookingMode })
          const viewer = hubViewerOf(auth)
          for (const item of businessMenuItems(auth, '/b')) {
            const relative = pathUnderBase(item.href, '/b')
            if (relative === null) continue
            const page = adminPageForPath(relative)
            expect(page, item.href).not.toBeNull()
            if (page) expect(isPageVisible(page, viewer), item.href).toBe(true)
          }
        },
      ),
    )
  })

  it('gives events and invitations to those who edit events or invite people', () => {
    expect(showsEventHub(authOf({ permissions: ['EVENT_EDIT'] }))).toBe(true)
    expect(showsEventHub(authOf({ permissions: ['EVENT_EDIT_FOR_ALL'] }))).toBe(true)
    expect(showsEventHub(authOf({ permissions: ['TRIP_EVENT_BOOK'] }))).toBe(false)
    expect(showsInvitations(authOf({ permissions: ['USER_GUEST_INVITE'] }))).toBe(true)
    expect(showsInvitations(authOf({ permissions: ['USER_INVITE', 'DISABLED'] }))).toBe(false)
  })
})
