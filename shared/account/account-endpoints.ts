import { z } from 'zod'
import { AUTH_PATHS, AuthErrorCode } from '../auth/auth-contract.ts'
import {
  ZAuthResponseSchema,
  ZChangePasswordRequestSchema,
  ZReauthRequestSchema,
} from '../auth/auth-schemas.ts'
import { defineEndpoint } from '../endpoint.ts'
import { RATE_LIMITS } from '../rate-limits.ts'
import { ACCOUNT_API, AccountErrorCode } from './account-contract.ts'
import {
  ZAccountSessionListResponseSchema,
  ZEmailChangeRequestSchema,
  ZEmailChangeResponseSchema,
  ZEmailConfirmRequestSchema,
  ZEmailConfirmResponseSchema,
  ZEndSessionParamsSchema,
  ZEndSessionsResponseSchema,
  ZProfileResponseSchema,
  ZProfileUpdateRequestSchema,
  ZProfileUpdateResponseSchema,
} from './account-schemas.ts'

/** A form body read as an object, so that a missing field is the schema's to judge. */
const formFields = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {}

/** The signed-in user's account: profile, e-mail change, re-authentication, password and sessions. */
export const accountEndpoints = {
  profile: defineEndpoint({
    method: 'GET',
    path: ACCOUNT_API.profile,
    summary: "The signed-in user's profile",
    response: ZProfileResponseSchema,
  }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: ACCOUNT_API.profile,
    summary: "Saves the signed-in user's names and mailing choice",
    body: ZProfileUpdateRequestSchema,
    response: ZProfileUpdateResponseSchema,
  }),
  requestEmailChange: defineEndpoint({
    method: 'POST',
    path: ACCOUNT_API.email,
    summary: 'Mails a confirmation link to a new e-mail address (a recent password needed)',
    body: ZEmailChangeRequestSchema,
    response: ZEmailChangeResponseSchema,
    errors: [AccountErrorCode.SAME_EMAIL, AuthErrorCode.REAUTH_REQUIRED],
  }),
  confirmEmailChange: defineEndpoint({
    method: 'POST',
    path: ACCOUNT_API.emailConfirm,
    summary: 'Confirms the new e-mail address with the secret from the mailed link',
    body: ZEmailConfirmRequestSchema,
    response: ZEmailConfirmResponseSchema,
    errors: [AccountErrorCode.EMAIL_TAKEN, AuthErrorCode.LINK_INVALID],
  }),
  reauth: defineEndpoint({
    method: 'POST',
    path: AUTH_PATHS.reauth,
    summary: "Proves the signed-in user's password again (auth response)",
    body: ZReauthRequestSchema,
    bodyType: 'form',
    response: ZAuthResponseSchema,
    rateLimit: RATE_LIMITS.signIn,
    errors: [AuthErrorCode.WRONG_CURRENT_PASSWORD, AuthErrorCode.TOO_MANY_ATTEMPTS],
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: AUTH_PATHS.changePassword,
    summary: "Changes the signed-in user's password (auth response)",
    // A missing current password is a wrong one (403), not a malformed request (ASVS 6.2.3).
    body: z.preprocess((body) => ({ currentPasswd: '', ...formFields(body) }), ZChangePasswordRequestSchema),
    bodyType: 'form',
    response: ZAuthResponseSchema,
    rateLimit: RATE_LIMITS.signIn,
    errors: [
      AuthErrorCode.WRONG_CURRENT_PASSWORD,
      AuthErrorCode.PASSWORD_TOO_SHORT,
      AuthErrorCode.PASSWORD_TOO_LONG,
      AuthErrorCode.PASSWORD_COMMON,
      AuthErrorCode.PASSWORD_CONTEXT,
      AuthErrorCode.PASSWORD_UNCHANGED,
      AuthErrorCode.TOO_MANY_ATTEMPTS,
    ],
  }),
  sessions: defineEndpoint({
    method: 'GET',
    path: ACCOUNT_API.sessions,
    summary: "The signed-in user's sessions in every browser",
    response: ZAccountSessionListResponseSchema,
  }),
  endSession: defineEndpoint({
    method: 'DELETE',
    path: `${ACCOUNT_API.sessions}/:id`,
    summary: "Ends one of the signed-in user's other sessions",
    params: ZEndSessionParamsSchema,
    response: ZEndSessionsResponseSchema,
    errors: [AccountErrorCode.CURRENT_SESSION],
  }),
  endOtherSessions: defineEndpoint({
    method: 'POST',
    path: ACCOUNT_API.endOtherSessions,
    summary: "Ends the signed-in user's sessions but this one",
    response: ZEndSessionsResponseSchema,
  }),
}
