import { z } from 'zod'
import { FEATURES, PLANS } from '../permissions.ts'
import { ZEmailDomainSchema } from '../sso/sso-schemas.ts'
import { oneLineText } from '../text-rules.ts'
import {
  BOOKING_MODES,
  COMPANY_LIMITS as L,
  PROGRAM_VERTICALS,
  UPGRADE_STATUSES,
} from './company-settings-contract.ts'

/*
 * Request and response pairs of the company settings calls (decision 034). Every request is a strict
 * object: a field the call does not take (plan, features, id, companyId...) is refused with 400 rather
 * than ignored, so that nothing can be assigned through a body (ASVS 37).
 */

const text = (max: number) => z.string().trim().max(max)
const required = (max: number) => oneLineText(1, max)
const ZCountry = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { message: 'a two-letter country code' })
const ZCurrency = z.string().regex(/^[A-Z]{3}$/, { message: 'a three-letter currency code' })

export const ZAddressSchema = z.strictObject({
  line1: text(L.addressLine),
  line2: text(L.addressLine),
  city: text(L.city),
  postcode: text(L.postcode),
  country: ZCountry.nullable(),
})
export type TAddress = z.infer<typeof ZAddressSchema>

/** PUT /company: the general settings an admin edits; the plan and features have their own calls. */
export const ZCompanyUpdateRequestSchema = z.strictObject({
  name: required(L.name),
  address: ZAddressSchema,
  phone: text(L.phone).regex(/^[0-9+()./ -]*$/, { message: 'digits, spaces and + ( ) . / -' }),
  defaultCurrency: ZCurrency.nullable(),
  bookingMode: z.enum(BOOKING_MODES),
})
export type TCompanyUpdateRequest = z.infer<typeof ZCompanyUpdateRequestSchema>

export const ZCompanyResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: ZAddressSchema,
  phone: z.string(),
  defaultCurrency: z.string().nullable(),
  bookingMode: z.enum(BOOKING_MODES),
  plan: z.enum(PLANS),
  /** The features in force (switched on and allowed by the plan). */
  features: z.array(z.enum(FEATURES)),
  /** Every feature the plan allows, so the page can offer them. */
  planFeatures: z.array(z.enum(FEATURES)),
  logoUrl: z.string().nullable(),
  /** Verified domains only. */
  emailDomains: z.array(z.string()),
  confirmed: z.boolean(),
})
export type TCompanyResponse = z.infer<typeof ZCompanyResponseSchema>

/** POST /company/email-domains: the domain and an address at it that receives the link. */
export const ZEmailDomainAddRequestSchema = z.strictObject({
  domain: ZEmailDomainSchema,
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
})
export type TEmailDomainAddRequest = z.infer<typeof ZEmailDomainAddRequestSchema>

export const ZCompanyEmailDomainSchema = z.object({
  domain: z.string(),
  status: z.enum(['VERIFIED', 'PENDING']),
  /** Pending: where the link went and until when it works. */
  sentTo: z.string().nullable(),
  expiresAt: z.string().nullable(),
})
export type TEmailDomain = z.infer<typeof ZCompanyEmailDomainSchema>

export const ZEmailDomainListResponseSchema = z.object({ domains: z.array(ZCompanyEmailDomainSchema) })
export type TEmailDomainListResponse = z.infer<typeof ZEmailDomainListResponseSchema>

export const ZEmailDomainParamsSchema = z.strictObject({ domain: ZEmailDomainSchema })

/** POST /company/email-domains/verify */
export const ZEmailDomainVerifyRequestSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'not a link secret' }),
})
export type TEmailDomainVerifyRequest = z.infer<typeof ZEmailDomainVerifyRequestSchema>
export const ZEmailDomainVerifyResponseSchema = z.object({ domain: z.string() })
export type TEmailDomainVerifyResponse = z.infer<typeof ZEmailDomainVerifyResponseSchema>

export const ZIdParamsSchema = z.strictObject({ id: z.uuid() })

