import type { TApprovalRule, TApprovalTiming, TApprovalVertical } from './approvals-contract.ts'
import { APPROVAL_VERTICALS } from './approvals-contract.ts'
import type { TOutOfPolicyHandling } from './checkout-contract.ts'

/**
 * Where a company's approval settings and its travel policies disagree (decision 076). The policy wins,
 * so that a rule cannot be bypassed by switching approvals off; the settings pages show each conflict.
 *  - policyHolds: a policy asks approval for out-of-policy bookings while approvals are off (or only notify)
 *    for its vertical: those bookings are still held for approval before booking.
 *  - policyBlocks: approvals ask for out-of-policy bookings, but the policy blocks them: nobody is asked.
 */
export const APPROVAL_CONFLICT_KINDS = ['policyHolds', 'policyBlocks'] as const
export type TApprovalConflictKind = (typeof APPROVAL_CONFLICT_KINDS)[number]

export interface TApprovalConflict {
  vertical: TApprovalVertical
  kind: TApprovalConflictKind
}

/** What the conflicts read of one vertical's policy: whether it is on, and every handling it can apply. */
export interface TPolicyHandlings {
  enabled: boolean
  /** The policy's handling, then each group's or office's override handling. */
  handlings: readonly TOutOfPolicyHandling[]
}

export interface TApprovalRules {
  timing: TApprovalTiming
  verticals: Partial<Record<TApprovalVertical, TApprovalRule>>
}

export function approvalConflicts(
  rules: TApprovalRules,
  policies: Partial<Record<TApprovalVertical, TPolicyHandlings>>,
): TApprovalConflict[] {
  const conflicts: TApprovalConflict[] = []
  for (const vertical of APPROVAL_VERTICALS) {
    const policy = policies[vertical]
    if (!policy?.enabled) continue
    const rule = rules.timing === 'off' ? 'off' : (rules.verticals[vertical] ?? 'off')
    const asks = rule === 'all' || rule === 'outOfPolicy'
    if (!asks && policy.handlings.includes('requireApproval'))
      conflicts.push({ vertical, kind: 'policyHolds' })
    if (rule === 'outOfPolicy' && policy.handlings.includes('block'))
      conflicts.push({ vertical, kind: 'policyBlocks' })
  }
  return conflicts
}

/** GET (ours): the conflicts, for the approval settings page and the policy pages. */
export const APPROVAL_CONFLICTS_PATH = '/i/api/business/approvals/v1/conflicts'

/** Either side's managers see them: each page shows the conflicts that touch it. */
export const APPROVAL_CONFLICTS_REQUIREMENT = {
  permissions: ['COMPANY_SETTINGS_APPROVAL_SETTINGS', 'TRAVEL_POLICY_MANAGEMENT'],
} as const

export interface TApprovalConflictsResponse {
  conflicts: TApprovalConflict[]
}
