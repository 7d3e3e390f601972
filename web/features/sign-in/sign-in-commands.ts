import type { AuthApi, TAuthResult } from '../../api/auth.ts'
import { toAuthFailure } from '../../api/auth.ts'
import {
  checkCode,
  checkConsent,
  checkEmail,
  checkNewPassword,
  checkPassword,
  normalizeCode,
} from './credential-checks.ts'
import type { TSignInAction, TSignInError, TSignInState } from './sign-in-machine.ts'
import { failureAction } from './sign-in-outcomes.ts'

export interface SignInCommandDeps {
  api: AuthApi
  dispatch(action: TSignInAction): void
  getState(): TSignInState
  /** The session changed: the page starts over (reload or loginRedirectUrl). */
  onSignedIn(result: TAuthResult): void
  /** The page the dialog was opened on, sent as regurl. */
  regurl: string
  consentRequired: boolean
}

export interface SignInCommands {
  /** The e-mail form's continue: on to the password (sign in) or to choosing one (register). */
  continueWithEmail(): void
  login(passwd: string, sticky: boolean): Promise<void>
  register(passwd: string, optin: boolean, consent: boolean): Promise<void>
  forgot(): Promise<void>
  sendCode(): Promise<void>
  verifyCode(code: string, sticky: boolean): Promise<void>
}

/** The dialog's calls: checks first, then one call at a time, its answer turned into the next state. */
export function createSignInCommands(deps: SignInCommandDeps): SignInCommands {
  const { api, dispatch, getState } = deps
  const email = () => getState().email.trim()

  /** Runs `call` unless a check failed or a call is already out. */
  async function attempt(
    checks: (TSignInError | null)[],
    call: () => Promise<TAuthResult>,
    then: (result: TAuthResult) => void,
  ): Promise<void> {
    if (getState().pending) return
    const problem = checks.find((c) => c !== null)
    if (problem) {
      dispatch({ type: 'failed', error: problem })
      return
    }
    dispatch({ type: 'submit' })
    let result: TAuthResult
    try {
      result = await call()
    } catch (error) {
      dispatch(failureAction(toAuthFailure(error)))
      return
    }
    then(result)
  }

  // Pending stays on after a sign-in: the page is leaving, and the form must not be sent twice.
  const signedIn = (result: TAuthResult) => deps.onSignedIn(result)

  return {
    continueWithEmail() {
      const problem = checkEmail(getState().email)
      if (problem) dispatch({ type: 'failed', error: problem })
      else dispatch({ type: 'go', view: getState().intent === 'register' ? 'register' : 'passwordForm' })
    },
    login: (passwd, sticky) =>
      attempt(
        [checkEmail(email()), checkPassword(passwd)],
        () => api.login({ username: email(), passwd, sticky }),
        signedIn,
      ),
    register: (passwd, optin, consent) =>
      attempt(
        [checkEmail(email()), checkNewPassword(passwd), checkConsent(consent, deps.consentRequired)],
        () => api.register({ username: email(), passwd, optin, consent, regurl: deps.regurl }),
        () => dispatch({ type: 'succeeded', view: 'checkInbox', inbox: 'register' }),
      ),
    forgot: () =>
      attempt(
        [checkEmail(email())],
        () => api.forgot(email()),
        () => dispatch({ type: 'succeeded', view: 'forgotSuccess' }),
      ),
    sendCode: () =>
      attempt(
        [checkEmail(email())],
        () => api.sendCode(email()),
        () => dispatch({ type: 'succeeded', view: 'magicCode' }),
      ),
    verifyCode: (code, sticky) =>
      attempt(
        [checkCode(code)],
        () => api.verifyCode({ username: email(), code: normalizeCode(code), sticky }),
        signedIn,
      ),
  }
}
