import { render } from '@testing-library/react'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import type { TAuthState } from '../../../../shared/auth-state.ts'
import { createEventBus, type EventBus } from '../../../../shared/event-bus.ts'
import type { TGlobalState } from '../../../../shared/global-state.ts'
import { testBusinessState } from '../../../../shared/testing/business-state.ts'
import { AppProviders } from '../../../app/providers.tsx'
import { SideNav } from '../../../chrome/side-nav/side-nav.tsx'
import type { NavTripsTooltipEnv } from '../../../chrome/side-nav/use-nav-trips-tooltip.ts'
import { createI18n, type Messages } from '../../../i18n/create-i18n.ts'
import en from '../../../i18n/messages/en.json' with { type: 'json' }
import { testGlobalState } from '../../app/global-state.ts'

type Listener = (event: { matches: boolean }) => void

/**
 * A viewport for jsdom, which has no layout: window.matchMedia answering min-width queries for a width the
 * test sets, and telling listeners when it changes (as a browser does on resize). Install it before the
 * first render: the breakpoint store reads matchMedia once per module.
 */
export function installViewport(width: number) {
  let current = width
  const lists: { min: number; listeners: Set<Listener> }[] = []
  window.matchMedia = ((query: string) => {
    const list = { min: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0), listeners: new Set<Listener>() }
    lists.push(list)
    return {
      media: query,
      get matches() {
        return current >= list.min
      },
      addEventListener: (_: string, l: Listener) => list.listeners.add(l),
      removeEventListener: (_: string, l: Listener) => list.listeners.delete(l),
    }
  }) as unknown as typeof window.matchMedia
  return {
    resize(next: number) {
      current = next
      for (const list of lists) for (const l of [...list.listeners]) l({ matches: current >= list.min })
    },
  }
}

const PAGES = [
  { path: '/', handle: { pageId: 'home' } },
  { path: '/trips', handle: { pageId: 'trips' } },
  { path: '/trips/results', handle: { pageId: 'tripResults', sideNav: { results: true } } },
  // The catalogue's results pages count as results pages by their page ids (shared/chrome/side-nav-pages.ts).
  { path: '/flights/search/*', handle: { pageId: 'flightSearch' } },
  { path: '/hotels/search/*', handle: { pageId: 'hotelSearch' } },
  { path: '/hotels', handle: { pageId: 'hotelLanding' } },
  { path: '/help', handle: { pageId: 'help' } },
  { path: '/privacy', handle: { pageId: 'privacy' } },
  { path: '/business/verify', handle: { pageId: 'businessVerify' } },
  { path: '*', handle: { pageId: 'other' } },
]

/** The side navigation in the app's providers and a router, with a page body to click outside on. */
export function renderSideNav(
  url: string,
  state: Partial<TGlobalState> = {},
  bus: EventBus = createEventBus(),
  tripsTooltipEnv?: NavTripsTooltipEnv,
) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <SideNav {...(tripsTooltipEnv ? { tripsTooltipEnv } : {})} />
            <p data-testid="outside" />
            <Outlet />
          </>
        ),
        children: PAGES.map((p) => ({ ...p, element: <h1>{p.handle.pageId}</h1> })),
      },
    ],
    { initialEntries: [url] },
  )
  const i18n = createI18n('en', 'en-US', en as Messages)
  const view = render(
    <AppProviders state={testGlobalState(state)} i18n={i18n} bus={bus}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  const root = () => view.container.querySelector('.fw-sidenav') as HTMLElement
  return { ...view, router, bus, root }
}

/** A business member in business mode (or not), holding `permissions` and `features`. */
export function businessAuth(
  businessMode: boolean,
  permissions: string[] = [],
  features: string[] = [],
): TAuthState {
  return {
    allowSignIn: true,
    loggedInSession: true,
    unconfirmedAccount: false,
    newUser: false,
    guidebookEnabled: false,
    accountSwitcherItems: [],
    authStateParams: {},
    accountName: 'Ava Chen',
    userImgUrl: null,
    surveyGroups: [],
    permissions,
    features,
    authorizedForApprovalsPage: false,
    userInfoState: null,
    businessState: testBusinessState({ features, permissions, businessMode }),
  }
}
