import { z } from 'zod'
import { CONSENT_CATEGORIES, META_COOKIES } from './privacy-contract.ts'

/*
 * Request/response pairs of the privacy calls (page-chrome-privacy.md section 7; decision 028). Every
 * record-producing request may carry `consentId`, a random id the browser makes per action: a retry with
 * the same id is recorded once (acknowledged means durable, never duplicated).
 */

export const ZConsentIdSchema = z.uuid()
const ZIdListSchema = z.array(z.int().min(1).max(65_535)).max(2_000)
const ZBoolMapSchema = z.record(z.string().regex(/^\d{1,5}$/), z.boolean())

export const ZConsentCategorySchema = z.enum(CONSENT_CATEGORIES)

// Cookie banner.
export const ZConsentRecordRequestSchema = z.object({
  acceptedCategories: z.array(ZConsentCategorySchema).max(8),
  consentId: ZConsentIdSchema.optional(),
})
export type TConsentRecordRequest = z.infer<typeof ZConsentRecordRequestSchema>
export const ZConsentStateResponseSchema = z.object({
  acceptedCategories: z.array(ZConsentCategorySchema),
  hasFullUserConsent: z.boolean(),
})
export type TConsentStateResponse = z.infer<typeof ZConsentStateResponseSchema>
export const ZConsentRecordResponseSchema = ZConsentStateResponseSchema.extend({
  consentId: ZConsentIdSchema,
})
export type TConsentRecordResponse = z.infer<typeof ZConsentRecordResponseSchema>

export const ZCookiesForCategoryQuerySchema = z.object({
  category: ZConsentCategorySchema,
  excludeIabVendorCookies: z.enum(['true', 'false']).optional(),
})
export const ZCookiesForCategoryResponseSchema = z.object({
  cookies: z.array(z.object({ name: z.string(), domain: z.string() })),
})
export type TCookiesForCategoryResponse = z.infer<typeof ZCookiesForCategoryResponseSchema>

// IAB TCF.
export const ZIabConsentResponseSchema = z.object({
  purpose: z.object({ consents: ZBoolMapSchema, legitimateInterests: ZBoolMapSchema }),
  vendor: z.object({ consents: ZBoolMapSchema, legitimateInterests: ZBoolMapSchema }),
  specialFeatureOptins: ZBoolMapSchema,
  consentedAdditionalVendors: z.array(z.int()),
  /** True while nothing was saved: the defaults shown (no consent, legitimate interest on). */
  isUnsavedDefaultConsent: z.boolean(),
  tcString: z.string(),
  additionalVendorString: z.string(),
  vendorListVersion: z.int(),
  /** The stored choice must be asked again (vendor set or legal basis changed, or 13 months passed). */
  reconsentRequired: z.boolean(),
})
export type TIabConsentResponse = z.infer<typeof ZIabConsentResponseSchema>

export const ZIabSaveActionSchema = z.enum(['acceptAll', 'acceptSelected', 'rejectAll', 'withdraw'])
export const ZIabConsentRequestSchema = z.object({
  consentedPurposes: ZIdListSchema,
  consentedVendors: ZIdListSchema,
  consentedAdditionalVendors: ZIdListSchema,
  objectedLegIntPurposes: ZIdListSchema,
  objectedLegIntVendors: ZIdListSchema,
  /** Special features need an explicit opt-in (checklist S-16). */
  optedInSpecialFeatures: ZIdListSchema.default([]),
  /** The string the browser holds, if any; the server encodes the saved one itself. */
  tcString: z.string().max(8_000).optional(),
  action: ZIabSaveActionSchema,
  consentId: ZConsentIdSchema.optional(),
})
export type TIabConsentRequest = z.input<typeof ZIabConsentRequestSchema>
export const ZIabConsentSaveResponseSchema = z.object({
  tcString: z.string(),
  additionalVendorString: z.string(),
  consentId: ZConsentIdSchema,
  acceptedCategories: z.array(ZConsentCategorySchema),
})
export type TIabConsentSaveResponse = z.infer<typeof ZIabConsentSaveResponseSchema>

const ZPurposeSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  illustrations: z.array(z.string()),
  legitimateInterest: z.boolean(),
  readOnly: z.boolean(),
})
const ZFeatureSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  illustrations: z.array(z.string()),
})
export const ZIabVendorSchema = z.object({
  id: z.int(),
  name: z.string(),
  purposes: z.array(z.int()),
  specialPurposes: z.array(z.int()),
  legIntPurposes: z.array(z.int()),
  flexiblePurposes: z.array(z.int()),
  features: z.array(z.int()),
  specialFeatures: z.array(z.int()),
  dataCategories: z.array(z.int()),
  purposeDataRetentionDays: z.record(z.string(), z.int()),
  specialPurposeDataRetentionDays: z.record(z.string(), z.int()),
  privacyPolicyUrl: z.string(),
  legIntClaimUrl: z.string().nullable(),
  usesCookies: z.boolean(),
  cookieMaxAgeSeconds: z.int().nullable(),
  cookieRefresh: z.boolean(),
  usesNonCookieAccess: z.boolean(),
  hasDeviceStorageDisclosure: z.boolean(),
})
export type TIabVendor = z.infer<typeof ZIabVendorSchema>
export const ZAdditionalVendorSchema = z.object({
  id: z.int(),
  name: z.string(),
  policyUrl: z.string(),
  domains: z.string(),
})
export const ZIabDetailedPrefsResponseSchema = z.object({
  vendorListVersion: z.int(),
  tcfPolicyVersion: z.int(),
  purposes: z.array(ZPurposeSchema),
  specialPurposes: z.array(ZPurposeSchema),
  features: z.array(ZFeatureSchema),
  specialFeatures: z.array(ZFeatureSchema),
  additionalVendors: z.array(ZAdditionalVendorSchema),
  dataCategories: z.array(z.object({ id: z.int(), name: z.string(), description: z.string() })),
})
export type TIabDetailedPrefsResponse = z.infer<typeof ZIabDetailedPrefsResponseSchema>
/** The partners, loaded when the partners view opens; `v` is the list version the page expects. */
export const ZIabVendorsQuerySchema = z.object({
  v: z.coerce.number().int().min(1).max(1_000_000).optional(),
})
export const ZIabVendorsResponseSchema = z.object({
  vendorListVersion: z.int(),
  vendors: z.array(ZIabVendorSchema),
})
export type TIabVendorsResponse = z.infer<typeof ZIabVendorsResponseSchema>

