import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { TAuthState, TBusinessState } from '../../../shared/auth-state.ts'
import { createEventBus } from '../../../shared/event-bus.ts'
import { ROLE_TEMPLATES, type TRoleTemplateKey } from '../../../shared/roles.ts'
import { testBusinessState } from '../../../shared/testing/business-state.ts'
import { AppProviders } from '../../app/providers.tsx'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInAuth, testGlobalState } from '../../testing/app/global-state.ts'
import { ADMIN_LINKS } from '../../testing/features/business-hub/admin-links.ts'
import { AccountPanel } from './account-panel.tsx'

const i18n = createI18n('en', 'en-US', en as Messages)

const FEATURES = ['ONBOARDING_TASKS', 'TRIPS_TO_APPROVE', 'REPORTING', 'BOOK_ON_BEHALF']

function member(role: TRoleTemplateKey, business: Partial<TBusinessState> = {}): TAuthState {
  const permissions = [...ROLE_TEMPLATES[role].permissions]
  return signedInAuth({
    authorizedForApprovalsPage: permissions.includes('TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL'),
    businessState: testBusinessState({
      permissions,
      features: FEATURES,
      bookOnBehalfEnabled: true,
      accountOnboardingProgress: 100,
      companyOnboardingProgress: 100,
      ...business,
    }),
  })
}

function render(auth: TAuthState, businessBasePath = '/business'): string {
  return renderToStaticMarkup(
    <AppProviders state={testGlobalState({ auth, businessBasePath })} i18n={i18n} bus={createEventBus()}>
      <MemoryRouter>
        <AccountPanel onClose={() => {}} />
      </MemoryRouter>
    </AppProviders>,
  )
}

/** The menu's link items as [href, text] pairs, in order. */
function menuLinks(html: string): [string, string][] {
  return [...html.matchAll(/<a [^>]*role="menuitem"[^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map((m) => [
    m[1] as string,
    (m[2] as string).replace(/<[^>]+>/g, ''),
  ])
}

describe('the account menu in business mode', () => {
  it('lists an admin’s business items in order, then help and account', () => {
    expect(menuLinks(render(member('admin')))).toEqual([
      ['/business/tasks', 'Your tasks'],
      ...ADMIN_LINKS,
      ['/business', 'Admin hub'],
      ['/business/events', 'Event hub'],
      ['/business/invitations', 'Invitations'],
      ['/help', 'Help'],
      ['/profile/account', 'Account settings'],
    ])
  })

  it('gives a traveller no admin item, keeping help, account, price alerts and sign-out', () => {
    const html = render(member('traveler'))
    expect(menuLinks(html)).toEqual([
      ['/business/tasks', 'Your tasks'],
      ['/help', 'Help'],
      ['/profile/account', 'Account settings'],
    ])
    expect(html).toContain('data-key="priceAlerts"')
    expect(html).toContain('data-key="signOut"')
    // The personal side's list is not shown in business mode.
    expect(html).not.toContain('Register your business')
  })

  it('sends an arranger’s hub shortcut straight to their only page, under the configured base path', () => {
    const links = menuLinks(render(member('travelArranger'), '/corporate'))
    expect(links).toContainEqual(['/corporate/book', 'Trips to book'])
    expect(links.filter(([, text]) => text === 'Admin hub')).toEqual([['/corporate/book', 'Admin hub']])
  })

  it('marks a task list not yet started with the dot, and says so to screen readers', () => {
    const html = render(member('admin', { accountOnboardingProgress: null, companyOnboardingProgress: 0 }))
    expect(menuLinks(html).slice(0, 3)).toEqual([
      ['/business/get-started', 'Get started'],
      ['/business/tasks', 'Set up your account (new)'],
      ['/business/tasks/company', 'Set up your company (new)'],
    ])
    expect(html.match(/class="fw-menu-dot" aria-hidden="true"/g)).toHaveLength(2)
    const halfway = render(member('admin', { accountOnboardingProgress: 50, companyOnboardingProgress: 100 }))
    expect(menuLinks(halfway)[0]).toEqual(['/business/tasks', 'Set up your account'])
    expect(halfway).not.toContain('fw-menu-dot')
  })

  it('keeps the personal list for the same member in personal mode', () => {
    const html = render(member('admin', { businessMode: false }))
    expect(menuLinks(html).map(([href]) => href)).toEqual(['/trips', '/help', '/profile/account'])
  })
})
