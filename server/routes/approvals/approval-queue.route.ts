import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  APPROVAL_QUEUE_REQUIREMENT,
  APPROVAL_REQUEST_REQUIREMENT,
  APPROVALS_API,
  APPROVALS_ROUTES,
  ApprovalErrorCode,
} from '../../../shared/business/approvals-contract.ts'
import {
  ZCustomApproversQuerySchema,
  ZDecisionParamsSchema,
  ZDecisionRequestSchema,
  ZLinkDecideRequestSchema,
  ZLinkReadRequestSchema,
  ZRequestsQuerySchema,
} from '../../../shared/business/approvals-schemas.ts'
import { HttpError } from '../../http-error.ts'
import { businessSessionOf } from '../../plugins/business-access.ts'
import { RATE_LIMITS } from '../../plugins/rate-limit.ts'
import type { ApprovalCaller } from '../../services/approvals/approval-chain.ts'
import type { TLinkHolder } from '../../services/approvals/approval-decisions.service.ts'
import { noStore } from '../account/account-services.ts'
import { mailContext } from '../auth/auth-reply.ts'

const QUEUE = { business: APPROVAL_QUEUE_REQUIREMENT } as const
const DECIDE_LIMIT = { max: 60, timeWindow: 60_000 }

function callerOf(request: FastifyRequest): ApprovalCaller {
  const session = businessSessionOf(request)
  return {
    userId: session.userId,
    email: session.email,
    companyId: session.business.companyId,
    permissions: session.business.permissions,
    impersonatorUserId: session.impersonatorUserId,
    sessionId: session.sessionId,
  }
}

/** Trips to approve (spec: /approval) and the e-mailed one-click links (decision 055). */
export async function approvalQueueRoutes(app: FastifyInstance) {
  const decisions = app.services.approvals.decisions
  noStore(app)

  app.get(APPROVALS_API.requests, { config: QUEUE }, async (request) => {
    const { view } = ZRequestsQuerySchema.parse(request.query)
    return { requests: await decisions.list(callerOf(request), view) }
  })

  app.post(APPROVALS_ROUTES.decision, { config: { ...QUEUE, rateLimit: DECIDE_LIMIT } }, async (request) => {
    const caller = callerOf(request)
    const { id } = ZDecisionParamsSchema.safeParse(request.params).data ?? {}
    if (!id) throw new HttpError(404, ApprovalErrorCode.APPROVAL_NOT_FOUND, 'No such approval request.')
    const body = ZDecisionRequestSchema.parse(request.body)
    const links = mailContext(app, request)
    return { request: await decisions.decide(caller, id, body.decision, body.comment || null, links) }
  })

  // The checkout's custom approver picker (the spec's potentialCustomApprovers search), for whoever asks
  // approval: nobody is listed unless the company lets travellers choose.
  app.get(
    APPROVALS_API.customApprovers,
    { config: { business: APPROVAL_REQUEST_REQUIREMENT, rateLimit: { max: 240, timeWindow: 60_000 } } },
    async (request) => {
      const session = businessSessionOf(request)
      const { query } = ZCustomApproversQuerySchema.parse(request.query)
      const { companyId } = session.business
      if (!(await app.services.approvals.settings.settings(companyId)).allowCustomApprover)
        return { approvers: [] }
      const found = await app.services.people.search.find(
        {
          companyId,
          userId: session.userId,
          permissions: session.business.permissions,
          actingForUserId: session.actingForUserId,
        },
        { query, filters: {}, searchMode: 'potentialCustomApprovers' },
        { page: 0, size: 10 },
      )
      return {
        approvers: found.content
          .filter((u) => u.id !== session.userId)
          .map((u) => ({
            userId: u.id,
            name: `${u.firstName} ${u.lastName}`.trim() || u.email,
            email: u.email,
          })),
      }
    },
  )

  /** The browser holding a link: its signed-in user and session, if any (the link is its approver's alone). */
  const holderOf = async (request: FastifyRequest): Promise<TLinkHolder> => {
    const session = await app.services.authState.sessionFor(request.groupSecret)
    return session ? { userId: session.userId, sessionId: session.sessionId } : null
  }

  // The link is the credential: no session needed. Both calls are POSTs so that the secret stays out of
  // URLs and logs; reading changes nothing, deciding uses the link once.
  app.post(APPROVALS_API.linkRead, { config: { rateLimit: RATE_LIMITS.signIn } }, async (request) => {
    const body = ZLinkReadRequestSchema.safeParse(request.body)
    if (!body.success) throw linkInvalid()
    return decisions.readLink(body.data.token, await holderOf(request))
  })

  app.post(APPROVALS_API.linkDecide, { config: { rateLimit: RATE_LIMITS.signIn } }, async (request) => {
    const parsed = ZLinkDecideRequestSchema.safeParse(request.body)
    if (!parsed.success) {
      const tokenOk = ZLinkReadRequestSchema.shape.token.safeParse(
        (request.body as { token?: unknown } | null)?.token,
      )
      if (!tokenOk.success) throw linkInvalid()
      throw parsed.error
    }
    const { token, decision, comment } = parsed.data
    return decisions.decideByLink(
      token,
      decision,
      comment || null,
      await holderOf(request),
      mailContext(app, request),
    )
  })
}

const linkInvalid = () =>
  new HttpError(404, ApprovalErrorCode.APPROVAL_LINK_INVALID, 'This link is not valid any more.')
