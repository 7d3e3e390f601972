import { ONBOARDING_API } from '../../shared/business/onboarding-contract.ts'
// Types only: the schemas module holds zod, which must stay out of the browser bundle.
import type {
  TAccountInfoResponse,
  TBusinessSignupRequest,
  TBusinessSignupResponse,
  TBusinessToggleUrlResponse,
  TConfirmationResponse,
  TCurrentIdentityResponse,
  TKeywordsResponse,
  TLeisureSignupRequest,
  TSendConfirmationResponse,
  TSetupAnswersResponse,
  TSetupV3Request,
  TTaskStatusRequest,
  TTasksResponse,
} from '../../shared/business/onboarding-schemas.ts'
import type { ApiClient } from './client.ts'
import { InvalidSessionError } from './errors.ts'
import { changingSession } from './session-change.ts'

/** Business signup, confirmations, onboarding and "business me" (spec section 7; decision 038). */
export interface BusinessOnboardingApi {
  signup(input: TBusinessSignupRequest, plan: 'biz' | 'bizPlus'): Promise<TBusinessSignupResponse>
  leisureSignup(input: TLeisureSignupRequest): Promise<TBusinessSignupResponse>
  confirm(token: string): Promise<TConfirmationResponse>
  trackEmailConfirmationClick(token: string): Promise<void>
  sendCompanyConfirmation(userEmail: string): Promise<TSendConfirmationResponse>
  resendProfileConfirmation(): Promise<TSendConfirmationResponse>
  setup(input: TSetupV3Request): Promise<TTasksResponse>
  setupAnswers(): Promise<TSetupAnswersResponse>
  tasks(): Promise<TTasksResponse>
  setTaskStatus(input: TTaskStatusRequest): Promise<TTasksResponse>
  dismissReminderTaskGrid(): Promise<void>
  accountInfo(): Promise<TAccountInfoResponse>
  saveKeywords(keywords: string[]): Promise<TKeywordsResponse>
  businessToggleUrl(): Promise<TBusinessToggleUrlResponse>
  /** Who the session acts as; null when the session is gone (spec section 7: the error is swallowed). */
  currentIdentity(): Promise<TCurrentIdentityResponse | null>
}

export function createBusinessOnboardingApi(client: () => ApiClient): BusinessOnboardingApi {
  return {
    signup: (input, plan) =>
      client().postJson(plan === 'bizPlus' ? ONBOARDING_API.bizPlusSignup : ONBOARDING_API.signup, input),
    leisureSignup: (input) => client().postJson(ONBOARDING_API.leisureSignup, input),
    // Confirming signs the founder in: the page's background calls are cancelled first (session-change.ts).
    confirm: (token) => changingSession(() => client().postJson(ONBOARDING_API.confirm, { token })),
    trackEmailConfirmationClick: async (token) => {
      await client().postJson(ONBOARDING_API.trackEmailConfirmationClick, { token })
    },
    sendCompanyConfirmation: (userEmail) => client().postJson(ONBOARDING_API.sendConfirmation, { userEmail }),
    resendProfileConfirmation: () => client().postJson(ONBOARDING_API.resendConfirmationEmail),
    setup: (input) => client().postJson(ONBOARDING_API.setupV3, input),
    setupAnswers: () => client().get(ONBOARDING_API.setupV3),
    tasks: () => client().get(ONBOARDING_API.tasks),
    setTaskStatus: ({ taskId, status }) =>
      client().postJson(`${ONBOARDING_API.taskStatus}?${new URLSearchParams({ taskId, status })}`),
    dismissReminderTaskGrid: async () => {
      await client().postJson(ONBOARDING_API.dismissReminderTaskGrid)
    },
    accountInfo: () => client().get(ONBOARDING_API.accountInfo),
    saveKeywords: (keywords) => client().postJson(ONBOARDING_API.accountKeywords, { keywords }),
    businessToggleUrl: () => client().get(ONBOARDING_API.businessToggleUrl),
    currentIdentity: async () => {
      try {
        return await client().get<TCurrentIdentityResponse>(ONBOARDING_API.currentIdentity)
      } catch (error) {
        // The shared handler has already dealt with the session (reload or not); nobody to report.
        if (error instanceof InvalidSessionError) return null
        throw error
      }
    },
  }
}