/** POST /company/offices, PUT /company/offices/{id} */
export const ZOfficeRequestSchema = z.strictObject({
  name: required(L.name),
  address: ZAddressSchema,
})
export type TOfficeRequest = z.infer<typeof ZOfficeRequestSchema>
export const ZOfficeSchema = z.object({ id: z.string(), name: z.string(), address: ZAddressSchema })
export type TOffice = z.infer<typeof ZOfficeSchema>
export const ZOfficeListResponseSchema = z.object({ offices: z.array(ZOfficeSchema) })
export type TOfficeListResponse = z.infer<typeof ZOfficeListResponseSchema>

/** POST /company/entities, PUT /company/entities/{id} */
export const ZEntityRequestSchema = z.strictObject({
  name: required(L.name),
  address: ZAddressSchema,
  registrationNumber: text(L.registrationNumber),
  vatNumber: text(L.vatNumber),
  billingCurrency: ZCurrency,
})
export type TEntityRequest = z.infer<typeof ZEntityRequestSchema>
export const ZEntitySchema = z.object({
  id: z.string(),
  name: z.string(),
  address: ZAddressSchema,
  registrationNumber: z.string(),
  vatNumber: z.string(),
  billingCurrency: z.string(),
})
export type TEntity = z.infer<typeof ZEntitySchema>
export const ZEntityListResponseSchema = z.object({ entities: z.array(ZEntitySchema) })
export type TEntityListResponse = z.infer<typeof ZEntityListResponseSchema>

const program = {
  vertical: z.enum(PROGRAM_VERTICALS),
  vendor: required(L.vendor),
  programName: required(L.programName),
}
const ZAccountNumber = z
  .string()
  .trim()
  .min(4)
  .max(L.accountNumber)
  .regex(/^[A-Za-z0-9 -]+$/, { message: 'letters, digits, spaces and -' })

/** POST /company/corporate-membership/add */
export const ZProgramCreateRequestSchema = z.strictObject({ ...program, accountNumber: ZAccountNumber })
export type TProgramCreateRequest = z.infer<typeof ZProgramCreateRequestSchema>
/** PUT /company/corporate-membership/{id}: the account number only when it changes. */
export const ZProgramUpdateRequestSchema = z.strictObject({
  ...program,
  accountNumber: ZAccountNumber.optional(),
})
export type TProgramUpdateRequest = z.infer<typeof ZProgramUpdateRequestSchema>
export const ZProgramSchema = z.object({
  id: z.string(),
  vertical: z.enum(PROGRAM_VERTICALS),
  vendor: z.string(),
  programName: z.string(),
  /** Never the whole number: bullets and its last four characters. */
  accountNumberMasked: z.string(),
})
export type TProgram = z.infer<typeof ZProgramSchema>
export const ZProgramListResponseSchema = z.object({ programs: z.array(ZProgramSchema) })
export type TProgramListResponse = z.infer<typeof ZProgramListResponseSchema>

/** PUT feature/enable and feature/disable */
export const ZFeatureRequestSchema = z.strictObject({ feature: z.enum(FEATURES) })
export type TFeatureRequest = z.infer<typeof ZFeatureRequestSchema>
export const ZFeatureResponseSchema = z.object({ features: z.array(z.enum(FEATURES)) })
export type TFeatureResponse = z.infer<typeof ZFeatureResponseSchema>

/** POST tier/upgrade */
export const ZTierUpgradeRequestSchema = z.strictObject({ plan: z.enum(PLANS) })
export type TTierUpgradeRequest = z.infer<typeof ZTierUpgradeRequestSchema>
/** POST tier/upgrade and GET tier/upgrade/status */
export const ZTierUpgradeStatusResponseSchema = z.object({
  plan: z.enum(PLANS),
  status: z.enum(UPGRADE_STATUSES),
  requestedPlan: z.enum(PLANS).nullable(),
  requestedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
})
export type TTierUpgradeStatusResponse = z.infer<typeof ZTierUpgradeStatusResponseSchema>
