import { z } from 'zod'
import { AuthErrorCode } from '../auth/auth-contract.ts'
import { defineEndpoint } from '../endpoint.ts'
import { ErrorCode } from '../errors.ts'
import { optionalBody } from '../optional-body.ts'
import { RATE_LIMITS } from '../rate-limits.ts'
import type { TBusinessRequirement } from './business-access.ts'
import { ONBOARDING_API } from './onboarding-contract.ts'
import {
  ZAccountInfoResponseSchema,
  ZBusinessSignupRequestSchema,
  ZBusinessSignupResponseSchema,
  ZBusinessToggleUrlResponseSchema,
  ZConfirmationRequestSchema,
  ZConfirmationResponseSchema,
  ZCurrentIdentityResponseSchema,
  ZDismissReminderResponseSchema,
  ZKeywordsRequestSchema,
  ZKeywordsResponseSchema,
  ZLeisureSignupRequestSchema,
  ZSendConfirmationRequestSchema,
  ZSendConfirmationResponseSchema,
  ZSetupAnswersResponseSchema,
  ZSetupResponseSchema,
  ZSetupV1RequestSchema,
  ZSetupV2RequestSchema,
  ZSetupV3RequestSchema,
  ZTaskStatusRequestSchema,
  ZTasksResponseSchema,
  ZTrackClickRequestSchema,
} from './onboarding-schemas.ts'

const anyMember = { permissions: [] } as const satisfies TBusinessRequirement
const taskCalls = { permissions: [], features: ['ONBOARDING_TASKS'] } as const satisfies TBusinessRequirement
// Confirming the company is the company settings manager's (section 6); the link goes to them only.
const companyConfirmer = {
  permissions: ['COMPANY_SETTINGS_MANAGEMENT'],
} as const satisfies TBusinessRequirement
const signingUp = [AuthErrorCode.TERMS_CONSENT_REQUIRED, ErrorCode.ALREADY_BUSINESS_MEMBER]

const signupFor = (path: string, plan: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary: `Signs up a company on the ${plan} plan (the answer is the same whatever happened)`,
    body: optionalBody(ZBusinessSignupRequestSchema),
    response: ZBusinessSignupResponseSchema,
    rateLimit: RATE_LIMITS.mailing,
    errors: signingUp,
  })

const sendConfirmationOf = (path: string, plan: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary: `Mails the company confirmation link (${plan}) to an admin`,
    body: optionalBody(ZSendConfirmationRequestSchema),
    response: ZSendConfirmationResponseSchema,
    business: companyConfirmer,
    rateLimit: RATE_LIMITS.mailing,
  })

