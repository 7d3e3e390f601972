import { approvalOutcome } from '../../shared/business/approval-outcome.ts'
import type { TApprovalPerson, TApprovalRequestView } from '../../shared/business/approvals-schemas.ts'
import { storedPolicyReasons } from '../../shared/business/policy-reason-text.ts'
import type { RequestRow, RequestStepRow } from '../repositories/approval-requests.repository.ts'
import type { PersonRow } from '../repositories/approval-settings.repository.ts'
import { accountName } from './account-name.ts'

export function presentPerson(p: PersonRow | undefined): TApprovalPerson | null {
  if (!p) return null
  return { userId: p.userId, name: accountName(p), email: p.email }
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** One approval request as the queue shows it (decision 055). */
export function presentApprovalRequest(
  row: RequestRow,
  steps: readonly RequestStepRow[],
  people: Map<string, PersonRow>,
  canDecide: boolean,
): TApprovalRequestView {
  const person = (id: string | null) => (id ? presentPerson(people.get(id)) : null)
  return {
    id: row.id,
    status: row.status,
    timing: row.timing,
    defaultOnTimeout: row.default_on_timeout,
    outcome: approvalOutcome({ status: row.status, timing: row.timing, bookingState: row.state }),
    traveler: person(row.traveler_user_id) ?? { userId: row.traveler_user_id, name: '', email: '' },
    booker:
      row.booker_user_id && row.booker_user_id !== row.traveler_user_id ? person(row.booker_user_id) : null,
    item: {
      title: row.title,
      vertical: row.vertical,
      startsAt: row.starts_at.toISOString(),
      endsAt: iso(row.ends_at),
    },
    priceMinor: row.price_minor,
    currency: row.currency,
    policyStatus: row.policy_status,
    policyReasons: storedPolicyReasons(row.policy_reasons),
    outOfPolicyReason: row.out_of_policy_reason,
    currentStep: row.current_step,
    stepDueAt: row.step_due_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    decidedAt: iso(row.decided_at),
    decidedVia: row.decided_via,
    comment: row.comment,
    steps: steps.map((s) => ({
      position: s.position,
      approver: person(s.approverUserId),
      backup: person(s.backupUserId),
      outcome: s.outcome,
      decidedBy: person(s.decidedByUserId),
      comment: s.comment,
    })),
    canDecide,
  }
}
