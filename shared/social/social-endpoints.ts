import { z } from 'zod'
import { AuthErrorCode } from '../auth/auth-contract.ts'
import { defineEndpoint } from '../endpoint.ts'
import { optionalBody } from '../optional-body.ts'
import { RATE_LIMITS } from '../rate-limits.ts'
import {
  SocialErrorCode as S,
  SOCIAL_PATHS,
  socialApiPaths,
  socialPopupPaths,
  type TSocialProvider,
} from './social-contract.ts'
import {
  ZAppleCallbackFormSchema,
  ZAppleLoginRequestSchema,
  ZGoogleLoginRequestSchema,
  ZNaverLoginRequestSchema,
  ZSocialAuthResponseSchema,
  ZSocialCallbackQuerySchema,
  ZSocialIdentitiesResponseSchema,
  ZSocialLinkRequestSchema,
  ZSocialLoginAndLinkRequestSchema,
  ZSocialRedirectQuerySchema,
  ZSocialUnlinkRequestSchema,
} from './social-schemas.ts'

const NAMES: Record<TSocialProvider, string> = { google: 'Google', naver: 'Naver', apple: 'Apple' }

/** Why a provider is not offered: Google and Apple say which setting is missing (spec section 5). */
const unavailable = (provider: TSocialProvider) =>
  provider === 'google'
    ? [S.SERVICE_DISABLED, S.MISSING_CLIENT_ID_OR_SCOPE]
    : provider === 'apple'
      ? [S.APPLE_PROPERTIES_MISSING]
      : [S.SERVICE_DISABLED]

/** The provider's token checked (decision 018): what refuses it. */
const tokenRefused = (provider: TSocialProvider) => [
  ...unavailable(provider),
  S.NOT_LOGGED_IN_TO_PROVIDER,
  S.INVALID_SOCIAL_TOKEN,
  S.INVALID_STATE,
  ...(provider === 'naver' ? [S.PROVIDER_ERROR] : []),
]

const standing = [AuthErrorCode.ACCOUNT_DISABLED, AuthErrorCode.ACCOUNT_LOCKED]
/** A signed-in owner's change of sign-in methods: a recent password, never while impersonated. */
const ownerChange = [AuthErrorCode.REAUTH_REQUIRED]

/*
 * One function per kind of route, since each provider's routes are alike (spec section 7). Refusals are
 * the auth response too (verify status -1, spec section 8), with the error's HTTP status.
 */
const login = <P extends TSocialProvider, B extends z.ZodType>(provider: P, body: B) =>
  defineEndpoint({
    method: 'POST',
    path: socialApiPaths(provider).login,
    summary: `Signs in with a ${NAMES[provider]} token, or says which step comes first (social auth response)`,
    body: optionalBody(body),
    bodyType: 'form',
    response: ZSocialAuthResponseSchema,
    rateLimit: RATE_LIMITS.signIn,
    errors: [...tokenRefused(provider), S.EMAIL_REQUIRED, AuthErrorCode.TERMS_CONSENT_REQUIRED, ...standing],
  })

const loginAndLinkExisting = <P extends TSocialProvider>(provider: P) =>
  defineEndpoint({
    method: 'POST',
    path: socialApiPaths(provider).loginAndLinkExisting,
    summary: `Signs in with an account's password and links the ${NAMES[provider]} identity to it (social auth response)`,
    body: optionalBody(ZSocialLoginAndLinkRequestSchema),
    bodyType: 'form',
    response: ZSocialAuthResponseSchema,
    rateLimit: RATE_LIMITS.signIn,
    errors: [
      ...tokenRefused(provider),
      AuthErrorCode.INVALID_CREDENTIALS,
      AuthErrorCode.ACCOUNT_NOT_CONFIRMED,
      AuthErrorCode.TOO_MANY_ATTEMPTS,
      ...standing,
      S.IDENTITY_IN_USE,
      S.PROVIDER_ALREADY_LINKED,
    ],
  })

const link = <P extends TSocialProvider>(provider: P) =>
  defineEndpoint({
    method: 'POST',
    path: socialApiPaths(provider).link,
    summary: `Links a ${NAMES[provider]} identity to the signed-in account (social auth response with the new form token)`,
    body: optionalBody(ZSocialLinkRequestSchema),
    bodyType: 'form',
    response: ZSocialAuthResponseSchema,
    rateLimit: RATE_LIMITS.signIn,
    errors: [...tokenRefused(provider), ...ownerChange, S.IDENTITY_IN_USE, S.PROVIDER_ALREADY_LINKED],
  })

