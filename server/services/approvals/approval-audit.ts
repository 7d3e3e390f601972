import type { Data } from '../../repositories/data.ts'

export interface ApprovalAuditEntry {
  companyId: string
  /** null: the timeout (the sweeper) decided. */
  actorUserId: string | null
  actorEmail?: string | null
  impersonatorUserId?: string | null
  action: string
  requestId: string
  label: string
  details: Record<string, unknown>
}

/**
 * Approval decisions in the business audit log (decision 033), in the deciding transaction: who, which
 * step, the comment and the way (web, e-mail, Slack, timeout). The timeout has no actor.
 */
export async function recordApproval(data: Data, entry: ApprovalAuditEntry): Promise<void> {
  await data.audit.append([
    {
      companyId: entry.companyId,
      actorUserId: entry.actorUserId,
      actorEmail: entry.actorEmail ?? null,
      impersonatorUserId: entry.impersonatorUserId ?? null,
      action: entry.action,
      targetType: 'approvalRequest',
      targetId: entry.requestId,
      targetLabel: entry.label,
      details: entry.details,
    },
  ])
}
