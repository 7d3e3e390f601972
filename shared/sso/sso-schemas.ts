import { z } from 'zod'
import { isSafeRedirect } from '../redirect.ts'
import { SSO_LIMITS } from './sso-contract.ts'

const ZUuidLike = z.string().max(100)

/** A DNS name as companies list their e-mail domains: lower-cased, at least two labels. */
export const ZEmailDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, {
    message: 'not a domain name',
  })

const ZIssuerUrl = z
  .string()
  .trim()
  .max(SSO_LIMITS.issuerUrl)
  .refine((value) => URL.canParse(value), { message: 'not a URL' })

const connection = {
  displayName: z.string().trim().min(1).max(SSO_LIMITS.displayName),
  issuerUrl: ZIssuerUrl,
  clientId: z.string().trim().min(1).max(SSO_LIMITS.clientId),
  emailDomains: z.array(ZEmailDomainSchema).min(1).max(SSO_LIMITS.domainsPerConfig),
  enforced: z.boolean().optional().default(false),
  defaultRoleId: z.uuid(),
}

/** POST /i/api/business/company/v1/sso */
export const ZSsoConfigCreateSchema = z.strictObject({
  ...connection,
  clientSecret: z.string().min(1).max(SSO_LIMITS.clientSecret),
})
export type TSsoConfigCreate = z.infer<typeof ZSsoConfigCreateSchema>

/** PUT /i/api/business/company/v1/sso/{id}: the secret only when it changes. */
export const ZSsoConfigUpdateSchema = z.strictObject({
  ...connection,
  clientSecret: z.string().min(1).max(SSO_LIMITS.clientSecret).optional(),
})
export type TSsoConfigUpdate = z.infer<typeof ZSsoConfigUpdateSchema>

export const ZSsoIdParamsSchema = z.object({ id: ZUuidLike })
export const ZSsoToggleParamsSchema = z.object({ id: ZUuidLike, flag: z.enum(['true', 'false']) })

/** A configuration as the admin sees it; the client secret never leaves the server. */
export const ZSsoConfigSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  issuerUrl: z.string(),
  clientId: z.string(),
  clientSecretSet: z.boolean(),
  emailDomains: z.array(z.string()),
  active: z.boolean(),
  enforced: z.boolean(),
  defaultRoleId: z.string(),
  /** Last successful trial sign-in since the connection last changed. */
  testedAt: z.string().nullable(),
  /** The redirect URI to register at the identity provider. */
  redirectUri: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type TSsoConfig = z.infer<typeof ZSsoConfigSchema>

export const ZSsoConfigListSchema = z.object({
  configs: z.array(ZSsoConfigSchema),
  /** Verified e-mail domains a configuration may cover, and roles it may give new members. */
  companyDomains: z.array(z.string()),
  roles: z.array(z.object({ id: z.string(), name: z.string() })),
})
export type TSsoConfigList = z.infer<typeof ZSsoConfigListSchema>

const ZRedir = z
  .string()
  .max(2048)
  .optional()
  .transform((v) => (isSafeRedirect(v) ? v : '/'))

/** GET entrypointurl: an e-mail or a bare domain, and where to come back to. */
export const ZEntryPointQuerySchema = z
  .object({
    email: z.string().trim().max(254).pipe(z.email()).optional(),
    domain: ZEmailDomainSchema.optional(),
    redir: ZRedir,
    sticky: z.enum(['true', 'false']).optional(),
  })
  .refine((q) => q.email !== undefined || q.domain !== undefined, { message: 'email or domain is required' })
export type TEntryPointQuery = z.infer<typeof ZEntryPointQuerySchema>

export const ZEntryPointResponseSchema = z.object({
  /** The identity provider's authorization URL for this browser, or null when the domain has none. */
  entryPointUrl: z.string().nullable(),
  displayName: z.string().nullable(),
})
export type TEntryPointResponse = z.infer<typeof ZEntryPointResponseSchema>

export const ZExternalAuthorizationUrlSchema = z.object({ url: z.string() })
export type TExternalAuthorizationUrl = z.infer<typeof ZExternalAuthorizationUrlSchema>

/** What the identity provider appends to the redirect URI. */
export const ZSsoCallbackQuerySchema = z.object({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(2000).optional(),
  iss: z.string().max(SSO_LIMITS.issuerUrl).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  session_state: z.string().max(500).optional(),
})
export type TSsoCallbackQuery = z.infer<typeof ZSsoCallbackQuerySchema>