const unlink = <P extends TSocialProvider>(provider: P) =>
  defineEndpoint({
    method: 'POST',
    path: socialApiPaths(provider).unlink,
    summary: `Unlinks the signed-in account's ${NAMES[provider]} identity (social auth response with the new form token)`,
    body: optionalBody(ZSocialUnlinkRequestSchema),
    bodyType: 'form',
    response: ZSocialAuthResponseSchema,
    rateLimit: RATE_LIMITS.signIn,
    errors: [...ownerChange, S.NOT_LINKED, S.LAST_SIGN_IN_METHOD],
  })

// The popup's first page: a top-level navigation answered by a redirect, never JSON.
const redirect = <P extends TSocialProvider>(provider: P) =>
  defineEndpoint({
    method: 'GET',
    path: socialPopupPaths(provider).redirect,
    summary: `Starts ${NAMES[provider]}'s sign-in in the popup: a 302 to the provider, or the popup page with the refusal's code and status`,
    query: ZSocialRedirectQuerySchema,
    response: z.never(),
    rateLimit: RATE_LIMITS.signIn,
    errors: unavailable(provider),
  })

/** The popup's last page: it hands the provider's answer (or the refusal's code) to its opener. */
const popupPage = z
  .string()
  .meta({ description: "The popup page, posting its result to the opener's origin" })

const callback = <P extends 'google' | 'naver'>(provider: P) =>
  defineEndpoint({
    method: 'GET',
    path: socialPopupPaths(provider).callback,
    summary: `${NAMES[provider]}'s way back to the popup: the page that hands its tokens to the opener (a refusal is that page with its code and status)`,
    query: ZSocialCallbackQuerySchema,
    response: popupPage,
    produces: 'text/html',
    rateLimit: RATE_LIMITS.signIn,
    errors: [...unavailable(provider), S.PROVIDER_ERROR, S.INVALID_STATE, S.INVALID_SOCIAL_TOKEN],
  })

// Apple posts its answer from its own site (form_post): no cookie comes with it, so no form token.
const appleCallback = defineEndpoint({
  method: 'POST',
  path: socialPopupPaths('apple').callback,
  summary: "Apple's way back to the popup (form_post): the page that hands its answer to the opener",
  body: optionalBody(ZAppleCallbackFormSchema),
  bodyType: 'form',
  response: popupPage,
  produces: 'text/html',
  rateLimit: RATE_LIMITS.signIn,
  csrf: false,
  errors: [S.PROVIDER_ERROR],
})

/** Social sign-in (spec sections 2-9): each provider's popup, login and link calls, and the account's identities. */
export const socialEndpoints = {
  google: {
    redirect: redirect('google'),
    callback: callback('google'),
    login: login('google', ZGoogleLoginRequestSchema),
    loginAndLinkExisting: loginAndLinkExisting('google'),
    link: link('google'),
    unlink: unlink('google'),
    // One-tap asks for it before it prompts; nothing is stored or signed in.
    nonce: defineEndpoint({
      method: 'POST',
      path: SOCIAL_PATHS.googleNonce,
      summary: "A nonce bound to this browser, for the one-tap prompt's ID token",
      response: z.object({ nonce: z.string() }),
      rateLimit: RATE_LIMITS.signIn,
      errors: unavailable('google'),
    }),
  },
  naver: {
    redirect: redirect('naver'),
    callback: callback('naver'),
    login: login('naver', ZNaverLoginRequestSchema),
    loginAndLinkExisting: loginAndLinkExisting('naver'),
    link: link('naver'),
    unlink: unlink('naver'),
  },
  apple: {
    redirect: redirect('apple'),
    callback: appleCallback,
    login: login('apple', ZAppleLoginRequestSchema),
    loginAndLinkExisting: loginAndLinkExisting('apple'),
    link: link('apple'),
    unlink: unlink('apple'),
  },
  identities: defineEndpoint({
    method: 'GET',
    path: SOCIAL_PATHS.identities,
    summary:
      "The signed-in account's linked identities, whether it has a password, and the providers offered",
    response: ZSocialIdentitiesResponseSchema,
  }),
}
