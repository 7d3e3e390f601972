import { isoDay } from '../../../shared/calendar-days.ts'
import type { ApprovalRequestsRepository } from '../../repositories/approval-requests.repository.ts'
import type {
  ApprovalSettingsRepository,
  DelegationRow,
} from '../../repositories/approval-settings.repository.ts'

/** One step of a request's chain as resolved for its traveller; approver null: any approver of the company. */
export interface ResolvedStep {
  approverUserId: string | null
  backupUserId: string | null
}

/** Who decides every request (spec: TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL). */
export const FOR_ALL = 'TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL'
/** Who may be a named, custom or delegated approver (the potentialCustomApprovers search's rule). */
export const APPROVER_PERMISSIONS = ['TRIP_EVENT_APPROVAL_PROCESSING', FOR_ALL] as const

/**
 * The traveller's chain (decision 055): their first group's chain, else the company's, else the manager.
 * A custom approver chosen at checkout takes the first step. Steps nobody can take (the traveller
 * themselves, a member who left, no manager) fall to their backup or drop out; when none is left the
 * request goes to any approver of the company, so that no request is ever without someone to decide it.
 */
export async function resolveChain(
  settings: ApprovalSettingsRepository,
  requests: ApprovalRequestsRepository,
  companyId: string,
  travelerUserId: string,
  customApproverUserId: string | null,
): Promise<ResolvedStep[]> {
  const all = await settings.chainSteps(companyId)
  const context = await requests.travelerContext(companyId, travelerUserId)
  const groupId = context.groupIds.find((id) => all.some((s) => s.groupId === id)) ?? null
  let configured = all.filter((s) => s.groupId === groupId)
  if (configured.length === 0) configured = all.filter((s) => s.groupId === null)
  const raw: ResolvedStep[] = (
    configured.length ? configured : [{ kind: 'manager' as const, approverUserId: null, backupUserId: null }]
  ).map((s) => ({
    approverUserId: s.kind === 'manager' ? context.managerUserId : s.approverUserId,
    backupUserId: s.backupUserId,
  }))
  if (customApproverUserId) raw.splice(0, 1, { approverUserId: customApproverUserId, backupUserId: null })
  const ids = raw.flatMap((s) => [s.approverUserId, s.backupUserId]).filter((id): id is string => !!id)
  const active = await settings.activeMembers(companyId, ids)
  const usable = (id: string | null) => (id && id !== travelerUserId && active.has(id) ? id : null)
  const steps: ResolvedStep[] = []
  for (const step of raw) {
    const approver = usable(step.approverUserId) ?? usable(step.backupUserId)
    if (!approver) continue
    const backup = usable(step.backupUserId)
    if (steps.at(-1)?.approverUserId === approver) continue
    steps.push({ approverUserId: approver, backupUserId: backup === approver ? null : backup })
  }
  return steps.length ? steps : [{ approverUserId: null, backupUserId: null }]
}

/** Today (UTC) within a delegation's dates. */
export function delegationActive(d: DelegationRow, now: Date): boolean {
  const today = isoDay(now)
  return d.startsOn <= today && today <= d.endsOn
}

/** The delegates standing in today for an approver who is away. */
export function delegatesOf(approverUserId: string | null, delegations: readonly DelegationRow[], now: Date) {
  if (!approverUserId) return []
  return delegations
    .filter((d) => d.userId === approverUserId && delegationActive(d, now))
    .map((d) => d.delegateUserId)
}

export interface Decider {
  userId: string
  permissions: readonly string[]
}

export interface ApprovalCaller extends Decider {
  companyId: string
  email: string
  impersonatorUserId: string | null
  /** The browser's session the decision came from (the audit trail records it); null: a signed-out link. */
  sessionId?: string | null
}

/**
 * May this member decide the request's current step? Never the traveller; anyone with FOR_ALL; the
 * step's approver or backup; whoever the approver delegated to for today; and, for a step nobody was
 * named to, any approver of the company.
 */
export function mayDecide(
  decider: Decider,
  booking: { travelerUserId: string; bookerUserId: string | null },
  step: ResolvedStep | undefined,
  delegations: readonly DelegationRow[],
  now: Date,
): boolean {
  // Nobody approves their own booking: not the traveller, and not whoever booked it for them.
  if (decider.userId === booking.travelerUserId || decider.userId === booking.bookerUserId) return false
  if (decider.permissions.includes(FOR_ALL)) return true
  if (!step) return false
  if (step.approverUserId === null) return decider.permissions.includes('TRIP_EVENT_APPROVAL_PROCESSING')
  if (step.approverUserId === decider.userId || step.backupUserId === decider.userId) return true
  return delegatesOf(step.approverUserId, delegations, now).includes(decider.userId)
}
