import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ANONYMOUS_AUTH_STATE } from '../../../shared/auth-state.ts'
import { createEventBus } from '../../../shared/event-bus.ts'
import type { TGlobalState } from '../../../shared/global-state.ts'
import { AppProviders } from '../../app/providers.tsx'
import { createI18n } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { testGlobalState } from '../../testing/app/global-state.ts'
import { AccountPage } from './account-page.tsx'

const state = (signedIn: boolean): TGlobalState =>
  testGlobalState({
    seo: { canonicalUrl: 'http://localhost/profile/account', indexable: false },
    analytics: { pageId: 'profileAccount', vertical: 'account' },
    auth: { ...ANONYMOUS_AUTH_STATE, loggedInSession: signedIn, accountName: signedIn ? 'Ada' : null },
  })

/** The page as the server renders it (before any call): what a visitor sees first, JavaScript or not. */
function render(signedIn: boolean, url = '/profile/account') {
  const router = createMemoryRouter([{ path: '/profile/account', element: <AccountPage /> }], {
    initialEntries: [url],
  })
  return renderToString(
    <AppProviders state={state(signedIn)} i18n={createI18n('en', 'en-US', en)} bus={createEventBus()}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
}

describe('account page, server-rendered', () => {
  it('asks a signed-out visitor to sign in, and shows no account section', () => {
    const html = render(false)
    expect(html).toContain('Sign in to see and change your account.')
    expect(html).toContain('>Sign in</button>')
    expect(html).not.toContain('id="account-password"')
  })

  it('lays out every section with a heading tied to it, and links to each', () => {
    const html = render(true)
    for (const id of ['profile', 'email', 'password', 'passkeys', 'twoFactor', 'sessions', 'travelers']) {
      expect(html).toContain(
        `id="account-${id}" class="fw-account-section" aria-labelledby="account-${id}-title"`,
      )
      expect(html).toContain(`href="#account-${id}"`)
    }
    expect(html).toMatch(/autocomplete="current-password"/i)
    expect(html).toMatch(/autocomplete="new-password"/i)
    // "Sign me out everywhere else" is checked unless the user unchecks it.
    expect(html).toMatch(
      /<input id="([^"]+)" type="checkbox"[^>]*checked=""[^>]*\/><label for="\1">Sign me out everywhere else/,
    )
  })
})
