import {
  SocialErrorCode,
  SocialVerifyStatus,
  type TSocialCredential,
  type TSocialProvider,
} from '../../../../shared/social/social-contract.ts'
import type { TSocialAuthResponse } from '../../../../shared/social/social-schemas.ts'
import { type TAuthResult, toAuthFailure } from '../../../api/auth.ts'
import type { TSignInAction, TSignInState } from '../sign-in-machine.ts'
import { failureAction } from '../sign-in-outcomes.ts'
import { googleErrorSource, reportGoogleError, type TReport } from './google-report.ts'
import type { SocialApi } from './social-api.ts'
import { socialPending } from './social-pending.ts'
import { PopupClosedError } from './social-popup.ts'

export interface SocialCommandDeps {
  api: SocialApi
  openPopup(provider: TSocialProvider): Promise<{ error?: string } & Omit<TSocialCredential, 'provider'>>
  dispatch(action: TSignInAction): void
  getState(): TSignInState
  onSignedIn(result: TAuthResult): void
  consentRequired: boolean
  /** Error reporting; the logger by default. */
  report?: TReport
}

export interface SocialCommands {
  /** The provider's popup, then the login call with what it handed over. */
  signInWith(provider: TSocialProvider): Promise<void>
  /** The visitor confirmed creating an account (confirm 1, with terms consent). */
  confirmRegister(consent: boolean, optin: boolean): Promise<void>
  /** The existing account's password links the identity and signs in. */
  linkExisting(passwd: string): Promise<void>
  /** One-tap handed over an ID token: sign in, or ask for the next step in the dialog. */
  continueWith(credential: TSocialCredential, oneTap: boolean): Promise<void>
}

const SOCIAL_KEYS: Record<string, string> = {
  [SocialErrorCode.INVALID_SOCIAL_TOKEN]: 'signIn.social.errors.tryAgain',
  [SocialErrorCode.INVALID_STATE]: 'signIn.social.errors.tryAgain',
  [SocialErrorCode.PROVIDER_ERROR]: 'signIn.social.errors.provider',
  [SocialErrorCode.EMAIL_REQUIRED]: 'signIn.social.errors.emailRequired',
  [SocialErrorCode.IDENTITY_IN_USE]: 'signIn.social.errors.notLinkable',
  [SocialErrorCode.PROVIDER_ALREADY_LINKED]: 'signIn.social.errors.notLinkable',
  [SocialErrorCode.SERVICE_DISABLED]: 'signIn.social.errors.unavailable',
  [SocialErrorCode.MISSING_CLIENT_ID_OR_SCOPE]: 'signIn.social.errors.unavailable',
  [SocialErrorCode.APPLE_PROPERTIES_MISSING]: 'signIn.social.errors.unavailable',
  [SocialErrorCode.NOT_LOGGED_IN_TO_PROVIDER]: 'signIn.social.errors.provider',
}

/**
 * Spec section 8, social login failure: with an errorCode, that error; otherwise a not-linkable answer.
 * Sign-in errors the password form knows (locked, disabled, throttled...) keep their own words.
 */
export function socialFailureAction(error: unknown): TSignInAction {
  const failure = toAuthFailure(error)
  const key = failure.errorCode ? SOCIAL_KEYS[failure.errorCode] : 'signIn.social.errors.notLinkable'
  if (key) return { type: 'failed', error: { field: null, key } }
  return failureAction(failure)
}

export function createSocialCommands(deps: SocialCommandDeps): SocialCommands {
  const { api, dispatch, getState } = deps

  function answered(credential: TSocialCredential, answer: TSocialAuthResponse, oneTap: boolean) {
    if (answer.verifyStatus === SocialVerifyStatus.SUCCESS) {
      socialPending.set(null)
      deps.onSignedIn(answer as TAuthResult)
      return
    }
    const step = answer.verifyStatus === SocialVerifyStatus.LINK ? 'linkExisting' : 'confirmRegister'
    socialPending.set({ credential, step, email: answer.socialEmail, name: answer.socialName, oneTap })
    dispatch({ type: 'succeeded', view: 'oauth' })
  }

  async function run(work: () => Promise<void>) {
    if (getState().pending) return
    dispatch({ type: 'submit' })
    try {
      await work()
    } catch (error) {
      if (error instanceof PopupClosedError) dispatch({ type: 'succeeded' })
      else dispatch(socialFailureAction(error))
    }
  }

  return {
    signInWith: (provider) =>
      run(async () => {
        socialPending.set(null)
        const { error, ...tokens } = await deps.openPopup(provider).catch((failure: unknown) => {
          // Closing the popup is the visitor's choice, not a failure.
          if (provider === 'google' && !(failure instanceof PopupClosedError))
            reportGoogleError(failure, 'fernway', 'google-sign-in', deps.report)
          throw failure
        })
        if (error) {
          if (provider === 'google')
            reportGoogleError(
              new Error(`Google authorization failed: ${error}`),
              googleErrorSource(error),
              'google-sign-in',
              deps.report,
            )
          const key = SOCIAL_KEYS[error] ?? 'signIn.social.errors.notLinkable'
          dispatch({ type: 'failed', error: { field: null, key } })
          return
        }
        const credential = { ...tokens, provider }
        answered(credential, await api.login(credential, { confirm: 0 }), false)
      }),
    confirmRegister: async (consent, optin) => {
      const pending = socialPending.get()
      if (!pending) return
      if (deps.consentRequired && !consent) {
        dispatch({ type: 'failed', error: { field: 'consent', key: 'signIn.errors.consentRequired' } })
        return
      }
      await run(async () =>
        answered(
          pending.credential,
          await api.login(pending.credential, { confirm: 1, consent, optin }),
          pending.oneTap,
        ),
      )
    },
    linkExisting: async (passwd) => {
      const pending = socialPending.get()
      if (!pending) return
      if (!passwd) {
        dispatch({ type: 'failed', error: { field: 'passwd', key: 'signIn.errors.passwordRequired' } })
        return
      }
      await run(async () =>
        answered(
          pending.credential,
          await api.loginAndLinkExisting(pending.credential, pending.email ?? '', passwd),
          pending.oneTap,
        ),
      )
    },
    continueWith: (credential, oneTap) =>
      run(async () => answered(credential, await api.login(credential, { confirm: 0 }), oneTap)),
  }
}
