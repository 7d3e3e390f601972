import type { BusinessMeService } from './business-me.service.ts'
import type { BusinessSignupService } from './business-signup.service.ts'
import type { OnboardingTasksService } from './onboarding-tasks.service.ts'

/** app.services.onboarding: signup and confirmations, the task lists, and the member's own calls. */
export interface OnboardingServices {
  signup: BusinessSignupService
  tasks: OnboardingTasksService
  me: BusinessMeService
}
