import type {
  TImpersonation,
  TImpersonationAuditEntry,
} from '../../shared/impersonation/impersonation-schemas.ts'
import type { AuditRow } from '../repositories/impersonation.repository.ts'
import type { ImpersonationView } from '../services/impersonation/impersonation.service.ts'

export function presentImpersonation(view: ImpersonationView): TImpersonation {
  return {
    supporter: view.supporter,
    target: view.target,
    reason: view.reason,
    startedAt: view.startedAt.toISOString(),
    expiresAt: view.expiresAt.toISOString(),
  }
}

export function presentAuditEntry(row: AuditRow): TImpersonationAuditEntry {
  return {
    id: row.id,
    event: row.event,
    occurredAt: row.occurred_at.toISOString(),
    supporter: { userId: row.supporter_user_id, email: row.supporter_email },
    target: { userId: row.target_user_id, email: row.target_email },
    reason: row.reason,
    expiresAt: row.expires_at?.toISOString() ?? null,
    detail: row.detail,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
  }
}
