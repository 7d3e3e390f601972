import { ZAuthStateSchema } from '../auth-state.ts'
import { AUTH_STATE_PATH } from '../constants.ts'
import { defineEndpoint } from '../endpoint.ts'
import { optionalBody } from '../optional-body.ts'
import { RATE_LIMITS } from '../rate-limits.ts'
import { AUTH_PATHS, AuthErrorCode } from './auth-contract.ts'
import {
  ZAuthResponseSchema,
  ZCodeSendRequestSchema,
  ZCodeVerifyRequestSchema,
  ZConfirmRequestSchema,
  ZForgotRequestSchema,
  ZLoginRequestSchema,
  ZRegisterRequestSchema,
  ZResetRequestSchema,
  ZSwitchQuerySchema,
} from './auth-schemas.ts'

const password = [
  AuthErrorCode.PASSWORD_TOO_SHORT,
  AuthErrorCode.PASSWORD_TOO_LONG,
  AuthErrorCode.PASSWORD_COMMON,
  AuthErrorCode.PASSWORD_CONTEXT,
] as const

/** Signing in and out (spec section 3): the auth state, the sign-in methods' form posts and the switcher. */
export const authEndpoints = {
  state: defineEndpoint({
    method: 'GET',
    path: AUTH_STATE_PATH,
    summary: "The browser's auth state: who is signed in, the account switcher, business state",
    response: ZAuthStateSchema,
  }),
  login: defineEndpoint({
    method: 'POST',
    path: AUTH_PATHS.login,
    summary: 'Signs in with e-mail and password (auth response)',
    body: optionalBody(ZLoginRequestSchema),
    bodyType: 'form',
    response: ZAuthResponseSchema,
    rateLimit: RATE_LIMITS.signIn,
    errors: [
      AuthErrorCode.INVALID_CREDENTIALS,
      AuthErrorCode.ACCOUNT_LOCKED,
      AuthErrorCode.ACCOUNT_DISABLED,
      AuthErrorCode.ACCOUNT_NOT_CONFIRMED,
      AuthErrorCode.TOO_MANY_ATTEMPTS,
    ],
  }),
  register: defineEndpoint({
    method: 'POST',
    path: AUTH_PATHS.register,
    summary: 'Registers an account and mails its confirmation link (auth response)',
    body: optionalBody(ZRegisterRequestSchema),
    bodyType: 'form',
    response: ZAuthResponseSchema,
    rateLimit: RATE_LIMITS.mailing,
    errors: [AuthErrorCode.INVALID_EMAIL, AuthErrorCode.TERMS_CONSENT_REQUIRED, ...password],
  }),
  forgot: defineEndpoint({
    method: 'POST',
    path: AUTH_PATHS.forgot,
    summary: 'Mails a password reset link, whether or not the address has an account (auth response)',
    body: optionalBody(ZForgotRequestSchema),
    bodyType: 'form',
    response: ZAuthResponseSchema,
    rateLimit: RATE_LIMITS.mailing,
  }),
  reset: defineEndpoint({
    method: 'POST',
    path: AUTH_PATHS.reset,
    summary: "Sets a new password with a reset link's secret, and signs in (auth response)",
    body: optionalBody(ZResetRequestSchema),
    bodyType: 'form',
    response: ZAuthResponseSchema,
    rateLimit: RATE_LIMITS.signIn,
    errors: [AuthErrorCode.LINK_INVALID, ...password],
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: AUTH_PATHS.confirm,
    summary: "Confirms an account with its mailed link's secret, and signs in (auth response)",
    body: optionalBody(ZConfirmRequestSchema),
    bodyType: 'form',
    response: ZAuthResponseSchema,
    rateLimit: RATE_LIMITS.signIn,
    errors: [AuthErrorCode.LINK_INVALID],
  }),
  resendConfirmation: defineEndpoint({
    method: 'POST',
    path: AUTH_PATHS.resendConfirmation,
    summary: "Mails the signed-in user's confirmation link again (auth response)",
    response: ZAuthResponseSchema,
    rateLimit: RATE_LIMITS.mailing,
  }),
  sendCode: defineEndpoint({
    method: 'POST',
    path: AUTH_PATHS.codeSend,
    summary: 'Mails a six-digit sign-in code (auth response)',
    body: optionalBody(ZCodeSendRequestSchema),
    bodyType: 'form',
    response: ZAuthResponseSchema,
    rateLimit: RATE_LIMITS.mailing,
  }),
  verifyCode: defineEndpoint({
    method: 'POST',
    path: AUTH_PATHS.codeVerify,
    summary: 'Signs in with a mailed code (auth response)',
    body: optionalBody(ZCodeVerifyRequestSchema),
    bodyType: 'form',
    response: ZAuthResponseSchema,
    rateLimit: RATE_LIMITS.signIn,
    errors: [AuthErrorCode.CODE_INVALID, AuthErrorCode.TOO_MANY_ATTEMPTS],
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: AUTH_PATHS.logout,
    summary: 'Signs out every account of this browser (auth response with the new form token)',
    response: ZAuthResponseSchema,
  }),
  // GETs that change state (the spec's shape): they demand the form token like any POST.
  add: defineEndpoint({
    method: 'GET',
    path: AUTH_PATHS.add,
    summary: 'The next sign-in in this browser joins its accounts instead of replacing them',
    response: ZAuthResponseSchema,
    csrf: true,
  }),
  switch: defineEndpoint({
    method: 'GET',
    path: AUTH_PATHS.switch,
    summary: "Switches to another of this browser's signed-in accounts",
    query: ZSwitchQuerySchema,
    response: ZAuthResponseSchema,
    csrf: true,
    errors: [AuthErrorCode.SESSION_NOT_FOUND],
  }),
}
