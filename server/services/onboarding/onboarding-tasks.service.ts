import {
  ACCOUNT_TASKS,
  AUTOMATIC_TASKS,
  COMPANY_TASKS,
  progressOf,
  type TAccountTask,
  type TCompanyTask,
  type TTaskId,
  type TTaskStatus,
} from '../../../shared/business/onboarding-contract.ts'
import type { TTaskList, TTasksResponse } from '../../../shared/business/onboarding-schemas.ts'
import { ErrorCode } from '../../../shared/errors.ts'
import { HttpError } from '../../http-error.ts'
import type { Data } from '../../repositories/data.ts'
import type { OnboardingFacts, OnboardingRepository } from '../../repositories/onboarding.repository.ts'
import type { BusinessContext } from '../../repositories/session.repository.ts'
import type { AuditActor, BusinessAuditService } from '../business/business-audit.service.ts'
import type { SessionEvictions } from '../session-evictions.ts'

/** The member a task list is for (a business session's ids). */
export interface TaskMember {
  userId: string
  business: Pick<BusinessContext, 'profileId' | 'companyId' | 'permissions'>
}

/** Company tasks belong to those who manage the company's settings (the company setup link's gate). */
export function managesCompany(member: TaskMember): boolean {
  return member.business.permissions.includes('COMPANY_SETTINGS_MANAGEMENT')
}

/** Which tasks complete themselves, and when (decision 038). */
export function conditionMet(task: TTaskId, facts: OnboardingFacts): boolean {
  switch (task) {
    case 'confirmProfile':
      return facts.profileConfirmed
    case 'completeSetup':
      return facts.setupDone
    case 'addTravelerDetails':
      return facts.hasTravelerDetails
    case 'secureAccount':
      return facts.hasSecondFactorOrPasskey
    case 'confirmCompany':
      return facts.companyConfirmed
    case 'verifyDomain':
      return facts.hasEmailDomain
    case 'invitePeople':
      return facts.memberCount > 1
    default:
      return false
  }
}

function listOf(
  ids: readonly TTaskId[],
  stored: Map<string, TTaskStatus>,
  facts: OnboardingFacts,
): TTaskList {
  const tasks = ids.map((id) => ({
    id,
    // A met condition wins over anything stored: the work is done, whatever was clicked before.
    status: conditionMet(id, facts) ? ('done' as const) : (stored.get(id) ?? 'todo'),
    automatic: AUTOMATIC_TASKS.includes(id),
  }))
  return { tasks, progress: progressOf(tasks.map((t) => t.status)) }
}

export interface OnboardingTasksService {
  /** Both lists (the company one only for its managers), storing the progress the auth state shows. */
  tasks(member: TaskMember): Promise<TTasksResponse>
  setStatus(
    member: TaskMember,
    actor: AuditActor,
    taskId: TTaskId,
    status: TTaskStatus,
  ): Promise<TTasksResponse>
  dismissReminder(member: TaskMember): Promise<void>
}

export function createOnboardingTasksService(deps: {
  repo: OnboardingRepository
  /** The unit of work: a company task's status and its audit entry commit together. */
  data: Pick<Data, 'transaction'>
  audit: Pick<BusinessAuditService, 'record'>
  evictions: Pick<SessionEvictions, 'publish'>
  now?: () => Date
}): OnboardingTasksService {
  const now = deps.now ?? (() => new Date())
  const { repo } = deps

  async function tasks(member: TaskMember): Promise<TTasksResponse> {
    const { profileId, companyId } = member.business
    const facts = await repo.facts(profileId, member.userId, companyId)
    const account = listOf(ACCOUNT_TASKS, await repo.accountStatuses(profileId), facts)
    const company = managesCompany(member)
      ? listOf(COMPANY_TASKS, await repo.companyStatuses(companyId), facts)
      : null
    await repo.saveProgress(profileId, companyId, account.progress, company?.progress ?? null)
    // The auth state carries the progress: cached views of this member must see the new numbers.
    await deps.evictions.publish(company ? { companyId } : { userId: member.userId })
    return { account, company, reminderDismissed: facts.reminderDismissed }
  }

  return {
    tasks,
    async setStatus(member, actor, taskId, status) {
      // A task that completes itself is done when its condition holds, never by a click (issue 30: the
      // page offered "Mark done" on "Confirm your company", which then read done unconfirmed).
      if (status === 'done' && AUTOMATIC_TASKS.includes(taskId))
        throw new HttpError(
          400,
          ErrorCode.VALIDATION_ERROR,
          'This task is done by itself once what it asks for is done.',
        )
      if ((COMPANY_TASKS as readonly string[]).includes(taskId)) {
        if (!managesCompany(member))
          throw new HttpError(
            403,
            ErrorCode.PERMISSION_DENIED,
            'Company tasks are for those who manage the company.',
          )
        await deps.data.transaction(async (tx) => {
          await tx.onboarding.setCompanyStatus(
            member.business.companyId,
            taskId as TCompanyTask,
            status,
            member.userId,
          )
          await deps.audit.record(
            actor,
            { action: 'company.onboarding.task', targetType: 'task', targetId: taskId, details: { status } },
            tx,
          )
        })
      } else {
        await repo.setAccountStatus(member.business.profileId, taskId as TAccountTask, status)
      }
      return tasks(member)
    },
    async dismissReminder(member) {
      await repo.dismissReminder(member.business.profileId, now())
    },
  }
}
