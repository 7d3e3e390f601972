/*
 * Business signup, confirmations, onboarding and "business me" (spec sections 2, 3, 5, 7; decision 038):
 * paths, task ids, statuses and limits, without zod so that the account menu's chunk can use them.
 */

const COMPANY_API = '/i/api/business/company/v1'
const ME_API = '/i/api/business/me'

export const ONBOARDING_API = {
  /** POST: a visitor signs up a company on the biz plan. */
  signup: `${COMPANY_API}/signup`,
  /** POST: the same on Business Plus; the spec's "/v2/bizPlus/signup" is version 2 of the company API (decision 102). */
  bizPlusSignup: '/i/api/business/company/v2/bizPlus/signup',
  /** POST: a signed-in personal user adds a business profile (and company) to their e-mail. */
  leisureSignup: `${COMPANY_API}/leisureSignup`,
  /** POST {token}: the confirmation page reports that a mailed link was opened (always 204). */
  trackEmailConfirmationClick: `${COMPANY_API}/bizPlus/trackEmailConfirmationClick`,
  /** POST {userEmail}: mails the company confirmation link to that admin. */
  sendConfirmation: `${COMPANY_API}/sendConfirmation`,
  bizPlusSendConfirmation: `${COMPANY_API}/bizPlus/sendConfirmation`,
  /** POST {token}: follows any mailed business link (signup, company, profile). Ours, not the spec's. */
  confirm: `${COMPANY_API}/confirmation`,
  resendConfirmationEmail: `${ME_API}/v1/resendConfirmationEmail`,
  setupV1: `${ME_API}/v1/setup`,
  setupV2: `${ME_API}/v2/setup`,
  setupV3: `${ME_API}/v3/setup`,
  tasks: `${ME_API}/v1/tasks`,
  /** POST ?taskId&status. */
  taskStatus: `${ME_API}/v1/taskStatus`,
  dismissReminderTaskGrid: `${ME_API}/v1/dismissReminderTaskGrid`,
  accountInfo: `${ME_API}/v1/account/info`,
  accountKeywords: `${ME_API}/v1/account/keywords`,
  businessToggleUrl: `${ME_API}/v1/businessToggleUrl`,
  currentIdentity: `${ME_API}/v1/currentIdentity`,
} as const

/** Where mailed links land; the secret travels in the fragment (never to a server or a Referer). */
export const ONBOARDING_PAGES = {
  getStarted: '/business/get-started',
  tasks: '/business/tasks',
  tasksCompany: '/business/tasks/company',
  /** Fragment key carrying a link's secret: /business/get-started#confirm=… */
  confirmFragment: 'confirm',
} as const

export const SIGNUP_PLANS = ['biz', 'bizPlus'] as const
export type TSignupPlan = (typeof SIGNUP_PLANS)[number]

export const SIZE_BANDS = ['1-10', '11-50', '51-200', '201-1000', '1001+'] as const
export const TRAVEL_NEEDS = ['flights', 'hotels', 'cars', 'trains'] as const

export const ACCOUNT_TASKS = [
  'confirmProfile',
  'completeSetup',
  'addTravelerDetails',
  'secureAccount',
  'downloadApp',
] as const
export const COMPANY_TASKS = [
  'confirmCompany',
  'verifyDomain',
  'invitePeople',
  'addPolicy',
  'setApprovals',
  'addPayment',
] as const
export type TAccountTask = (typeof ACCOUNT_TASKS)[number]
export type TCompanyTask = (typeof COMPANY_TASKS)[number]
export type TTaskId = TAccountTask | TCompanyTask

/** Tasks that complete themselves when their condition holds (decision 038); the rest are set by hand. */
export const AUTOMATIC_TASKS: readonly TTaskId[] = [
  'confirmProfile',
  'completeSetup',
  'addTravelerDetails',
  'secureAccount',
  'confirmCompany',
  'verifyDomain',
  'invitePeople',
]

export const TASK_STATUSES = ['todo', 'done', 'skipped'] as const
export type TTaskStatus = (typeof TASK_STATUSES)[number]

/** Onboarding is complete at 100 (spec section 9). */
export const ONBOARDING_COMPLETE = 100

/** The notification dot shows while progress is 0 or unset (spec section 9). */
export function showsOnboardingDot(progress: number | null | undefined): boolean {
  return progress === null || progress === undefined || progress === 0
}

/** Done or skipped tasks count as dealt with; rounded down so that 100 means every task. */
export function progressOf(statuses: readonly TTaskStatus[]): number {
  if (statuses.length === 0) return ONBOARDING_COMPLETE
  const dealt = statuses.filter((s) => s !== 'todo').length
  return Math.floor((dealt * 100) / statuses.length)
}

export const KEYWORDS_MAX = 20
export const KEYWORD_MAX_LENGTH = 40
