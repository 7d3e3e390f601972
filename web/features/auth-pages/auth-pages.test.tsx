import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ANONYMOUS_AUTH_STATE, type TAuthState } from '../../../shared/auth-state.ts'
import { createEventBus } from '../../../shared/event-bus.ts'
import { AppProviders } from '../../app/providers.tsx'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInAuth, testGlobalState } from '../../testing/app/global-state.ts'
import { ConfirmPage } from './confirm-page.tsx'
import { ResendPage } from './resend-page.tsx'
import { ResetPasswordPage } from './reset-password-page.tsx'
import { SignOutPage } from './signout-page.tsx'

const i18n = createI18n('en', 'en-US', en as Messages)

/** The page as the server renders it (effects do not run: nothing is called). */
function render(Page: ComponentType, url: string, auth: TAuthState, sameSiteNavigation: boolean): string {
  return renderToStaticMarkup(
    <AppProviders state={testGlobalState({ auth, sameSiteNavigation })} i18n={i18n} bus={createEventBus()}>
      <MemoryRouter initialEntries={[url]}>
        <Page />
      </MemoryRouter>
    </AppProviders>,
  )
}

describe('/signout', () => {
  it('signs out at once after a visit from our own site, saying so', () => {
    const html = render(SignOutPage, '/signout?redir=/trips', signedInAuth(), true)
    expect(html).toContain('<p role="status">Signing you out…</p>')
    expect(html).not.toContain('<button')
  })

  it('asks first when another site sent the visitor, offering to stay on the page asked for', () => {
    const html = render(SignOutPage, '/signout?redir=/trips', signedInAuth(), false)
    expect(html).toContain(en.authPages.signout.question)
    expect(html).toMatch(/<button type="button" class="fw-button">Sign out<\/button>/)
    expect(html).toMatch(/href="\/trips"[^>]*>Stay signed in</)
  })

  it('never sends anyone to another site', () => {
    for (const redir of ['//evil.test', 'https://evil.test/', '/\\evil.test']) {
      const html = render(SignOutPage, `/signout?redir=${encodeURIComponent(redir)}`, signedInAuth(), false)
      expect(html, redir).toMatch(/href="\/"[^>]*>Stay signed in</)
    }
  })

  it('tells a signed-out visitor there is nothing to do', () => {
    const html = render(SignOutPage, '/signout', ANONYMOUS_AUTH_STATE, true)
    expect(html).toContain('You are signed out.')
    expect(html).not.toContain('Signing you out')
  })
})

describe('/s/ident/resend', () => {
  const unconfirmed = signedInAuth({ unconfirmedAccount: true })

  it('sends at once from our own site, and asks first from another', () => {
    expect(render(ResendPage, '/s/ident/resend?redir=/trips', unconfirmed, true)).toContain(
      'Sending the e-mail…',
    )
    const asked = render(ResendPage, '/s/ident/resend?redir=/trips', unconfirmed, false)
    expect(asked).toContain(en.authPages.resend.question)
    expect(asked).toContain('>Send it</button>')
  })

  it('has nothing to send to a confirmed account, and asks a signed-out visitor to sign in', () => {
    expect(render(ResendPage, '/s/ident/resend', signedInAuth(), true)).toContain('already confirmed')
    const out = render(ResendPage, '/s/ident/resend', ANONYMOUS_AUTH_STATE, true)
    expect(out).toContain(en.authPages.resend.signInFirst)
    expect(out).toContain('>Sign in</button>')
  })
})

describe('the pages e-mailed links open', () => {
  it('renders the reset form with a new-password field, held until the link is read', () => {
    const html = render(ResetPasswordPage, '/auth/reset-password', ANONYMOUS_AUTH_STATE, false)
    expect(html).toMatch(/<input[^>]*type="password"[^>]*autoComplete="new-password"/)
    expect(html).toMatch(/<button type="submit" class="fw-button" disabled="">Save and sign in<\/button>/)
    expect(html).toContain('aria-label="Show password"')
  })

  it('says it is confirming while the link is read', () => {
    const html = render(ConfirmPage, '/auth/confirm', ANONYMOUS_AUTH_STATE, false)
    expect(html).toContain('<p role="status">Confirming your e-mail address…</p>')
  })
})
