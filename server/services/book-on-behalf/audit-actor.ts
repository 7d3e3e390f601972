import type { BusinessSession } from '../../plugins/business-access.ts'
import type { AuditActor } from '../business/business-audit.service.ts'

/** Who the audit log names for a change made in this session (support staff included). */
export function auditActor(session: BusinessSession): AuditActor {
  return {
    companyId: session.business.companyId,
    userId: session.userId,
    email: session.email,
    impersonatorUserId: session.impersonatorUserId,
  }
}
