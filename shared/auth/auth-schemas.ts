import { z } from 'zod'
import { ZUserInfoSchema } from '../auth-state.ts'
import { MAGIC_CODE_LENGTH } from './auth-contract.ts'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email-rule.ts'

/** Form booleans arrive as "true"/"false"/"on"; a missing one is false. */
const ZFormBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1')

const ZEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ pattern: EMAIL_PATTERN }))
/** Checked for length and lists by the password policy, which gives the reason; here only a string. */
const ZPassword = z.string().max(4096)

/** POST /k/run/auth/login (spec: username, passwd, sticky, userInfo). */
export const ZLoginRequestSchema = z.object({
  username: ZEmail,
  passwd: ZPassword.min(1),
  sticky: ZFormBoolean,
  userInfo: ZFormBoolean,
})
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>

/** POST /k/run/auth/register (spec: username, passwd, optin, regurl, consent). */
export const ZRegisterRequestSchema = z.object({
  username: ZEmail,
  passwd: ZPassword,
  optin: ZFormBoolean,
  regurl: z.string().max(2048).optional(),
  consent: ZFormBoolean,
})
export type TRegisterRequest = z.infer<typeof ZRegisterRequestSchema>

export const ZForgotRequestSchema = z.object({ username: ZEmail })
export type TForgotRequest = z.infer<typeof ZForgotRequestSchema>

const ZLinkToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/)

export const ZResetRequestSchema = z.object({ token: ZLinkToken, passwd: ZPassword })
export type TResetRequest = z.infer<typeof ZResetRequestSchema>

export const ZConfirmRequestSchema = z.object({ token: ZLinkToken })

export const ZCodeSendRequestSchema = z.object({ username: ZEmail })
export const ZCodeVerifyRequestSchema = z.object({
  username: ZEmail,
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^[0-9]{${MAGIC_CODE_LENGTH}}$`)),
  sticky: ZFormBoolean,
})
export type TCodeVerifyRequest = z.infer<typeof ZCodeVerifyRequestSchema>

export const ZChangePasswordRequestSchema = z.object({
  currentPasswd: ZPassword,
  passwd: ZPassword,
  endOtherSessions: ZFormBoolean,
})
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequestSchema>

export const ZReauthRequestSchema = z.object({ passwd: ZPassword.min(1) })

/** GET /k/run/auth/switch?tokenId&business */
export const ZSwitchQuerySchema = z.object({
  tokenId: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/),
  business: ZFormBoolean,
})
export type TSwitchQuery = z.infer<typeof ZSwitchQuerySchema>

/** Auth response (spec section 3). Failures also carry the common `errors` list. */
export const ZAuthResponseSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  message: z.string().nullable(),
  errorField: z.string().nullable(),
  errorCode: z.string().nullable(),
  userInfo: ZUserInfoSchema.nullable(),
  formToken: z.string().nullable(),
  loginRedirectUrl: z.string().nullable(),
  businessRedirectUrl: z.string().nullable(),
})
export type TAuthResponse = z.infer<typeof ZAuthResponseSchema>