export const ZIabInitialPrefsResponseSchema = z.object({
  vendorListVersion: z.int(),
  purposes: z.array(z.object({ id: z.int(), name: z.string(), description: z.string() })),
  specialFeatures: z.array(z.object({ id: z.int(), name: z.string(), description: z.string() })),
  stacks: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      description: z.string(),
      purposes: z.array(z.int()),
      specialFeatures: z.array(z.int()),
    }),
  ),
  vendorIds: z.array(z.int()),
  additionalVendorIds: z.array(z.int()),
  numVendors: z.int(),
})
export type TIabInitialPrefsResponse = z.infer<typeof ZIabInitialPrefsResponseSchema>

export const ZDeviceStorageQuerySchema = z.object({ vendorId: z.coerce.number().int().min(1).max(65_535) })
export const ZDeviceStorageDisclosureResponseSchema = z.object({
  disclosures: z.array(
    z.object({
      identifier: z.string(),
      type: z.enum(['cookie', 'web', 'app']),
      maxAgeSeconds: z.int().nullable(),
      cookieRefresh: z.boolean(),
      purposes: z.array(z.int()),
      domains: z.array(z.string()),
    }),
  ),
  domains: z.array(z.object({ domain: z.string(), use: z.string() })),
})
export type TDeviceStorageDisclosureResponse = z.infer<typeof ZDeviceStorageDisclosureResponseSchema>

// Acknowledgements (two-party consent, data-transfer disclaimer) carry the text version shown.
export const ZAcknowledgeRequestSchema = z
  .object({
    textVersion: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,40}$/)
      .optional(),
    consentId: ZConsentIdSchema.optional(),
  })
  .default({})
export const ZAcknowledgeResponseSchema = z.object({ consentId: ZConsentIdSchema, textVersion: z.string() })
export type TAcknowledgeResponse = z.infer<typeof ZAcknowledgeResponseSchema>

// Meta cookies.
export const ZMetaCookieNameSchema = z.enum(META_COOKIES)
export const ZMetaCookieRequestSchema = z.object({
  /** A value sets the cookie; null, false or an empty string clears it. */
  newValue: z.union([z.string().max(64), z.boolean(), z.null()]),
})
export const ZMetaCookieResponseSchema = z.object({
  name: ZMetaCookieNameSchema,
  value: z.string().nullable(),
})
export type TMetaCookieResponse = z.infer<typeof ZMetaCookieResponseSchema>
export const ZLegacyCookieFormSchema = z.object({
  name: ZMetaCookieNameSchema,
  value: z.string().max(64).optional(),
})

export const ZLogCookiesConsentRequestSchema = z.object({ data: z.object({ isRepeat: z.boolean() }) })
export const ZCookiesDataProviderResponseSchema = z.object({
  cookiesConsent: z.boolean(),
  dataTransferConsent: z.boolean(),
  policyUrl: z.string(),
  betterUx: z.boolean(),
  messageVisible: z.boolean(),
  twoPartyConsent: z.boolean(),
})
export type TCookiesDataProviderResponse = z.infer<typeof ZCookiesDataProviderResponseSchema>

export const ZGdprConsentFormSchema = z.object({
  setConsentBooleanCookie: z.enum(['true', 'false']).optional(),
  /** Comma-separated IAB purpose ids. */
  purposeIds: z
    .string()
    .regex(/^(\d{1,2}(,\d{1,2})*)?$/)
    .max(200)
    .optional(),
})

// California opt-out.
export const ZDataSharingRequestSchema = z
  .strictObject({
    allowDataSharing: z.boolean(),
    /** The browser's navigator.globalPrivacyControl asked for this opt-out (decision 032). */
    gpc: z.literal(true).optional(),
    consentId: ZConsentIdSchema.optional(),
  })
  .refine((r) => r.gpc === undefined || r.allowDataSharing === false, {
    message: 'A Global Privacy Control signal can only opt out.',
    path: ['gpc'],
  })
export type TDataSharingRequest = z.infer<typeof ZDataSharingRequestSchema>
export const ZDataSharingResponseSchema = z.object({
  allowDataSharing: z.boolean(),
  /** The opt-out was applied because the browser sent a Global Privacy Control signal. */
  gpc: z.boolean(),
  /** The categories in force after the change (refusing sharing takes advertising away). */
  acceptedCategories: z.array(ZConsentCategorySchema),
})
export type TDataSharingResponse = z.infer<typeof ZDataSharingResponseSchema>
