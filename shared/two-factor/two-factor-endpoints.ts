import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { RATE_LIMITS } from '../rate-limits.ts'
import { TWO_FACTOR_API, TwoFactorErrorCode } from './two-factor-contract.ts'
import {
  ZEmailCodeSentResponseSchema,
  ZRecoveryCodesResponseSchema,
  ZTotpConfirmRequestSchema,
  ZTotpEnrolResponseSchema,
  ZTwoFactorStatusResponseSchema,
  ZVerifyRequestSchema,
  ZVerifyResponseSchema,
} from './two-factor-schemas.ts'

/** The signed-in user's second factors (decision 020). */
export const twoFactorEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: TWO_FACTOR_API.status,
    summary: 'Which second factors the user has, and whether this session has proven one',
    response: ZTwoFactorStatusResponseSchema,
  }),
  sendEmailCode: defineEndpoint({
    method: 'POST',
    path: TWO_FACTOR_API.emailSend,
    summary: 'Mails a six-digit code (while no authenticator app is set up)',
    response: ZEmailCodeSentResponseSchema,
    rateLimit: RATE_LIMITS.mailing,
    errors: [TwoFactorErrorCode.SECOND_FACTOR_UNAVAILABLE],
  }),
  verify: defineEndpoint({
    method: 'POST',
    path: TWO_FACTOR_API.verify,
    summary: 'Proves a second factor for this session',
    body: ZVerifyRequestSchema,
    response: ZVerifyResponseSchema,
    rateLimit: RATE_LIMITS.signIn,
    errors: [TwoFactorErrorCode.SECOND_FACTOR_INVALID, TwoFactorErrorCode.SECOND_FACTOR_UNAVAILABLE],
  }),
  beginTotp: defineEndpoint({
    method: 'POST',
    path: TWO_FACTOR_API.totpEnrol,
    summary: 'Starts an authenticator enrolment',
    response: ZTotpEnrolResponseSchema,
    rateLimit: RATE_LIMITS.signIn,
    errors: [TwoFactorErrorCode.TOTP_ALREADY_ENROLLED],
  }),
  confirmTotp: defineEndpoint({
    method: 'POST',
    path: TWO_FACTOR_API.totpConfirm,
    summary: 'Finishes an authenticator enrolment with a current code; answers the first recovery codes',
    body: ZTotpConfirmRequestSchema,
    response: ZRecoveryCodesResponseSchema,
    rateLimit: RATE_LIMITS.signIn,
    errors: [
      TwoFactorErrorCode.TOTP_ALREADY_ENROLLED,
      TwoFactorErrorCode.TOTP_ENROLMENT_EXPIRED,
      TwoFactorErrorCode.SECOND_FACTOR_INVALID,
    ],
  }),
  removeTotp: defineEndpoint({
    method: 'DELETE',
    path: TWO_FACTOR_API.totp,
    summary: 'Removes the authenticator and the recovery codes',
    response: z.null(),
    status: 204,
    errors: [TwoFactorErrorCode.TOTP_NOT_ENROLLED],
  }),
  regenerateRecoveryCodes: defineEndpoint({
    method: 'POST',
    path: TWO_FACTOR_API.recoveryCodes,
    summary: 'Ten new recovery codes; the old ones stop working',
    response: ZRecoveryCodesResponseSchema,
    errors: [TwoFactorErrorCode.TOTP_NOT_ENROLLED],
  }),
}
