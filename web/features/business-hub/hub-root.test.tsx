// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { ANONYMOUS_AUTH_STATE, type TAuthState, type TBusinessState } from '../../../shared/auth-state.ts'
import { createEventBus } from '../../../shared/event-bus.ts'
import { ROLE_TEMPLATES, type TRoleTemplateKey } from '../../../shared/roles.ts'
import { testBusinessState } from '../../../shared/testing/business-state.ts'
import { AppProviders } from '../../app/providers.tsx'
import { RenderStatusContext, type TRenderStatus } from '../../app/render-status.ts'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { PAGES } from '../../routes/areas/business-hub.tsx'
import { HUB_PAGES } from '../../routes/catalogue.ts'
import { signedInAuth, testGlobalState } from '../../testing/app/global-state.ts'
import { ADMIN_LINKS } from '../../testing/features/business-hub/admin-links.ts'
import { BusinessHeaderGroup } from './business-header-group.tsx'

const i18n = createI18n('en', 'en-US', en as Messages)
const FEATURES = [
  'TRIPS_TO_APPROVE',
  'REPORTING',
  'BOOK_ON_BEHALF',
  'CAR_PREFERENCES',
  'TRIP_REPORTING_FIELDS',
]

function member(role: TRoleTemplateKey, business: Partial<TBusinessState> = {}): TAuthState {
  const permissions = [...ROLE_TEMPLATES[role].permissions]
  return signedInAuth({
    authorizedForApprovalsPage: permissions.some((p) => p.startsWith('TRIP_EVENT_APPROVAL_PROCESSING')),
    businessState: testBusinessState({
      permissions,
      features: FEATURES,
      bookOnBehalfEnabled: true,
      bookingMode: 'TRAVELER_OR_TRAVEL_MANAGER',
      plan: 'bizPlus',
      ...business,
    }),
  })
}

/** The hub area's pages at the base path, as the route table mounts them; returns the render status. */
function open(auth: TAuthState, url: string, element?: React.ReactNode): TRenderStatus {
  const status: TRenderStatus = { status: 200 }
  const routes = HUB_PAGES.map((p) => {
    const Page = PAGES[p.id] as React.ComponentType
    return { path: `/business${p.path}`, element: element ?? <Page /> }
  })
  const router = createMemoryRouter(routes, { initialEntries: [url] })
  render(
    <RenderStatusContext.Provider value={status}>
      <AppProviders state={testGlobalState({ auth })} i18n={i18n} bus={createEventBus()}>
        <RouterProvider router={router} />
      </AppProviders>
    </RenderStatusContext.Provider>,
  )
  return status
}

afterEach(cleanup)

