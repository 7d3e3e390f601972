import {
  approvalConflicts,
  type TApprovalConflictsResponse,
  type TPolicyHandlings,
} from '../../../shared/business/approval-conflicts.ts'
import { APPROVAL_VERTICALS, type TApprovalRule } from '../../../shared/business/approvals-contract.ts'
import type { Data } from '../../repositories/data.ts'
import { parseStoredPolicy } from '../policies/policy-offers.ts'

export interface ApprovalConflictsService {
  conflicts(companyId: string): Promise<TApprovalConflictsResponse>
}

/** Where the approval settings and the travel policies disagree (decision 076), read fresh each time. */
export function createApprovalConflictsService(data: Data): ApprovalConflictsService {
  const settings = data.approvalSettings
  const policies = data.travelPolicies
  return {
    async conflicts(companyId) {
      const [row, ...stored] = await Promise.all([
        settings.settings(companyId),
        ...APPROVAL_VERTICALS.map((vertical) => policies.find(companyId, vertical)),
      ])
      const handlings = Object.fromEntries(
        APPROVAL_VERTICALS.map((vertical, index): [string, TPolicyHandlings] => {
          const policy = parseStoredPolicy(stored[index]?.policy)
          const overrides = policy.advancedRules.overrides.flatMap((o) => (o.handling ? [o.handling] : []))
          return [
            vertical,
            { enabled: policy.settings.enabled, handlings: [policy.settings.handling, ...overrides] },
          ]
        }),
      )
      const rules = {
        timing: row?.timing ?? 'off',
        verticals: (row?.verticalRules ?? {}) as Record<string, TApprovalRule>,
      }
      return { conflicts: approvalConflicts(rules, handlings) }
    },
  }
}
