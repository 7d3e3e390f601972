import { z } from 'zod'
import { ZAuthResponseSchema } from '../auth/auth-schemas.ts'
import { SOCIAL_PROVIDERS } from './social-contract.ts'

/** Form booleans arrive as "true"/"false"/"on"/"1"; a missing one is false. */
const ZFormBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1')

/** A compact JWS: three base64url parts (an unsigned "alg: none" token has an empty third part). */
const ZJwt = z
  .string()
  .max(8192)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/)
/** Opaque access tokens: printable, no spaces. */
const ZAccessToken = z
  .string()
  .min(8)
  .max(4096)
  .regex(/^[\x21-\x7e]+$/)
const ZEmail = z.string().trim().max(254).pipe(z.email())
const ZName = z.string().trim().max(100)

/** The spec's confirm: 1 register, 0 login. */
const ZConfirm = z
  .union([z.literal(0), z.literal(1), z.enum(['0', '1', '']), z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((v) => (v === 1 || v === '1' || v === true || v === 'true' ? 1 : 0))

/**
 * What every provider's sign-in carries last: whether it stays signed in, whether to answer the user's
 * details, and the registration choices that travel with a confirmed social registration (like the
 * register form).
 */
const signInChoices = {
  sticky: ZFormBoolean,
  userInfo: ZFormBoolean,
  consent: ZFormBoolean,
  optin: ZFormBoolean,
}

/** Apple's state, sent back with its token. */
const ZAppleState = z
  .string()
  .max(256)
  .regex(/^[A-Za-z0-9_.-]+$/)

/** POST /k/run/googleauth/login (spec: confirm, idToken or accessToken, sticky, userInfo). */
export const ZGoogleLoginRequestSchema = z.object({
  confirm: ZConfirm,
  idToken: ZJwt.optional(),
  accessToken: ZAccessToken.optional(),
  ...signInChoices,
})
export type TGoogleLoginRequest = z.infer<typeof ZGoogleLoginRequestSchema>

/** POST /k/run/naverauth/login (spec: accessToken). */
export const ZNaverLoginRequestSchema = z.object({
  confirm: ZConfirm,
  accessToken: ZAccessToken,
  ...signInChoices,
})
export type TNaverLoginRequest = z.infer<typeof ZNaverLoginRequestSchema>

/** POST /k/run/appleauth/login (spec: idToken, code, state, optional firstName and lastName). */
export const ZAppleLoginRequestSchema = z.object({
  confirm: ZConfirm,
  idToken: ZJwt,
  code: z
    .string()
    .max(2048)
    .regex(/^[\x21-\x7e]*$/)
    .optional(),
  state: ZAppleState,
  firstName: ZName.optional(),
  lastName: ZName.optional(),
  ...signInChoices,
})
export type TAppleLoginRequest = z.infer<typeof ZAppleLoginRequestSchema>

/** The provider's token, whichever kind the provider gives (Apple also sends its state). */
export const ZSocialTokenSchema = z.object({
  idToken: ZJwt.optional(),
  accessToken: ZAccessToken.optional(),
  state: ZAppleState.optional(),
})
export type TSocialToken = z.infer<typeof ZSocialTokenSchema>

/** loginAndLinkExisting: the existing account's password proves its owner. */
export const ZSocialLoginAndLinkRequestSchema = ZSocialTokenSchema.extend({
  username: ZEmail,
  passwd: z.string().min(1).max(4096),
  sticky: ZFormBoolean,
})
export type TSocialLoginAndLinkRequest = z.infer<typeof ZSocialLoginAndLinkRequestSchema>

/** link: the signed-in owner adds the identity. */
export const ZSocialLinkRequestSchema = ZSocialTokenSchema
export const ZSocialUnlinkRequestSchema = z.object({})

/** The auth response (spec section 3) with the social statuses of section 4. */
export const ZSocialAuthResponseSchema = ZAuthResponseSchema.extend({
  confirmStatus: z.enum(['LOGIN', 'REGISTER']).nullable(),
  verifyStatus: z.union([z.literal(-1), z.literal(0), z.literal(1), z.literal(2)]),
  linkMessage: z.enum(['w', 'l', 'n']).nullable(),
  /** What the provider says about the visitor, for the confirm-to-register step. */
  socialEmail: z.string().nullable(),
  socialName: z.string().nullable(),
})
export type TSocialAuthResponse = z.infer<typeof ZSocialAuthResponseSchema>

export const ZSocialIdentitySchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  email: z.string().nullable(),
  linkedAt: z.string(),
})
export const ZSocialIdentitiesResponseSchema = z.object({
  identities: z.array(ZSocialIdentitySchema),
  /** Unlinking the last identity of an account without a password is refused. */
  hasPassword: z.boolean(),
  /** Providers this site offers, which the account page may link. */
  configured: z.array(z.enum(SOCIAL_PROVIDERS)),
})
export type TSocialIdentitiesResponse = z.infer<typeof ZSocialIdentitiesResponseSchema>

/** The provider's return to a GET callback (Google, Naver). */
export const ZSocialCallbackQuerySchema = z.object({
  code: z
    .string()
    .min(1)
    .max(2048)
    .regex(/^[\x21-\x7e]+$/)
    .optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(200).optional(),
})
export type TSocialCallbackQuery = z.infer<typeof ZSocialCallbackQuerySchema>

/** Apple's form_post return: the hybrid response and, the first time only, the person's name. */
export const ZAppleCallbackFormSchema = z.object({
  code: z.string().max(2048).optional(),
  id_token: z.string().max(8192).optional(),
  state: z.string().max(256).optional(),
  user: z.string().max(2048).optional(),
  error: z.string().max(200).optional(),
})

/** The popup route's query (spec: /k/run/googleauth/redirect?loginHint=). */
export const ZSocialRedirectQuerySchema = z.object({
  loginHint: z.string().trim().max(254).optional(),
})