describe('the admin hub root', () => {
  it('lists an admin’s pages by group, each with its title, description and pages beneath', () => {
    open(member('admin'), '/business')
    const nav = screen.getByRole('navigation', { name: 'Administration' })
    const groups = within(nav)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
    expect(groups).toEqual([
      'Trips and reporting',
      'Company',
      'People',
      'Travel policies',
      'Approvals',
      'Payments and tools',
    ])
    const users = screen.getByRole('link', { name: 'People and roles' })
    expect(users.getAttribute('href')).toBe('/business/users')
    const card = users.closest('li') as HTMLElement
    expect(
      within(card).getByText('Manage the people in your company, their roles and their groups.'),
    ).toBeTruthy()
    const below = within(card).getByRole('list', { name: 'Pages in People and roles' })
    expect(
      within(below)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/business/users/manage', '/business/users/roles', '/business/users/groups'])
    // The flight policy hub is listed under policies with its vertical's name; its sections stay on its page.
    expect(screen.getByRole('link', { name: 'Travel policy: Flights' }).getAttribute('href')).toBe(
      '/business/policy/flight',
    )
    expect(screen.queryByRole('link', { name: 'Travel policy: Flights, Settings' })).toBeNull()
    // Single sign-on needs its feature; this company does not have it.
    expect(screen.queryByRole('link', { name: 'Single sign-on' })).toBeNull()
    expect(document.querySelectorAll('svg.fw-hub-icon[aria-hidden="true"]').length).toBeGreaterThan(10)
  })

  it('lists only trips to approve for an approver', () => {
    open(member('approver'), '/business')
    const nav = screen.getByRole('navigation', { name: 'Administration' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/business/approval'])
  })

  it('tells a traveller there is nothing to administer', () => {
    open(member('traveler'), '/business')
    expect(screen.getByRole('heading', { name: 'Nothing to administer here' })).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Administration' })).toBeNull()
  })

  it('shows visitors the page’s frame (the business landing takes its place)', () => {
    open(ANONYMOUS_AUTH_STATE, '/business')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Business travel')
    expect(screen.queryByRole('navigation', { name: 'Administration' })).toBeNull()
  })
})

describe('the guard around every hub page', () => {
  it('shows a page the member may see', () => {
    const status = open(member('admin'), '/business/users/roles')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Roles')
    expect(status.status).toBe(200)
  })

  it('shows "no access" with status 403 in place of a page the member may not see', () => {
    const status = open(member('travelManager'), '/business/users/roles')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('You do not have access to this page')
    expect(screen.getByRole('link', { name: 'Go to the business hub' }).getAttribute('href')).toBe(
      '/business',
    )
    expect(status.status).toBe(403)
  })

  it('says the real reason an admin cannot open a page: the plan, a feature off, the booking mode', () => {
    let status = open(member('admin'), '/business/integrations/sso')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Single sign-on is not available to your company',
    )
    expect(
      screen.getByText('Single sign-on comes with the Enterprise plan; your company is on Business Plus.'),
    ).toBeTruthy()
    expect(
      screen
        .getByRole('link', { name: 'Compare plans and upgrade in company settings' })
        .getAttribute('href'),
    ).toBe('/business/company/general')
    expect(status.status).toBe(403)
    cleanup()
    open(member('admin', { bookingMode: 'TRAVELER_ONLY' }), '/business/traveler-tracker')
    expect(
      screen.getByText(/is off because your company lets only travellers see their own trips/),
    ).toBeTruthy()
    expect(
      screen.getByRole('link', { name: 'Change who can see trips in company settings' }).getAttribute('href'),
    ).toBe('/business/company/general')
    cleanup()
    // A traveller learns nothing of the company's plan or settings: their role does not include the page.
    status = open(member('traveler'), '/business/integrations/sso')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('You do not have access to this page')
    expect(screen.queryByText(/plan/)).toBeNull()
  })

  it('moving to an admin page without a proven second factor goes to verify first, and back after', async () => {
    const routes = HUB_PAGES.map((p) => {
      const Page = PAGES[p.id] as React.ComponentType
      return { path: `/business${p.path}`, element: <Page /> }
    })
    const router = createMemoryRouter(
      [...routes, { path: '/business/verify', element: <p>verify here</p> }],
      {
        initialEntries: ['/business/users/roles'],
      },
    )
    render(
      <AppProviders
        state={testGlobalState({ auth: member('admin', { secondFactorProven: false }) })}
        i18n={i18n}
        bus={createEventBus()}
      >
        <RouterProvider router={router} />
      </AppProviders>,
    )
    await screen.findByText('verify here')
    expect(router.state.location.search).toBe(`?redir=${encodeURIComponent('/business/users/roles')}`)
  })

  it('guards the policy pages by their vertical and section', () => {
    open(member('travelManager', { features: [] }), '/business/policy/car/preferences')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Travel policy: Cars, Preferences is not available to your company',
    )
    // A travel manager cannot switch features on: told who can, with no link to a page refused to them.
    expect(screen.getByText('Your company’s admin can switch it on.')).toBeTruthy()
    expect(screen.queryByRole('link', { name: /company settings/ })).toBeNull()
    cleanup()
    open(member('travelManager'), '/business/policy/car/preferences')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Travel policy: Cars, Preferences')
  })

  it('asks a member in personal mode to switch, and a visitor to sign in', () => {
    const status = open(member('admin', { businessMode: false }), '/business/company')
    expect(screen.getByText(/Switch to it in the account menu/)).toBeTruthy()
    expect(status.status).toBe(403)
    cleanup()
    const visitor = open(ANONYMOUS_AUTH_STATE, '/business/company')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Company information')
    expect(screen.getByText('Sign in with your business account to open this page.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
    expect(visitor.status).toBe(200)
  })
})

describe('the header’s business group', () => {
  const linksOf = () =>
    within(screen.getByRole('navigation', { name: 'Main' }))
      .getAllByRole('link')
      .map((a) => [a.getAttribute('href'), a.textContent])

  it('links the admin entries the member may open before the header’s own, marking the current one', () => {
    open(member('admin'), '/business/policy/flight', <BusinessHeaderGroup />)
    expect(linksOf()).toEqual([...ADMIN_LINKS, ['/trips', 'Trips'], ['/help', 'Help']])
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Travel policies')
  })

  it('has only the header’s own links for a traveller and outside business mode', () => {
    const own = [
      ['/trips', 'Trips'],
      ['/help', 'Help'],
    ]
    open(member('traveler'), '/business', <BusinessHeaderGroup />)
    expect(linksOf()).toEqual(own)
    cleanup()
    open(member('admin', { businessMode: false }), '/business', <BusinessHeaderGroup />)
    expect(linksOf()).toEqual(own)
  })
})
