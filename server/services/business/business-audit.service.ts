import type { TAuditLogResponse } from '../../../shared/business/audit-schemas.ts'
import { AUDIT_LOG_PAGE_SIZE } from '../../../shared/business/audit-schemas.ts'
import { presentAuditEntry } from '../../presenters/business-audit.presenter.ts'
import type {
  AuditCursor,
  BusinessAuditRepository,
  NewAuditEntry,
} from '../../repositories/business-audit.repository.ts'
import type { Data } from '../../repositories/data.ts'

/** Who made a change: the signed-in member, and support staff when they act as that member. */
export interface AuditActor {
  companyId: string
  userId: string
  email: string
  impersonatorUserId: string | null
}

export interface AuditChange {
  action: string
  targetType?: string
  targetId?: string
  targetLabel?: string
  details?: Record<string, unknown>
}

/** The entry of a change to one thing of a type, whose action is `<type>.<verb>` (`role.create`). */
export function targetChange(
  targetType: string,
  verb: string,
  targetId: string,
  targetLabel: string,
  details?: Record<string, unknown>,
): AuditChange {
  return {
    action: `${targetType}.${verb}`,
    targetType,
    targetId,
    targetLabel,
    ...(details ? { details } : {}),
  }
}

/**
 * The business audit log. Every admin change records one entry per thing changed, in the same
 * transaction as the change when the caller passes one, so that no change goes unrecorded.
 */
export interface BusinessAuditService {
  record(
    actor: AuditActor,
    changes: AuditChange | readonly AuditChange[],
    // The unit of work's transaction the change runs in (decision 109).
    tx?: Pick<Data, 'audit'>,
  ): Promise<void>
  page(companyId: string, options: { cursor?: string; action?: string }): Promise<TAuditLogResponse>
}

export function encodeAuditCursor(seq: AuditCursor): string {
  return seq.toString(36)
}

/** A cursor from the client; anything malformed reads as "from the start" rather than an error. */
export function decodeAuditCursor(value: string | undefined): AuditCursor | null {
  if (!value || !/^[0-9a-z]{1,12}$/.test(value)) return null
  let seq = 0n
  for (const ch of value) seq = seq * 36n + BigInt(Number.parseInt(ch, 36))
  return seq
}

export function createBusinessAuditService(repo: BusinessAuditRepository): BusinessAuditService {
  return {
    async record(actor, changes, tx) {
      const list = Array.isArray(changes) ? changes : [changes as AuditChange]
      const entries: NewAuditEntry[] = list.map((c) => ({
        companyId: actor.companyId,
        actorUserId: actor.userId,
        actorEmail: actor.email,
        impersonatorUserId: actor.impersonatorUserId,
        ...c,
      }))
      await (tx?.audit ?? repo).append(entries)
    },
    async page(companyId, { cursor, action }) {
      const rows = await repo.page(companyId, {
        after: decodeAuditCursor(cursor),
        action,
        limit: AUDIT_LOG_PAGE_SIZE + 1,
      })
      const shown = rows.slice(0, AUDIT_LOG_PAGE_SIZE)
      const last = shown.at(-1)
      return {
        entries: shown.map(presentAuditEntry),
        nextCursor: rows.length > AUDIT_LOG_PAGE_SIZE && last ? encodeAuditCursor(BigInt(last.seq)) : null,
      }
    },
  }
}
