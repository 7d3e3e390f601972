import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { TAuthState } from '../../../shared/auth-state.ts'
import { createEventBus } from '../../../shared/event-bus.ts'
import { AppProviders } from '../../app/providers.tsx'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInAuth, testGlobalState } from '../../testing/app/global-state.ts'
import { AccountPanel } from './account-panel.tsx'

const i18n = createI18n('en', 'en-US', en as Messages)

function render(auth: TAuthState): string {
  return renderToStaticMarkup(
    <AppProviders state={testGlobalState({ auth })} i18n={i18n} bus={createEventBus()}>
      <MemoryRouter>
        <AccountPanel onClose={() => {}} />
      </MemoryRouter>
    </AppProviders>,
  )
}

/** The opening tags that carry every one of `attributes` (in any order), e.g. 'role="menu"'. */
function tags(html: string, ...attributes: string[]): string[] {
  return [...html.matchAll(/<[a-z][^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => attributes.every((a) => tag.includes(a)))
}

/** The text right after the first opening tag carrying `attributes`. */
function textAfter(html: string, ...attributes: string[]): string | undefined {
  const [tag] = tags(html, ...attributes)
  if (!tag) return undefined
  return /^([^<]*)/.exec(html.slice(html.indexOf(tag) + tag.length))?.[1]
}

const item = (userEmail: string, tokenId: string, businessMode = false) => ({
  userEmail,
  tokenId,
  businessMode,
  accountName: userEmail.split('@')[0] ?? userEmail,
  imgUrl: null,
})

describe('the account menu panel', () => {
  it('lists the configured pages as menu items that are links', () => {
    const html = render(signedInAuth())
    expect(tags(html, 'role="menu"', 'aria-label="Account menu"')).toHaveLength(1)
    for (const [href, text] of [
      ['/trips', 'Trips'],
      ['/business', 'Register your business'],
      ['/help', 'Help'],
      ['/profile/account', 'Account settings'],
    ]) {
      expect(tags(html, '<a ', 'role="menuitem"', `href="${href}"`), href).toHaveLength(1)
      expect(textAfter(html, 'role="menuitem"', `href="${href}"`)).toBe(text)
    }
    expect(html).not.toContain('/guides/yourguides')
  })

  it('has a price-alert checkbox item and a sign-out item', () => {
    const html = render(signedInAuth())
    expect(
      tags(html, 'role="menuitemcheckbox"', 'aria-checked="false"', 'data-key="priceAlerts"'),
    ).toHaveLength(1)
    expect(html).toContain('Price alerts by e-mail')
    expect(textAfter(html, 'role="menuitem"', 'data-key="signOut"')).toBe('Sign out')
  })

  it('says "sign out of all accounts" with two e-mails signed in, and lists both', () => {
    const auth = signedInAuth({
      accountSwitcherItems: [item('tomas@fernway.test', 'tok_1'), item('ava@northwind.test', 'tok_2')],
    })
    const html = render(auth)
    expect(html).toContain('Sign out of all accounts')
    // The current account is marked and is not a button; the other is a button.
    expect(html).toMatch(/<div class="fw-switcher-item is-selected" aria-current="true">/)
    expect(html).toMatch(/<button[^>]*class="fw-switcher-item"[^>]*>.*ava@northwind\.test, personal/)
    expect(html).not.toMatch(/<button[^>]*>(?:(?!<\/button>).)*tomas@fernway\.test/)
    expect(html).toContain('Add another account')
  })

  it('shows the business/personal toggle only for an e-mail with both accounts', () => {
    expect(render(signedInAuth())).not.toContain('Account type')
    const both = signedInAuth({
      accountSwitcherItems: [item('tomas@fernway.test', 'tok_1'), item('tomas@fernway.test', 'tok_1', true)],
    })
    const html = render(both)
    expect(tags(html, 'role="radiogroup"', 'aria-label="Account type"')).toHaveLength(1)
    expect(textAfter(html, 'role="radio"', 'aria-checked="true"')).toBe('Personal')
    expect(textAfter(html, 'role="radio"', 'aria-checked="false"')).toBe('Business')
  })

  it('offers the confirm-account button to an unconfirmed account only', () => {
    expect(render(signedInAuth())).not.toContain('Send the confirmation e-mail')
    expect(render(signedInAuth({ unconfirmedAccount: true }))).toContain('Send the confirmation e-mail')
  })

  it('renders nothing for a signed-out visitor', () => {
    expect(render({ ...signedInAuth(), loggedInSession: false })).toBe('')
  })
})
