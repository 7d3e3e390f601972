import type { TAuditEntry } from '../../shared/business/audit-schemas.ts'
import type { AuditRow } from '../repositories/business-audit.repository.ts'

export function presentAuditEntry(row: AuditRow): TAuditEntry {
  return {
    id: row.id,
    occurredAt: row.occurred_at.toISOString(),
    actorEmail: row.actor_email,
    bySupport: row.impersonator_user_id !== null,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    targetLabel: row.target_label,
    details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details,
  }
}
