import { z } from 'zod'
import { isSafeText, UNSAFE_TEXT_REFUSED } from '../text-rules.ts'
import { PASSKEY_NAME_MAX } from './passkey-contract.ts'

/** Form booleans arrive as "true"/"false"/"on"; a missing one is false. */
const ZFormBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1')

const ZEmail = z.string().trim().max(254).pipe(z.email())

/** base64url without padding, bounded: WebAuthn's binary fields as the browser library sends them. */
const b64url = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url')
    .min(2)
    .max(max)

/** POST /auth/webauthn/v1/loginParams (form: checkPasswordAuth, username). */
export const ZPasskeyLoginParamsRequestSchema = z.object({
  username: ZEmail,
  checkPasswordAuth: ZFormBoolean,
})
export type TPasskeyLoginParamsRequest = z.infer<typeof ZPasskeyLoginParamsRequestSchema>

/** POST /auth/webauthn/v1/newCredentialParams (form: username), by the signed-in user. */
export const ZPasskeyNewCredentialParamsRequestSchema = z.object({ username: ZEmail })

/** Spec section 3: passkey registration body. */
export const ZPasskeyRegisterRequestSchema = z.object({
  username: ZEmail,
  credentialId: b64url(1400),
  attestationObject: b64url(16_000),
  clientDataJSON: b64url(4_000),
  consent: ZFormBoolean,
  optin: ZFormBoolean,
})
export type TPasskeyRegisterRequest = z.infer<typeof ZPasskeyRegisterRequestSchema>

/** Spec section 3: passkey login body. userHandle is empty for a credential chosen from allowCredentials. */
export const ZPasskeyLoginRequestSchema = z.object({
  credentialId: b64url(1400),
  authenticatorData: b64url(4_000),
  userHandle: z.union([b64url(100), z.literal('')]).nullish(),
  clientDataJSON: b64url(4_000),
  signature: b64url(1_400),
})
export type TPasskeyLoginRequest = z.infer<typeof ZPasskeyLoginRequestSchema>

const ZCredentialDescriptor = z.object({ type: z.literal('public-key'), id: z.string() })

/** Spec section 3: passkey params response; these six fields and no others. */
export const ZPasskeyParamsResponseSchema = z.strictObject({
  rp: z.object({ id: z.string(), name: z.string() }),
  challenge: z.string(),
  allowCredentials: z.array(ZCredentialDescriptor),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }).nullable(),
  pubKeyCredParams: z.array(z.object({ type: z.literal('public-key'), alg: z.number().int() })),
  excludeCredentials: z.array(ZCredentialDescriptor),
})
export type TPasskeyParamsResponse = z.infer<typeof ZPasskeyParamsResponseSchema>

/** The register call's answer: the passkey as the account page lists it. */
export const ZPasskeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced to the user's other devices by their password manager. */
  backedUp: z.boolean(),
})
export type TPasskey = z.infer<typeof ZPasskeySchema>

export const ZPasskeyListResponseSchema = z.object({ passkeys: z.array(ZPasskeySchema) })
export type TPasskeyListResponse = z.infer<typeof ZPasskeyListResponseSchema>

export const ZPasskeyIdParamsSchema = z.object({ id: z.uuid() })

/** PUT /i/api/account/passkeys/v1/:id */
export const ZPasskeyRenameRequestSchema = z.strictObject({
  name: z.string().trim().min(1).max(PASSKEY_NAME_MAX).refine(isSafeText, UNSAFE_TEXT_REFUSED),
})
export type TPasskeyRenameRequest = z.infer<typeof ZPasskeyRenameRequestSchema>

export const ZPasskeyDeleteResponseSchema = z.object({ deleted: z.literal(1) })
