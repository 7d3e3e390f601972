import type { FastifyInstance, FastifyRequest } from 'fastify'
import { approvalEndpoints as api } from '../../../shared/business/approvals-endpoints.ts'
import { businessSessionOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import { accountName } from '../../presenters/account-name.ts'
import type { ApprovalCaller } from '../../services/approvals/approval-chain.ts'
import type { TLinkHolder } from '../../services/approvals/approval-decisions.service.ts'
import type { ApprovalsServices } from '../../services/approvals/approvals-services.ts'
import { mailContext } from '../auth/auth-reply.ts'
import { noStore } from '../reply-helpers.ts'

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
export async function approvalQueueRoutes(
  app: FastifyInstance,
  { approvals }: { approvals: ApprovalsServices },
) {
  const decisions = approvals.decisions
  noStore(app)

  route(app, api.requests, async (request) => ({
    requests: await decisions.list(callerOf(request), request.query.view),
  }))

  route(app, api.pendingCount, async (request) => decisions.pendingCount(callerOf(request)))

  route(app, api.decide, async (request) => {
    const { decision, comment } = request.body
    const links = mailContext(app, request)
    return {
      request: await decisions.decide(callerOf(request), request.params.id, decision, comment || null, links),
    }
  })

  route(app, api.customApprovers, async (request) => {
    const session = businessSessionOf(request)
    const { companyId } = session.business
    if (!(await approvals.settings.settings(companyId)).allowCustomApprover) return { approvers: [] }
    const found = await app.services.people.search.find(
      {
        companyId,
        userId: session.userId,
        permissions: session.business.permissions,
        actingForUserId: session.actingForUserId,
      },
      { query: request.query.query, filters: {}, searchMode: 'potentialCustomApprovers' },
      { page: 0, size: 10 },
    )
    return {
      approvers: found.content
        .filter((u) => u.id !== session.userId)
        .map((u) => ({
          userId: u.id,
          name: accountName(u),
          email: u.email,
        })),
    }
  })

  /** The browser holding a link: its signed-in user and session, if any (the link is its approver's alone). */
  const holderOf = async (request: FastifyRequest): Promise<TLinkHolder> => {
    const session = await app.services.authState.sessionFor(request.groupSecret)
    return session ? { userId: session.userId, sessionId: session.sessionId } : null
  }

  route(app, api.readLink, async (request) => decisions.readLink(request.body.token, await holderOf(request)))

  route(app, api.decideByLink, async (request) => {
    const { token, decision, comment } = request.body
    return decisions.decideByLink(
      token,
      decision,
      comment || null,
      await holderOf(request),
      mailContext(app, request),
    )
  })
}
