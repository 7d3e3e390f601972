/*
 * Social sign-in (spec sections 2-9): paths, statuses, messages and constants, without zod so that the
 * sign-in dialog's chunk can use them.
 */
import { codes, type TCodeOf } from '../code-table.ts'

export const SOCIAL_PROVIDERS = ['google', 'apple', 'naver'] as const
export type TSocialProvider = (typeof SOCIAL_PROVIDERS)[number]

export function isSocialProvider(value: unknown): value is TSocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value)
}

/** Spec section 7 (googleauth, naverauth, appleauth) and the popup routes of section 2. */
export const SOCIAL_PATHS = {
  googleLogin: '/k/run/googleauth/login',
  googleLoginAndLinkExisting: '/k/run/googleauth/loginAndLinkExisting',
  googleLink: '/k/run/googleauth/link',
  googleUnlink: '/k/run/googleauth/unlink',
  /** POST: a nonce bound to this browser for the one-tap prompt's ID token. */
  googleNonce: '/k/run/googleauth/nonce',
  naverLogin: '/k/run/naverauth/login',
  naverLoginAndLinkExisting: '/k/run/naverauth/loginAndLinkExisting',
  naverLink: '/k/run/naverauth/link',
  naverUnlink: '/k/run/naverauth/unlink',
  appleLogin: '/k/run/appleauth/login',
  appleLoginAndLinkExisting: '/k/run/appleauth/loginAndLinkExisting',
  appleLink: '/k/run/appleauth/link',
  appleUnlink: '/k/run/appleauth/unlink',
  /** GET: the signed-in user's linked identities (account page). */
  identities: '/k/run/social/identities',
} as const

/** The popup opens `redirect`; the provider returns to `callback`. */
export function socialPopupPaths<P extends TSocialProvider>(provider: P) {
  const base = `/k/run/${provider}auth` as const
  return { redirect: `${base}/redirect`, callback: `${base}/callback` } as const
}

export function socialApiPaths<P extends TSocialProvider>(provider: P) {
  const base = `/k/run/${provider}auth` as const
  return {
    login: `${base}/login`,
    loginAndLinkExisting: `${base}/loginAndLinkExisting`,
    link: `${base}/link`,
    unlink: `${base}/unlink`,
  } as const
}

/** Social confirm statuses (spec section 4). */
export const SocialConfirmStatus = { LOGIN: 'LOGIN', REGISTER: 'REGISTER' } as const
export type TSocialConfirmStatus = keyof typeof SocialConfirmStatus

/** Auth verify status (spec section 4): -1 error, 0 success, 1 link, 2 try again. */
export const SocialVerifyStatus = { ERROR: -1, SUCCESS: 0, LINK: 1, TRY_AGAIN: 2 } as const
export type TSocialVerifyStatus = TCodeOf<typeof SocialVerifyStatus>

/** Link messages (spec section 4): w welcome, l link, n not linkable. */
export const SocialLinkMessage = { WELCOME: 'w', LINK: 'l', NOT_LINKABLE: 'n' } as const
export type TSocialLinkMessage = TCodeOf<typeof SocialLinkMessage>

/** The request's `confirm` (spec section 4): 1 register, 0 login. */
export const SocialConfirm = { REGISTER: 1, LOGIN: 0 } as const

export const SocialErrorCode = codes(
  /** The provider is not configured, or the auth service is off. */
  'SERVICE_DISABLED',
  'MISSING_CLIENT_ID_OR_SCOPE',
  /** No token came: the visitor is not signed in to the provider. */
  'NOT_LOGGED_IN_TO_PROVIDER',
  /** The ID or access token failed verification (signature, audience, issuer, expiry, nonce, client). */
  'INVALID_SOCIAL_TOKEN',
  /** The popup's state does not belong to this browser, or has expired. */
  'INVALID_STATE',
  /** The provider answered the authorization with an error (the visitor cancelled, for one). */
  'PROVIDER_ERROR',
  /** The provider gave no e-mail address, which an account needs. */
  'EMAIL_REQUIRED',
  /** The identity is linked to another account. */
  'IDENTITY_IN_USE',
  /** This account already has an identity of that provider. */
  'PROVIDER_ALREADY_LINKED',
  /** Unlinking would leave the account with no way to sign in. */
  'LAST_SIGN_IN_METHOD',
  'NOT_LINKED',
  /** Apple's provider properties are missing or not enabled (spec section 5). */
  'APPLE_PROPERTIES_MISSING',
)
export type TSocialErrorCode = TCodeOf<typeof SocialErrorCode>

/** The spec's own wordings (sections 5 and 8); {brand} is the product name. */
export const SOCIAL_MESSAGES = {
  googleLinkNotLoggedIn: 'You should be logged in to Google to link it to {brand}',
  googleRegisterNotLoggedIn: 'You should be logged in to Google to register {brand} account',
  googleServiceDisabled: 'Google service is disabled',
  serverSideUnsupported: "'{action}' functionality not support in Server Side Login",
  appleMissingProperties: 'Apple sign-in properties are missing or not enabled',
} as const

export function fillBrand(message: string, brand: string): string {
  return message.replaceAll('{brand}', brand)
}

export { SOCIAL_TIMINGS } from './social-timings.ts'

/** The popup's message to its opener; only accepted from our own origin. */
export const SOCIAL_POPUP_MESSAGE = 'fernway:social-popup'

/** What the provider handed over: the token(s) the login call sends (spec section 3, social payloads). */
export interface TSocialCredential {
  provider: TSocialProvider
  idToken?: string
  accessToken?: string
  code?: string
  state?: string
  firstName?: string
  lastName?: string
}

/** What the popup obtained, posted by the opener to the provider's login call. */
export interface TSocialPopupResult extends TSocialCredential {
  type: typeof SOCIAL_POPUP_MESSAGE
  /** The provider refused or the state did not match: the popup carries no token then. */
  error?: string
}

/** Which providers the page may offer (global state), decided by the server from its configuration. */
export interface TSocialState {
  /** Offered in the sign-in dialog: configured, auth service on, visitor signed out (spec section 5). */
  signIn: TSocialProvider[]
  /** Configured at all: the account page may link them. */
  configured: TSocialProvider[]
  /** One-tap: Google's client id and the library to load (a loopback stand-in in development). */
  oneTap: { clientId: string; scriptUrl: string } | null
}
