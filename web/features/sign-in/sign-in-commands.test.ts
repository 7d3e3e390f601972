import { describe, expect, it, vi } from 'vitest'
import { AuthErrorCode, AuthStatus, PASSWORD_RULES } from '../../../shared/auth/auth-contract.ts'
import { type AuthApi, AuthFailure, type TAuthResult } from '../../api/auth.ts'
import { createSignInCommands } from './sign-in-commands.ts'
import {
  initialSignInState,
  signInReducer,
  type TSignInRequest,
  type TSignInState,
  type TSignInView,
} from './sign-in-machine.ts'

const OK: TAuthResult = { status: 0 }
const GOOD_PASSWORD = 'correct horse battery staple'

function refusal(errorCode: string, errorField: string | null = null, message = '') {
  return new AuthFailure({ statusCode: AuthStatus.ERROR, errorCode, errorField, message, httpStatus: 400 })
}

function fakeApi(overrides: Partial<AuthApi> = {}): AuthApi {
  const ok = () => vi.fn(async () => OK)
  return {
    login: ok(),
    register: ok(),
    forgot: ok(),
    sendCode: ok(),
    verifyCode: ok(),
    logout: ok(),
    addAccount: ok(),
    switchAccount: ok(),
    resetPassword: ok(),
    confirmAccount: ok(),
    resendConfirmation: ok(),
    ...overrides,
  }
}

/** The commands over the real reducer, starting at `view` with `email` typed in. */
function dialog(
  api: AuthApi,
  view: TSignInView,
  email = 'a@b.test',
  request: TSignInRequest = { reason: 'generic' },
) {
  let state: TSignInState = { ...initialSignInState(request), view, email }
  const onSignedIn = vi.fn()
  const commands = createSignInCommands({
    api,
    dispatch: (action) => {
      state = signInReducer(state, action)
    },
    getState: () => state,
    onSignedIn,
    regurl: '/trips',
    consentRequired: true,
  })
  return { commands, onSignedIn, state: () => state }
}

