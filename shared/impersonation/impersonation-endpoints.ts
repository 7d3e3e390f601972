import { defineEndpoint } from '../endpoint.ts'
import { ErrorCode } from '../errors.ts'
import { optionalBody } from '../optional-body.ts'
import { IMPERSONATION_API, ImpersonationErrorCode } from './impersonation-contract.ts'
import {
  ZEndImpersonationResponseSchema,
  ZImpersonationAuditQuerySchema,
  ZImpersonationAuditResponseSchema,
  ZImpersonationResponseSchema,
  ZStartImpersonationRequestSchema,
  ZStartImpersonationResponseSchema,
} from './impersonation-schemas.ts'

/** Per IP and minute: a supporter starts and ends a few a minute at most; more is someone probing. */
const rateLimit = { max: 20, timeWindow: 60_000 }
const E = ImpersonationErrorCode

/** Support impersonation (decision 021): not business routes, support staff need no company. */
export const impersonationEndpoints = {
  start: defineEndpoint({
    method: 'POST',
    path: IMPERSONATION_API.support,
    summary: 'Starts impersonating a customer in this browser (support staff)',
    body: optionalBody(ZStartImpersonationRequestSchema),
    response: ZStartImpersonationResponseSchema,
    rateLimit,
    errors: [E.ALREADY_IMPERSONATING, E.IMPERSONATION_TARGET_NOT_FOUND, E.IMPERSONATION_TARGET_NOT_ALLOWED],
  }),
  current: defineEndpoint({
    method: 'GET',
    path: IMPERSONATION_API.support,
    summary: "This browser's impersonation, if any",
    response: ZImpersonationResponseSchema,
  }),
  end: defineEndpoint({
    method: 'DELETE',
    path: IMPERSONATION_API.support,
    summary: "Ends this browser's impersonation",
    response: ZEndImpersonationResponseSchema,
    rateLimit,
  }),
  // The spec's POST twin of DELETE.
  endByPost: defineEndpoint({
    method: 'POST',
    path: IMPERSONATION_API.end,
    summary: "Ends this browser's impersonation (the same as DELETE)",
    response: ZEndImpersonationResponseSchema,
    rateLimit,
  }),
  audit: defineEndpoint({
    method: 'GET',
    path: IMPERSONATION_API.audit,
    summary: 'The impersonation audit trail, newest first (support staff)',
    query: ZImpersonationAuditQuerySchema,
    response: ZImpersonationAuditResponseSchema,
    errors: [ErrorCode.PERMISSION_DENIED],
  }),
}
