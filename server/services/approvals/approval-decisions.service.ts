import {
  APPROVAL_LIMITS,
  ApprovalErrorCode,
  type TApprovalDecision,
  type TApprovalVia,
} from '../../../shared/business/approvals-contract.ts'
import type { TApprovalRequestView, TLinkView } from '../../../shared/business/approvals-schemas.ts'
import { storedPolicyReasons } from '../../../shared/business/policy-reason-text.ts'
import { HttpError } from '../../http-error.ts'
import { presentApprovalRequest } from '../../presenters/approval-request.presenter.ts'
import type { RequestRow } from '../../repositories/approval-requests.repository.ts'
import type { Data } from '../../repositories/data.ts'
import type { BookingLifecycle } from '../trips/booking-lifecycle.ts'
import { recordApproval } from './approval-audit.ts'
import { type ApprovalCaller, mayDecide } from './approval-chain.ts'
import { linkCaller, linkInvalid, linkNotYours, liveLink } from './approval-link-access.ts'
import {
  approvalNotices,
  deliverNotices,
  issueLinks,
  type NoticeDeps,
  type NoticeLinks,
  type PreparedNotices,
  personName,
  stepRecipients,
} from './approval-notices.ts'

/** Who holds a link: the browser's signed-in user and session, or null for a signed-out browser. */
export type TLinkHolder = { userId: string; sessionId: string } | null

/** How a decision was made, as the audit trail records it (issue 30 item 1). */
export type TDecisionHow = 'inApp' | 'linkSignedIn' | 'linkSignedOut'

export interface DecisionsDeps extends NoticeDeps {
  data: Data
  now: () => Date
  /** Moves the booking row as the decision says, and announces one it books (as checkout does). */
  lifecycle: BookingLifecycle
}

const notFound = () => new HttpError(404, ApprovalErrorCode.APPROVAL_NOT_FOUND, 'No such approval request.')
const alreadyDecided = () =>
  new HttpError(409, ApprovalErrorCode.APPROVAL_ALREADY_DECIDED, 'This request was decided already.')
const bookingOf = (row: { traveler_user_id: string; booker_user_id: string | null }) => ({
  travelerUserId: row.traveler_user_id,
  bookerUserId: row.booker_user_id,
})

/**
 * Approval decisions (decision 055): the queue, approve and deny on the web, by an e-mailed link or
 * by the timeout. Each decision is one conditional update of the request at the step it was read on,
 * so that of two approvers deciding at once one wins and the other hears it was decided.
 */
