/*
 * Support impersonation (spec section 7: /i/api/business/impersonation/v1/support; the server's
 * behaviour is ours, docs/decisions/021-support-impersonation.md). No zod, so the banner can use it.
 */
import { codes, type TCodeOf } from '../code-table.ts'

export const IMPERSONATION_API = {
  /** POST starts, GET reads, DELETE ends the impersonation of this browser. */
  support: '/i/api/business/impersonation/v1/support',
  /** POST: the same as DELETE (spec section 7). */
  end: '/i/api/business/impersonation/v1/support/end',
  /** GET: the audit trail, newest first, for support staff. */
  audit: '/i/api/business/impersonation/v1/audit',
} as const

/** An impersonated session ends this long after it started, whatever happens (never extended). */
export const IMPERSONATION_TTL_MS = 60 * 60 * 1000

/** The reason is a ticket reference or a sentence, never a bare "help". */
export const IMPERSONATION_REASON = { minLength: 10, maxLength: 500 } as const

export const IMPERSONATION_AUDIT_PAGE = { defaultLimit: 50, maxLimit: 200 } as const

export const ImpersonationErrorCode = codes(
  /** The session already acts as someone else: impersonation does not nest. */
  'ALREADY_IMPERSONATING',
  'IMPERSONATION_TARGET_NOT_FOUND',
  /** Oneself, another supporter or a disabled account. */
  'IMPERSONATION_TARGET_NOT_ALLOWED',
)
export type TImpersonationErrorCode = TCodeOf<typeof ImpersonationErrorCode>
