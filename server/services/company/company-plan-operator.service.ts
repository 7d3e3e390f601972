import type { TPlan } from '../../../shared/permissions.ts'
import type { PendingPlanRequest, PlanRequestRow } from '../../repositories/company-plan.repository.ts'
import type { Data } from '../../repositories/data.ts'
import { isUuid } from '../../repositories/ids.ts'
import type { SessionEvictions } from '../session-evictions.ts'
import { type CompanyRepos, companyReposOf } from './company-deps.ts'
import { planRank, withPlanDefaults } from './company-plan.service.ts'

/** Bad input from the operator: the command prints the message, never a stack trace. */
export class PlanRequestError extends Error {
  override readonly name = 'PlanRequestError'
}

export interface PlanDecision {
  requestId: string
  companyId: string
  companyName: string
  requestedPlan: TPlan
  /** The company's plan before and after: equal when it was declined, or already that high. */
  from: TPlan
  to: TPlan
}

/**
 * The operator's side of upgrades without billing (decision 034, `npm run company-plan`): what waits,
 * and completing or declining it. No route reaches this; the customer sees the outcome in the plan
 * section and the audit log, where the operator appears as `operator: <name>`.
 */
export interface CompanyPlanOperatorService {
  listPending(): Promise<PendingPlanRequest[]>
  complete(requestId: string, by: string, note?: string | null): Promise<PlanDecision>
  decline(requestId: string, by: string, note?: string | null): Promise<PlanDecision>
}

export interface CompanyPlanOperatorDeps {
  repos: CompanyRepos
  /** Runs `work` in one transaction: the plan change and its audit entry (`tx.audit`) go together. */
  transaction<T>(work: (repos: CompanyRepos, tx: Pick<Data, 'audit'>) => Promise<T>): Promise<T>
  evictions: Pick<SessionEvictions, 'publish'>
  now?: () => Date
}

export function companyPlanOperatorDepsFor(
  data: Data,
  rest: Pick<CompanyPlanOperatorDeps, 'evictions' | 'now'>,
): CompanyPlanOperatorDeps {
  return {
    repos: companyReposOf(data),
    transaction: (work) => data.transaction((tx) => work(companyReposOf(tx), tx)),
    ...rest,
  }
}

/** The command checks this before it opens the database. */
export function assertRequestId(requestId: string): void {
  if (!isUuid(requestId))
    throw new PlanRequestError(`${requestId} is not a request id (a UUID, as list shows)`)
}

function alreadyDecided(request: PlanRequestRow): PlanRequestError {
  const when = request.decided_at ? ` on ${new Date(request.decided_at).toISOString()}` : ''
  const who = request.decided_by ? ` by ${request.decided_by}` : ''
  return new PlanRequestError(
    `request ${request.id} was already ${request.status.toLowerCase()}${when}${who}`,
  )
}

export function createCompanyPlanOperatorService(deps: CompanyPlanOperatorDeps): CompanyPlanOperatorService {
  const now = deps.now ?? (() => new Date())

  function checked(requestId: string, by: string): string {
    assertRequestId(requestId)
    const operator = by.trim()
    if (!operator) throw new PlanRequestError('say who decides with --by')
    return operator
  }

  /** Under the company's row lock (the lock every plan change takes first), the request still pending. */
  async function decide(
    requestId: string,
    by: string,
    note: string | null | undefined,
    status: 'APPLIED' | 'DECLINED',
  ): Promise<PlanDecision> {
    const operator = checked(requestId, by)
    const at = now()
    const decision = await deps.transaction(async (repos, tx) => {
      const seen = await repos.plans.find(requestId)
      const company = seen && (await repos.general.find(seen.company_id, { lock: true }))
      const request = company && (await repos.plans.find(requestId, { lock: true }))
      if (!company || !request) throw new PlanRequestError(`no upgrade request ${requestId}`)
      if (request.status !== 'PENDING') throw alreadyDecided(request)
      // Never lower a plan: a company already this high keeps its plan and the request is closed.
      const raise = status === 'APPLIED' && planRank(request.plan) > planRank(company.plan)
      if (raise) {
        await repos.general.setPlan(
          company.id,
          request.plan,
          withPlanDefaults(company.features, request.plan),
        )
      }
      await repos.plans.decide(requestId, { status, at, by: operator, note: note?.trim() || null })
      const to = raise ? request.plan : company.plan
      // A completion records the plan the company has now; a decline, the move it did not get. The
      // note stays internal: the company's admins read this log.
      await tx.audit.append([
        {
          companyId: company.id,
          actorUserId: null,
          actorEmail: `operator: ${operator}`,
          impersonatorUserId: null,
          action: status === 'APPLIED' ? 'company.plan.upgrade' : 'company.plan.upgradeDecline',
          targetType: 'plan',
          targetId: request.plan,
          targetLabel: request.plan,
          details: { from: company.plan, to: status === 'APPLIED' ? to : request.plan, requestId },
        },
      ])
      return {
        requestId,
        companyId: company.id,
        companyName: company.name,
        requestedPlan: request.plan,
        from: company.plan,
        to,
      }
    })
    // Sessions carry the plan and features: members see the new plan at once, on every instance.
    if (decision.from !== decision.to) await deps.evictions.publish({ companyId: decision.companyId })
    return decision
  }

  return {
    listPending: () => deps.repos.plans.listPending(),
    complete: (requestId, by, note) => decide(requestId, by, note, 'APPLIED'),
    decline: (requestId, by, note) => decide(requestId, by, note, 'DECLINED'),
  }
}