export function createApprovalDecisionsService(deps: DecisionsDeps) {
  async function view(data: Data, rows: RequestRow[], caller: ApprovalCaller | null) {
    const requests = data.approvalRequests
    const settings = data.approvalSettings
    const steps = await requests.steps(rows.map((r) => r.id))
    const ids = rows.flatMap((r) => [r.traveler_user_id, r.booker_user_id, r.decided_by_user_id])
    const stepIds = steps.flatMap((s) => [s.approverUserId, s.backupUserId, s.decidedByUserId])
    const people = await settings.people([...ids, ...stepIds].filter((id): id is string => !!id))
    const delegations = rows.length ? await settings.delegations(rows[0]!.company_id) : []
    const now = deps.now()
    return rows.map((row) => {
      const own = steps.filter((s) => s.requestId === row.id)
      const current = own.find((s) => s.position === row.current_step)
      const canDecide =
        row.status === 'pending' &&
        caller !== null &&
        mayDecide(caller, bookingOf(row), current, delegations, now)
      return presentApprovalRequest(row, own, people, canDecide)
    })
  }

  const settle = (
    data: Data,
    row: RequestRow,
    action: 'book' | 'keep' | 'release' | 'cancel',
    status: 'approved' | 'denied' | 'expired',
    now: Date,
  ) =>
    deps.lifecycle.settleApproval(
      data,
      { companyId: row.company_id, eventId: row.trip_event_id },
      action,
      status,
      now,
    )

  /** The request moved on to `step`: links for that step's approvers and the notice asking them. */
  async function askStep(data: Data, row: RequestRow, step: number, now: Date, noticeLinks?: NoticeLinks) {
    const recipients = await stepRecipients(
      data,
      { id: row.id, company_id: row.company_id, current_step: step, escalated: false },
      now,
    )
    const links = await issueLinks(data, deps.config.secret, row.id, step, recipients, now)
    return approvalNotices(data, deps.config, noticeLinks).requested(row.id, links, false)
  }

  /** In the transaction: the decision, the booking row, the audit entry; returns what to send. */
  async function decideIn(
    data: Data,
    caller: ApprovalCaller,
    row: RequestRow,
    decision: TApprovalDecision,
    comment: string | null,
    via: TApprovalVia,
    how: TDecisionHow,
    noticeLinks: NoticeLinks | undefined,
  ): Promise<PreparedNotices[]> {
    const requests = data.approvalRequests
    const settings = data.approvalSettings
    if (row.status !== 'pending') throw alreadyDecided()
    const steps = await requests.steps([row.id])
    const current = steps.find((s) => s.position === row.current_step)
    const delegations = await settings.delegations(row.company_id)
    const now = deps.now()
    // Nobody approves their own booking: not the traveller, and not whoever booked it for them.
    if (caller.userId === row.booker_user_id || !mayDecide(caller, bookingOf(row), current, delegations, now))
      throw new HttpError(403, ApprovalErrorCode.APPROVAL_NOT_YOURS, 'This request is not yours to decide.')
    const next = steps.find((s) => s.position === row.current_step + 1)
    const audit = (action: string) =>
      recordApproval(data, {
        companyId: row.company_id,
        actorUserId: caller.userId,
        actorEmail: caller.email,
        impersonatorUserId: caller.impersonatorUserId,
        action,
        requestId: row.id,
        label: row.title,
        details: { step: row.current_step, comment, via, how, sessionId: caller.sessionId ?? null },
      })
    if (decision === 'approve' && next) {
      const settingsRow = await settings.settings(row.company_id)
      const dueAt = stepDue(now, settingsRow?.stepHours ?? 24, row.deadline_at)
      const moved = await requests.moveOn(
        row.id,
        { step: row.current_step, escalated: row.escalated },
        { step: next.position, escalated: false, dueAt },
      )
      if (!moved) throw alreadyDecided()
      await requests.markStep(row.id, row.current_step, 'approved', caller.userId, comment, now)
      await audit('approval.stepApproved')
      return [await askStep(data, row, next.position, now, noticeLinks)]
    }
    const status = decision === 'approve' ? 'approved' : 'denied'
    const closed = await requests.close(row.id, row.current_step, {
      status,
      by: caller.userId,
      via,
      comment,
      at: now,
    })
    if (!closed) throw alreadyDecided()
    await requests.markStep(row.id, row.current_step, status, caller.userId, comment, now)
    const held = row.timing === 'beforeBooking'
    const action = decision === 'approve' ? (held ? 'book' : 'keep') : held ? 'release' : 'cancel'
    const afterCommit = await settle(data, row, action, status, now)
    await audit(`approval.${status}`)
    const notices = await approvalNotices(data, deps.config, noticeLinks).decided(
      row.id,
      status,
      caller.userId,
      comment,
    )
    return [{ ...notices, afterCommit }]
  }

  async function decide(
    caller: ApprovalCaller,
    requestId: string,
    decision: TApprovalDecision,
    comment: string | null,
    via: TApprovalVia,
    links: NoticeLinks | undefined,
  ) {
    const notices = await deps.data.transaction(async (tx) => {
      const row = await tx.approvalRequests.find(caller.companyId, requestId)
      if (!row) throw notFound()
      return decideIn(tx, caller, row, decision, comment, via, 'inApp', links)
    })
    for (const prepared of notices) await deliverNotices(deps, prepared)
    const row = await deps.data.approvalRequests.find(caller.companyId, requestId)
    if (!row) throw notFound()
    return (await view(deps.data, [row], caller))[0]!
  }

  return {
    async list(caller: ApprovalCaller, viewName: 'pending' | 'history'): Promise<TApprovalRequestView[]> {
      const requests = deps.data.approvalRequests
      const rows = await requests.list(caller.companyId, viewName, APPROVAL_LIMITS.queuePageSize * 4)
      const all = await view(deps.data, rows, caller)
      const forAll = caller.permissions.includes('TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL')
      const tookPart = (r: TApprovalRequestView) =>
        r.steps.some((s) =>
          [s.approver?.userId, s.backup?.userId, s.decidedBy?.userId].includes(caller.userId),
        )
      const shown =
        viewName === 'pending' ? all.filter((r) => r.canDecide) : all.filter((r) => forAll || tookPart(r))
      return shown.slice(0, APPROVAL_LIMITS.queuePageSize)
    },

    /** How many requests wait for the caller's decision (the hub's card); `more` once a queue page is full. */
    async pendingCount(caller: ApprovalCaller): Promise<{ pending: number; more: boolean }> {
      const pending = await this.list(caller, 'pending')
      return { pending: pending.length, more: pending.length >= APPROVAL_LIMITS.queuePageSize }
    },

    decide: (
      caller: ApprovalCaller,
      requestId: string,
      decision: TApprovalDecision,
      comment: string | null,
      links?: NoticeLinks,
    ) => decide(caller, requestId, decision, comment, 'web', links),

    /**
     * What a link is for; reading changes nothing. The link is its approver's alone: a browser signed in
     * as anyone else is refused (the traveller and the booker too, whoever holds their link); a signed-out
     * browser sees what the decision needs (item, dates, price, the policy's reasons) and nothing more.
     */
    async readLink(token: string, holder: TLinkHolder): Promise<TLinkView> {
      const { link, row } = await liveLink(deps.data, deps.config.secret, deps.now(), token)
      if (holder && holder.userId !== link.user_id) throw linkNotYours()
      const people = await deps.data.approvalSettings.people([row.traveler_user_id, link.user_id])
      return {
        travelerName: personName(people.get(row.traveler_user_id)),
        approverName: personName(people.get(link.user_id)),
        title: row.title,
        vertical: row.vertical,
        startsAt: row.starts_at.toISOString(),
        priceMinor: row.price_minor,
        currency: row.currency,
        policyStatus: row.policy_status,
        policyReasons: storedPolicyReasons(row.policy_reasons),
        outOfPolicyReason: row.out_of_policy_reason,
        status: row.status,
      }
    },

    /** Decides once with a link: the link is used in the same transaction as the decision. */
    async decideByLink(
      token: string,
      decision: TApprovalDecision,
      comment: string | null,
      holder: TLinkHolder,
      links?: NoticeLinks,
    ): Promise<TLinkView> {
      const view = await this.readLink(token, holder)
      const notices = await deps.data.transaction(async (tx) => {
        const { link, row } = await liveLink(tx, deps.config.secret, deps.now(), token)
        if (holder && holder.userId !== link.user_id) throw linkNotYours()
        if (!(await tx.approvalRequests.consumeLink(link.id, deps.now()))) throw linkInvalid()
        const approver = await linkCaller(tx, link.user_id, row.company_id)
        if (!approver) throw linkInvalid()
        const caller = { ...approver, sessionId: holder?.sessionId ?? null }
        return decideIn(
          tx,
          caller,
          row,
          decision,
          comment,
          'email',
          holder ? 'linkSignedIn' : 'linkSignedOut',
          links,
        )
      })
      for (const prepared of notices) await deliverNotices(deps, prepared)
      return { ...view, status: decision === 'approve' ? 'approved' : 'denied' }
    },

    /**
     * The sweeper's pass: requests whose step ran out move to the backup, then the next step; at the end
     * of the chain (or of the void window) the company's default applies and the traveller is told.
     * Rows are locked with SKIP LOCKED, so instances sweeping together never take the same request.
     */
    async sweep(): Promise<number> {
      const now = deps.now()
      const notices = await deps.data.transaction(async (tx) => {
        const requests = tx.approvalRequests
        const due = await requests.lockDue(now, APPROVAL_LIMITS.sweepBatch)
        const out: PreparedNotices[] = []
        for (const { id } of due) {
          const row = await requests.findById(id)
          if (row) out.push(await timeOut(tx, row, now))
        }
        return out
      })
      for (const prepared of notices) await deliverNotices(deps, prepared)
      return notices.length
    },
  }

  async function timeOut(data: Data, row: RequestRow, now: Date): Promise<PreparedNotices> {
    const requests = data.approvalRequests
    const settings = await data.approvalSettings.settings(row.company_id)
    const steps = await requests.steps([row.id])
    const current = steps.find((s) => s.position === row.current_step)
    const next = steps.find((s) => s.position === row.current_step + 1)
    const windowOver = row.deadline_at !== null && row.deadline_at.getTime() <= now.getTime()
    const from = { step: row.current_step, escalated: row.escalated }
    const dueAt = stepDue(now, settings?.stepHours ?? 24, row.deadline_at)
    const audit = (action: string, details: Record<string, unknown>) =>
      recordApproval(data, {
        companyId: row.company_id,
        actorUserId: null,
        action,
        requestId: row.id,
        label: row.title,
        details: { step: row.current_step, via: 'timeout', ...details },
      })
    if (!windowOver && current?.backupUserId && !row.escalated) {
      await requests.moveOn(row.id, from, { step: row.current_step, escalated: true, dueAt })
      await audit('approval.escalated', { to: 'backup' })
      const links = await issueLinks(
        data,
        deps.config.secret,
        row.id,
        row.current_step,
        [current.backupUserId],
        now,
      )
      return approvalNotices(data, deps.config).requested(row.id, links, false)
    }
    await requests.markStep(row.id, row.current_step, 'timedOut', null, null, now)
    if (!windowOver && next) {
      await requests.moveOn(row.id, from, { step: next.position, escalated: false, dueAt })
      await audit('approval.escalated', { to: 'nextStep' })
      return askStep(data, row, next.position, now)
    }
    await requests.close(row.id, row.current_step, {
      status: 'expired',
      by: null,
      via: 'timeout',
      comment: null,
      at: now,
    })
    const keep = row.default_on_timeout === 'keep'
    const held = row.timing === 'beforeBooking'
    const action = keep ? (held ? 'book' : 'keep') : held ? 'release' : 'cancel'
    const afterCommit = await settle(data, row, action, 'expired', now)
    await audit('approval.expired', { default: row.default_on_timeout })
    const notices = await approvalNotices(data, deps.config).decided(
      row.id,
      keep ? 'expiredKept' : 'expiredCancelled',
      null,
      null,
    )
    return { ...notices, afterCommit }
  }
}
export type ApprovalDecisionsService = ReturnType<typeof createApprovalDecisionsService>

function stepDue(now: Date, stepHours: number, deadline: Date | null): Date {
  const due = now.getTime() + stepHours * 3_600_000
  return new Date(deadline ? Math.min(due, deadline.getTime()) : due)
}
