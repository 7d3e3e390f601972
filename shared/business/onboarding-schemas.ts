import { z } from 'zod'
import { oneLineText } from '../text-rules.ts'
import {
  ACCOUNT_TASKS,
  COMPANY_TASKS,
  KEYWORD_MAX_LENGTH,
  KEYWORDS_MAX,
  SIZE_BANDS,
  TASK_STATUSES,
  TRAVEL_NEEDS,
} from './onboarding-contract.ts'

/** Form booleans may arrive as strings too; a missing one is false. */
const ZFlag = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1')
const ZEmail = z.string().trim().max(254).pipe(z.email())
const ZName = oneLineText(1, 100)
const ZCountry = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .transform((c) => c.toUpperCase())

/** What a company signup carries, signed in or not (the register form's consent and optin included). */
const ZCompanyFields = {
  // Names reach operators' terminals and mail: the shared text rule, as company settings has it.
  companyName: oneLineText(2, 120),
  firstName: ZName,
  lastName: ZName,
  sizeBand: z.enum(SIZE_BANDS),
  country: ZCountry,
  consent: ZFlag,
  optin: ZFlag,
}

/** POST signup and v2/bizPlus/signup: a visitor, so e-mail and password too. */
export const ZBusinessSignupRequestSchema = z.object({
  ...ZCompanyFields,
  email: ZEmail,
  /** Checked by the password policy, which gives the reason. */
  password: z.string().max(4096),
})
export type TBusinessSignupRequest = z.infer<typeof ZBusinessSignupRequestSchema>

/** POST leisureSignup: the signed-in user's own e-mail, so neither e-mail nor password. */
export const ZLeisureSignupRequestSchema = z.object({
  ...ZCompanyFields,
  plan: z.enum(['biz', 'bizPlus']).default('biz'),
})
export type TLeisureSignupRequest = z.infer<typeof ZLeisureSignupRequestSchema>

/** Every signup answers the same, whatever happened (no enumeration): the mail says the rest. */
export const ZBusinessSignupResponseSchema = z.object({ status: z.literal(0), checkEmail: z.boolean() })
export type TBusinessSignupResponse = z.infer<typeof ZBusinessSignupResponseSchema>

const ZLinkToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/)

export const ZConfirmationRequestSchema = z.object({ token: ZLinkToken })
export type TConfirmationRequest = z.infer<typeof ZConfirmationRequestSchema>
export const ZConfirmationResponseSchema = z.object({
  kind: z.enum(['signup', 'company', 'profile']),
  /** True when following the link signed this browser in (signup links only). */
  signedIn: z.boolean(),
  formToken: z.string().nullable(),
  redirectUrl: z.string(),
})
export type TConfirmationResponse = z.infer<typeof ZConfirmationResponseSchema>

export const ZTrackClickRequestSchema = z.object({ token: ZLinkToken })

export const ZSendConfirmationRequestSchema = z.object({ userEmail: ZEmail })
export type TSendConfirmationRequest = z.infer<typeof ZSendConfirmationRequestSchema>
export const ZSendConfirmationResponseSchema = z.object({ sent: z.literal(true) })
export type TSendConfirmationResponse = z.infer<typeof ZSendConfirmationResponseSchema>

/** setup v1: the names on the business profile. */
export const ZSetupV1RequestSchema = z.object({ firstName: ZName, lastName: ZName })
/** setup v2: + the traveller's details used at checkout. */
export const ZSetupV2RequestSchema = ZSetupV1RequestSchema.extend({
  dateOfBirth: z.iso.date().optional(),
  phoneCountryCode: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/)
    .optional(),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^[\d ()-]{4,20}$/)
    .optional(),
})
/** setup v3: + the company's size and travel needs (kept only when an admin answers). */
export const ZSetupV3RequestSchema = ZSetupV2RequestSchema.extend({
  sizeBand: z.enum(SIZE_BANDS).optional(),
  travelNeeds: z.array(z.enum(TRAVEL_NEEDS)).max(TRAVEL_NEEDS.length).optional(),
})
/**
 * GET setup v3 (ours): what get-started already knows, so that its form starts from the answers given
 * before (the company's size at signup, say); the company's answers only for who manages the company.
 */
export const ZSetupAnswersResponseSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  phoneCountryCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  sizeBand: z.enum(SIZE_BANDS).nullable(),
  travelNeeds: z.array(z.enum(TRAVEL_NEEDS)),
})
export type TSetupAnswersResponse = z.infer<typeof ZSetupAnswersResponseSchema>
export type TSetupV1Request = z.infer<typeof ZSetupV1RequestSchema>
export type TSetupV2Request = z.infer<typeof ZSetupV2RequestSchema>
export type TSetupV3Request = z.infer<typeof ZSetupV3RequestSchema>

export const ZTaskSchema = z.object({
  id: z.string(),
  status: z.enum(TASK_STATUSES),
  /** Completes itself when its condition holds. */
  automatic: z.boolean(),
})
export const ZTaskListSchema = z.object({
  tasks: z.array(ZTaskSchema),
  progress: z.number().int().min(0).max(100),
})
export const ZTasksResponseSchema = z.object({
  account: ZTaskListSchema,
  /** Only for members who manage the company's settings. */
  company: ZTaskListSchema.nullable(),
  reminderDismissed: z.boolean(),
})
export type TTask = z.infer<typeof ZTaskSchema>
export type TTaskList = z.infer<typeof ZTaskListSchema>
export type TTasksResponse = z.infer<typeof ZTasksResponseSchema>

export const ZTaskStatusRequestSchema = z.object({
  taskId: z.enum([...ACCOUNT_TASKS, ...COMPANY_TASKS]),
  status: z.enum(TASK_STATUSES),
})
export type TTaskStatusRequest = z.infer<typeof ZTaskStatusRequestSchema>

export const ZSetupResponseSchema = ZTasksResponseSchema
export type TSetupResponse = TTasksResponse

export const ZDismissReminderResponseSchema = z.object({ reminderDismissed: z.literal(true) })

const ZKeyword = z.string().trim().min(1).max(KEYWORD_MAX_LENGTH)
export const ZKeywordsRequestSchema = z.object({ keywords: z.array(ZKeyword).max(KEYWORDS_MAX) })
export type TKeywordsRequest = z.infer<typeof ZKeywordsRequestSchema>
export const ZKeywordsResponseSchema = z.object({ keywords: z.array(z.string()) })
export type TKeywordsResponse = z.infer<typeof ZKeywordsResponseSchema>

export const ZAccountInfoResponseSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.object({ roleName: z.string() }),
  company: z.object({ id: z.string(), name: z.string(), plan: z.string() }),
  /** Offices arrive with company settings; null until the member has one. */
  office: z.object({ id: z.string(), name: z.string() }).nullable(),
  keywords: z.array(z.string()),
  profileConfirmed: z.boolean(),
})
export type TAccountInfoResponse = z.infer<typeof ZAccountInfoResponseSchema>

export const ZBusinessToggleUrlResponseSchema = z.object({ url: z.string().nullable() })
export type TBusinessToggleUrlResponse = z.infer<typeof ZBusinessToggleUrlResponseSchema>

export const ZCurrentIdentityResponseSchema = z.object({
  mode: z.enum(['self', 'other']),
  userId: z.string(),
  email: z.string(),
  accountName: z.string(),
})
export type TCurrentIdentityResponse = z.infer<typeof ZCurrentIdentityResponseSchema>
