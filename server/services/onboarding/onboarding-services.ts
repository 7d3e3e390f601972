import type { MailDispatcher } from '../../mail/mail-dispatcher.ts'
import type { BusinessSignupRepository } from '../../repositories/business-signup.repository.ts'
import type { Data } from '../../repositories/data.ts'
import type { OnboardingRepository } from '../../repositories/onboarding.repository.ts'
import type { UserRepository } from '../../repositories/user.repository.ts'
import type { BusinessAuditService } from '../business/business-audit.service.ts'
import type { SessionEvictions } from '../session-evictions.ts'
import { type BusinessMeService, createBusinessMeService } from './business-me.service.ts'
import { type BusinessSignupService, createBusinessSignupService } from './business-signup.service.ts'
import { createOnboardingTasksService, type OnboardingTasksService } from './onboarding-tasks.service.ts'

/** Signup and confirmations, the task lists, and the member's own calls (decision 038). */
export interface OnboardingServices {
  signup: BusinessSignupService
  tasks: OnboardingTasksService
  me: BusinessMeService
}

export interface OnboardingParts {
  repo: OnboardingRepository
  signups: BusinessSignupRepository
  data: Data
  users: UserRepository
  audit: BusinessAuditService
  evictions: SessionEvictions
  mail: MailDispatcher
  secret: string
}

export function createOnboardingServices(parts: OnboardingParts): OnboardingServices {
  const { repo, signups, data, users, audit, evictions, mail, secret } = parts
  const tasks = createOnboardingTasksService({ repo, data, audit, evictions })
  return {
    signup: createBusinessSignupService({
      signups,
      onboarding: repo,
      users,
      data,
      audit,
      evictions,
      mail,
      secret,
      termsConsentRequired: true,
      onProgressChanged: async (userId) => {
        const member = await repo.memberOf(userId)
        if (member) await tasks.tasks({ userId, business: member })
      },
    }),
    tasks,
    me: createBusinessMeService({ repo, audit, evictions }),
  }
}
