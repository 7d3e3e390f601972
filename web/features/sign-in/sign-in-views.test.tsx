import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { createEventBus } from '../../../shared/event-bus.ts'
import type { TGlobalState } from '../../../shared/global-state.ts'
import { AppProviders } from '../../app/providers.tsx'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { testGlobalState } from '../../testing/app/global-state.ts'
import { initialSignInState, type TSignInState, type TSignInView } from './sign-in-machine.ts'
import { SIGN_IN_VIEWS } from './sign-in-view.tsx'
import { socialPending } from './social/social-pending.ts'

const i18n = createI18n('en', 'en-US', en as Messages)

function render(
  view: TSignInView,
  overrides: Partial<TSignInState> = {},
  global: Partial<TGlobalState> = {},
): string {
  const View = SIGN_IN_VIEWS[view]
  const state = { ...initialSignInState({ reason: 'generic' }), email: 'a@b.test', view, ...overrides }
  const commands = {
    continueWithEmail: vi.fn(),
    login: vi.fn(),
    register: vi.fn(),
    forgot: vi.fn(),
    sendCode: vi.fn(),
    verifyCode: vi.fn(),
  }
  return renderToStaticMarkup(
    <AppProviders state={testGlobalState(global)} i18n={i18n} bus={createEventBus()}>
      <View state={state} dispatch={vi.fn()} commands={commands} close={vi.fn()} t={i18n.t} />
    </AppProviders>,
  )
}

/** The attributes of the first element matching `selector`-like pattern `<tag ... name="x"`. */
function inputNamed(html: string, name: string): string {
  const match = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)
  if (!match) throw new Error(`no input named ${name}`)
  return match[0]
}

/** React writes attributes as named in JSX (autoComplete); HTML reads them in any case. */
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]