/** Business signup, confirmations, get-started and the task lists, "business me" (spec section 7; decision 038). */
export const onboardingEndpoints = {
  signup: {
    biz: signupFor(ONBOARDING_API.signup, 'biz'),
    bizPlus: signupFor(ONBOARDING_API.bizPlusSignup, 'bizPlus'),
  },
  leisureSignup: defineEndpoint({
    method: 'POST',
    path: ONBOARDING_API.leisureSignup,
    summary: 'Adds a business profile (and company) to the signed-in personal account',
    body: optionalBody(ZLeisureSignupRequestSchema),
    response: ZBusinessSignupResponseSchema,
    rateLimit: RATE_LIMITS.mailing,
    errors: signingUp,
  }),
  trackEmailConfirmationClick: defineEndpoint({
    method: 'POST',
    path: ONBOARDING_API.trackEmailConfirmationClick,
    summary: 'Reports that a mailed link was opened (always 204)',
    body: optionalBody(ZTrackClickRequestSchema),
    response: z.void(),
    status: 204,
    rateLimit: RATE_LIMITS.mailing,
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: ONBOARDING_API.confirm,
    summary: 'Follows a mailed business link (signup, company or profile)',
    body: optionalBody(ZConfirmationRequestSchema),
    response: ZConfirmationResponseSchema,
    rateLimit: RATE_LIMITS.signIn,
    errors: [ErrorCode.BUSINESS_LINK_INVALID],
  }),
  sendConfirmation: {
    biz: sendConfirmationOf(ONBOARDING_API.sendConfirmation, 'biz'),
    bizPlus: sendConfirmationOf(ONBOARDING_API.bizPlusSendConfirmation, 'bizPlus'),
  },
  // Any member confirms their own business profile.
  resendConfirmationEmail: defineEndpoint({
    method: 'POST',
    path: ONBOARDING_API.resendConfirmationEmail,
    summary: "Mails the member's business profile confirmation link again",
    response: ZSendConfirmationResponseSchema,
    business: anyMember,
    rateLimit: RATE_LIMITS.mailing,
  }),
  setup: {
    v1: defineEndpoint({
      method: 'POST',
      path: ONBOARDING_API.setupV1,
      summary: "get-started (v1): the business profile's names",
      body: optionalBody(ZSetupV1RequestSchema),
      response: ZSetupResponseSchema,
      business: anyMember,
    }),
    v2: defineEndpoint({
      method: 'POST',
      path: ONBOARDING_API.setupV2,
      summary: "get-started (v2): the names and the traveller's details",
      body: optionalBody(ZSetupV2RequestSchema),
      response: ZSetupResponseSchema,
      business: anyMember,
    }),
    v3: defineEndpoint({
      method: 'POST',
      path: ONBOARDING_API.setupV3,
      summary: "get-started (v3): the names, the traveller's details and the company's size and needs",
      body: optionalBody(ZSetupV3RequestSchema),
      response: ZSetupResponseSchema,
      business: anyMember,
    }),
  },
  // Ours: get-started's form starts from what it was told before (issue 30: the size given at signup).
  setupAnswers: defineEndpoint({
    method: 'GET',
    path: ONBOARDING_API.setupV3,
    summary: 'What get-started already knows',
    response: ZSetupAnswersResponseSchema,
    business: anyMember,
  }),
  tasks: defineEndpoint({
    method: 'GET',
    path: ONBOARDING_API.tasks,
    summary: "The member's and the company's onboarding tasks",
    response: ZTasksResponseSchema,
    business: taskCalls,
  }),
  // The spec's query parameters (?taskId&status) on a POST.
  taskStatus: defineEndpoint({
    method: 'POST',
    path: ONBOARDING_API.taskStatus,
    summary: "Sets a task's status",
    query: ZTaskStatusRequestSchema,
    response: ZTasksResponseSchema,
    business: taskCalls,
  }),
  dismissReminderTaskGrid: defineEndpoint({
    method: 'POST',
    path: ONBOARDING_API.dismissReminderTaskGrid,
    summary: "Dismisses the tasks' reminder",
    response: ZDismissReminderResponseSchema,
    business: taskCalls,
  }),
  accountInfo: defineEndpoint({
    method: 'GET',
    path: ONBOARDING_API.accountInfo,
    summary: "The member's business account: names, role, company, office, keywords",
    response: ZAccountInfoResponseSchema,
    business: anyMember,
  }),
  accountKeywords: defineEndpoint({
    method: 'POST',
    path: ONBOARDING_API.accountKeywords,
    summary: "Saves the member's keywords",
    body: optionalBody(ZKeywordsRequestSchema),
    response: ZKeywordsResponseSchema,
    business: anyMember,
  }),
  // Asked from either mode (the toggle sits in the personal menu too), so not a business route.
  businessToggleUrl: defineEndpoint({
    method: 'GET',
    path: ONBOARDING_API.businessToggleUrl,
    summary: 'Where the business toggle leads the signed-in user',
    response: ZBusinessToggleUrlResponseSchema,
  }),
  currentIdentity: defineEndpoint({
    method: 'GET',
    path: ONBOARDING_API.currentIdentity,
    summary: 'Who the session acts as',
    response: ZCurrentIdentityResponseSchema,
    business: anyMember,
  }),
}