describe('sign-in commands', () => {
  it('signs in with the e-mail typed earlier, then hands the answer over and stays pending', async () => {
    const answer = { status: 0 as const, loginRedirectUrl: '/trips' }
    const api = fakeApi({ login: vi.fn(async () => answer) })
    const d = dialog(api, 'passwordForm', ' a@b.test ')
    await d.commands.login('secret', false)
    expect(api.login).toHaveBeenCalledWith({ username: 'a@b.test', passwd: 'secret', sticky: false })
    expect(d.onSignedIn).toHaveBeenCalledWith(answer)
    expect(d.state().pending).toBe(true)
  })

  it('sends nothing while a call is out', async () => {
    let finish: (r: TAuthResult) => void = () => {}
    const api = fakeApi({ login: vi.fn(() => new Promise<TAuthResult>((r) => (finish = r))) })
    const d = dialog(api, 'login')
    const first = d.commands.login('secret', true)
    await d.commands.login('secret', true)
    finish(OK)
    await first
    expect(api.login).toHaveBeenCalledTimes(1)
  })

  it('shows a wrong password on the password field and keeps the view', async () => {
    const api = fakeApi({
      login: vi.fn(async () => {
        throw refusal(AuthErrorCode.INVALID_CREDENTIALS, 'passwd')
      }),
    })
    const d = dialog(api, 'passwordForm')
    await d.commands.login('wrong', true)
    expect(d.state()).toMatchObject({
      view: 'passwordForm',
      pending: false,
      error: { field: 'passwd', key: 'signIn.errors.invalidCredentials' },
    })
    expect(d.onSignedIn).not.toHaveBeenCalled()
  })

  it('opens the locked-account state when the account is locked', async () => {
    const api = fakeApi({
      login: vi.fn(async () => {
        throw refusal(AuthErrorCode.ACCOUNT_LOCKED)
      }),
    })
    const d = dialog(api, 'login')
    await d.commands.login('x', true)
    expect(d.state().view).toBe('lockedAccount')
  })

  it('checks before calling: an empty e-mail or password never reaches the server', async () => {
    const api = fakeApi()
    const d = dialog(api, 'login', '')
    await d.commands.login('', true)
    expect(d.state().error).toMatchObject({ field: 'username' })
    expect(api.login).not.toHaveBeenCalled()
  })

  it('goes from the e-mail form to the password, or to choosing one when registering', () => {
    const signIn = dialog(fakeApi(), 'emailForm')
    signIn.commands.continueWithEmail()
    expect(signIn.state().view).toBe('passwordForm')
    const register = dialog(fakeApi(), 'emailForm', 'a@b.test', { reason: 'generic', intent: 'register' })
    register.commands.continueWithEmail()
    expect(register.state().view).toBe('register')
    const empty = dialog(fakeApi(), 'emailForm', ' ')
    empty.commands.continueWithEmail()
    expect(empty.state()).toMatchObject({ view: 'emailForm', error: { field: 'username' } })
  })

  it('registers with consent, deals and the page, then asks to check the inbox', async () => {
    const api = fakeApi()
    const d = dialog(api, 'register')
    await d.commands.register(GOOD_PASSWORD, false, true)
    expect(api.register).toHaveBeenCalledWith({
      username: 'a@b.test',
      passwd: GOOD_PASSWORD,
      optin: false,
      consent: true,
      regurl: '/trips',
    })
    expect(d.state()).toMatchObject({ view: 'checkInbox', inbox: 'register' })
  })

  it('refuses a short password or missing consent before registering', async () => {
    const api = fakeApi()
    const d = dialog(api, 'register')
    await d.commands.register('a'.repeat(PASSWORD_RULES.minLength - 1), true, true)
    expect(d.state().error).toMatchObject({ field: 'passwd', key: 'signIn.errors.passwordTooShort' })
    await d.commands.register(GOOD_PASSWORD, true, false)
    expect(d.state().error).toMatchObject({ field: 'consent' })
    expect(api.register).not.toHaveBeenCalled()
  })

  it("shows the server's password policy reason", async () => {
    const api = fakeApi({
      register: vi.fn(async () => {
        throw refusal(AuthErrorCode.PASSWORD_COMMON, 'passwd', 'This password is on a list of leaked ones.')
      }),
    })
    const d = dialog(api, 'register')
    await d.commands.register(GOOD_PASSWORD, true, true)
    expect(d.state().error).toMatchObject({
      field: 'passwd',
      text: 'This password is on a list of leaked ones.',
    })
  })

  it('sends a reset link, then shows the forgot-password success state', async () => {
    const api = fakeApi()
    const d = dialog(api, 'forgotPassword')
    await d.commands.forgot()
    expect(api.forgot).toHaveBeenCalledWith('a@b.test')
    expect(d.state().view).toBe('forgotSuccess')
  })

  it('sends a code, then signs in with the six digits as typed without spaces', async () => {
    const api = fakeApi()
    const d = dialog(api, 'passwordForm')
    await d.commands.sendCode()
    expect(d.state().view).toBe('magicCode')
    await d.commands.verifyCode('12a', true)
    expect(d.state().error).toMatchObject({ field: 'code', key: 'signIn.errors.codeFormat' })
    await d.commands.verifyCode('123 456', true)
    expect(api.verifyCode).toHaveBeenCalledWith({ username: 'a@b.test', code: '123456', sticky: true })
    expect(d.onSignedIn).toHaveBeenCalledTimes(1)
  })

  it('says the server could not be reached when the call fails on the way', async () => {
    const api = fakeApi({
      forgot: vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    })
    const d = dialog(api, 'forgotPassword')
    await d.commands.forgot()
    expect(d.state()).toMatchObject({
      view: 'forgotPassword',
      pending: false,
      error: { field: null, key: 'signIn.errors.request' },
    })
  })
})