describe('sign-in views', () => {
  it('renders every state with a title and no missing translation', () => {
    for (const view of Object.keys(SIGN_IN_VIEWS) as TSignInView[]) {
      const html = render(view)
      expect(html, view).toMatch(/<h2[^>]*>[^<]+<\/h2>/)
      expect(html, view).not.toMatch(/signIn\.[a-zA-Z]+\.[a-zA-Z]+/)
    }
  })

  it('[ASVS #6 6.2.7] gives password managers and phones what they need: autocomplete, types and input modes', () => {
    const email = inputNamed(render('emailForm'), 'username')
    // "webauthn": the e-mail field also offers passkeys (conditional mediation).
    expect([attr(email, 'type'), attr(email, 'autocomplete'), attr(email, 'inputmode')]).toEqual([
      'email',
      'username webauthn',
      'email',
    ])
    const login = render('login')
    expect(attr(inputNamed(login, 'username'), 'autocomplete')).toBe('username webauthn')
    expect(attr(inputNamed(render('forgotPassword'), 'username'), 'autocomplete')).toBe('username')
    expect(attr(inputNamed(login, 'passwd'), 'autocomplete')).toBe('current-password')
    expect(attr(inputNamed(login, 'passwd'), 'type')).toBe('password')
    const password = render('passwordForm')
    // The e-mail of the step before travels with the password, so a manager saves the pair.
    expect(attr(inputNamed(password, 'username'), 'value')).toBe('a@b.test')
    expect(attr(inputNamed(render('register'), 'passwd'), 'autocomplete')).toBe('new-password')
    const code = inputNamed(render('magicCode'), 'code')
    expect([attr(code, 'autocomplete'), attr(code, 'inputmode')]).toEqual(['one-time-code', 'numeric'])
  })

  it('[NIST #N3 composition] has a show-password toggle beside each password', () => {
    for (const view of ['login', 'passwordForm', 'register'] as const) {
      expect(render(view), view).toMatch(/<button[^>]*aria-label="Show password"[^>]*aria-pressed="false"/)
    }
  })

  it('links a field error to its field and marks the field invalid', () => {
    const html = render('passwordForm', {
      error: { field: 'passwd', key: 'signIn.errors.invalidCredentials' },
    })
    const input = inputNamed(html, 'passwd')
    expect(attr(input, 'aria-invalid')).toBe('true')
    const describedBy = attr(input, 'aria-describedby')?.split(' ') ?? []
    const errorId = new RegExp(`id="([^"]+)"[^>]*>${en.signIn.errors.invalidCredentials.slice(0, 20)}`).exec(
      html,
    )?.[1]
    expect(errorId).toBeTruthy()
    expect(describedBy).toContain(errorId)
  })

  it("shows the server's password reason, and a form error in an alert", () => {
    const policy = render('register', {
      error: { field: 'passwd', key: 'signIn.errors.passwordRejected', text: 'Too common.' },
    })
    expect(policy).toContain('Too common.')
    const consent = render('register', { error: { field: 'consent', key: 'signIn.errors.consentRequired' } })
    const consentInput = inputNamed(consent, 'consent')
    expect(attr(consentInput, 'aria-describedby')).toBeTruthy()
    const alert = render('forgotPassword', { error: { field: null, key: 'signIn.errors.request' } })
    expect(alert).toContain(`role="alert" class="fw-alert">${en.signIn.errors.request}`)
  })

  it('asks for the password length the rules require and offers deals, unticked, and consent', () => {
    const html = render('register')
    expect(html).toContain('At least 15 characters')
    // Marketing mail is opt-in on every site (decision 093).
    expect(inputNamed(html, 'optin')).not.toMatch(/checked/)
    expect(html).toContain(en.signIn.register.consent)
  })

  it('offers company sign-in for the e-mail typed in, with the password as the other way', () => {
    const html = render('externalAuth', { email: 'ava@northwind.test' })
    expect(inputNamed(html, 'username')).toContain('value="ava@northwind.test"')
    expect(html).toContain(en.signIn.externalAuth.sso)
    expect(html).toContain(en.signIn.externalAuth.usePassword)
    expect(html).not.toMatch(/<button[^>]*disabled/)
  })

  it('offers only the social providers the page allows, and says so when there are none', () => {
    const none = render('oauth')
    expect(none).toContain(en.signIn.social.none)
    expect(none).not.toContain('Continue with Google')
    const social = {
      signIn: ['google', 'naver'] as const,
      configured: ['google', 'naver'] as const,
      oneTap: null,
    }
    const some = render(
      'oauth',
      {},
      { social: { ...social, signIn: [...social.signIn], configured: [...social.configured] } },
    )
    expect(some).toContain('Continue with Google')
    expect(some).toContain('Continue with Naver')
    expect(some).not.toContain('Continue with Apple')
    expect(some).not.toMatch(/<button[^>]*disabled[^>]*>Continue with/)
    // The landing offers them too.
    expect(
      render('landing', {}, { social: { signIn: ['apple'], configured: ['apple'], oneTap: null } }),
    ).toContain('Continue with Apple')
  })

  it('asks a new social visitor to confirm creating the account, and an existing one for its password', () => {
    const credential = { provider: 'google' as const, idToken: 'a.b.c' }
    try {
      socialPending.set({
        credential,
        step: 'confirmRegister',
        email: 'gina@example.test',
        name: 'Gina',
        oneTap: false,
      })
      const confirm = render('oauth')
      expect(confirm).toContain('Create your Fernway account')
      expect(confirm).toContain('Google says you are gina@example.test')
      expect(inputNamed(confirm, 'consent')).not.toMatch(/checked/)
      socialPending.set({
        credential,
        step: 'linkExisting',
        email: 'gina@example.test',
        name: null,
        oneTap: true,
      })
      const link = render('oauth')
      expect(link).toContain('Link Google to your account')
      expect(attr(inputNamed(link, 'passwd'), 'autoComplete')).toBe('current-password')
    } finally {
      socialPending.set(null)
    }
  })

  it('tells an unconfirmed account and a new one different things in the inbox view', () => {
    expect(render('checkInbox', { inbox: 'register' })).toContain('finish creating your account')
    expect(render('checkInbox', { inbox: 'confirm' })).toContain('not confirmed yet')
  })

  it('offers "not now" on the trips soft gate only, and business set-up on the plain landing only', () => {
    expect(render('tripsSoftGate')).toContain('Not now')
    expect(render('landing')).not.toContain('Not now')
    expect(render('landing')).toContain('Travelling for work?')
    expect(render('priceAlert')).not.toContain('Travelling for work?')
    expect(render('priceAlert')).toContain('price alerts')
  })

  it('disables the fields while a call is out', () => {
    expect(attr(inputNamed(render('login', { pending: true }), 'passwd'), 'disabled')).toBe('')
  })
})
