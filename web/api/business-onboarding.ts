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
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import { onboardingEndpoints as api } from './endpoints.gen.ts'
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
    signup: (input, plan) => callEndpoint(client(), api.signup[plan], { body: input }),
    leisureSignup: (input) => callEndpoint(client(), api.leisureSignup, { body: input }),
    // Confirming signs the founder in: the page's background calls are cancelled first (session-change.ts).
    confirm: (token) => changingSession(() => callEndpoint(client(), api.confirm, { body: { token } })),
    trackEmailConfirmationClick: async (token) => {
      await callEndpoint(client(), api.trackEmailConfirmationClick, { body: { token } })
    },
    sendCompanyConfirmation: (userEmail) =>
      callEndpoint(client(), api.sendConfirmation.biz, { body: { userEmail } }),
    resendProfileConfirmation: () => callEndpoint(client(), api.resendConfirmationEmail),
    setup: (input) => callEndpoint(client(), api.setup.v3, { body: input }),
    setupAnswers: () => callEndpoint(client(), api.setupAnswers),
    tasks: () => callEndpoint(client(), api.tasks),
    setTaskStatus: ({ taskId, status }) =>
      callEndpoint(client(), api.taskStatus, { query: { taskId, status } }),
    dismissReminderTaskGrid: async () => {
      await callEndpoint(client(), api.dismissReminderTaskGrid)
    },
    accountInfo: () => callEndpoint(client(), api.accountInfo),
    saveKeywords: (keywords) => callEndpoint(client(), api.accountKeywords, { body: { keywords } }),
    businessToggleUrl: () => callEndpoint(client(), api.businessToggleUrl),
    currentIdentity: async () => {
      try {
        return await callEndpoint(client(), api.currentIdentity)
      } catch (error) {
        // The shared handler has already dealt with the session (reload or not); nobody to report.
        if (error instanceof InvalidSessionError) return null
        throw error
      }
    },
  }
}
