import type { TApprovalQuoteSection } from '../../../shared/business/approvals-schemas.ts'
import { CheckoutErrorCode } from '../../../shared/business/checkout-contract.ts'
import { HttpError } from '../../http-error.ts'
import type { Data } from '../../repositories/data.ts'
import type { BookingCheck, BookingDraft, BookingOutcome } from '../trips/booking-checks.ts'
import { recordApproval } from './approval-audit.ts'
import { APPROVER_PERMISSIONS, resolveChain } from './approval-chain.ts'
import { type ApprovalNeed, approvalNeed } from './approval-need.ts'
import {
  approvalNotices,
  deliverNotices,
  issueLinks,
  type NoticeDeps,
  personName,
  priceText,
  stepRecipients,
} from './approval-notices.ts'

export interface ApprovalCheckDeps extends NoticeDeps {
  now: () => Date
}

/** The custom approver must be one the company allows and the potentialCustomApprovers search finds. */
async function checkCustomApprover(data: Data, draft: BookingDraft, need: ApprovalNeed) {
  const chosen = draft.checkout.customApproverUserId
  if (!chosen || need.kind !== 'approval') return null
  const refuse = (description: string) =>
    new HttpError(403, CheckoutErrorCode.APPROVER_NOT_ALLOWED, description)
  if (!need.allowCustomApprover) throw refuse('Your company does not let you choose your approver.')
  if (chosen === draft.travelerUserId) throw refuse('You cannot approve your own booking.')
  const settings = data.approvalSettings
  const ok = await settings.membersWithAny(draft.companyId, [chosen], APPROVER_PERMISSIONS)
  if (!ok.has(chosen)) throw refuse('This person cannot approve bookings.')
  return chosen
}

/** What the need does to the booking: the same for the quote (what will happen) and the booking. */
function plan(need: ApprovalNeed, outcome: BookingOutcome, now: Date) {
  if (need.kind === 'none') return
  if (need.kind === 'notify') {
    outcome.extras.approvalStatus = 'notified'
    return
  }
  outcome.extras.approvalStatus = 'pending'
  outcome.extras.approvalRequestedAt = now
  outcome.hold = need.timing === 'beforeBooking'
}

/**
 * The approval check of the business checkout (decisions 053, 055): after the policy's verdict, it asks
 * approval (holding the booking in the cart before booking, or booking it with approval pending within
 * a void window), notifies approvers, or lets the booking through.
 */
export function createApprovalCheck(deps: ApprovalCheckDeps): BookingCheck {
  const plans = new WeakMap<BookingOutcome, { need: ApprovalNeed; custom: string | null }>()

  async function needOf(data: Data, draft: BookingDraft, outcome: BookingOutcome) {
    const settings = await data.approvalSettings.settings(draft.companyId)
    return approvalNeed(settings, draft.event.vertical, outcome.policy)
  }

  return {
    section: 'approval',

    async quote(data, draft, outcome): Promise<TApprovalQuoteSection | null> {
      // A blocked offer has no approval to speak of: the policy section says why it cannot be booked.
      if (outcome.policy?.status === 'out' && outcome.policy.handling === 'block') return null
      const need = await needOf(data, draft, outcome)
      plan(need, outcome, deps.now())
      const settings = data.approvalSettings
      const steps =
        need.kind === 'none'
          ? []
          : await resolveChain(settings, data.approvalRequests, draft.companyId, draft.travelerUserId, null)
      const people = await settings.people(
        steps.flatMap((s) => [s.approverUserId, s.backupUserId]).filter((id): id is string => !!id),
      )
      return {
        kind: need.kind,
        timing: need.timing,
        windowHours: need.windowHours,
        chain: steps.map((s) => ({
          name: s.approverUserId ? personName(people.get(s.approverUserId)) : '',
          backupName: s.backupUserId ? personName(people.get(s.backupUserId)) : null,
        })),
        allowCustomApprover: need.kind === 'approval' && need.allowCustomApprover,
      }
    },

    async apply(data, draft, outcome) {
      const need = await needOf(data, draft, outcome)
      const custom = await checkCustomApprover(data, draft, need)
      plans.set(outcome, { need, custom })
      plan(need, outcome, deps.now())
    },

    async booked(data, draft, outcome) {
      const plan = plans.get(outcome)
      if (!plan || plan.need.kind === 'none') return
      const settings = data.approvalSettings
      const requests = data.approvalRequests
      const now = deps.now()
      const steps = await resolveChain(settings, requests, draft.companyId, draft.travelerUserId, plan.custom)
      if (plan.need.kind === 'notify') {
        const first = steps[0]?.approverUserId
        const to = first ? [first] : await requests.companyApprovers(draft.companyId)
        const traveler = (await settings.people([draft.travelerUserId])).get(draft.travelerUserId)
        const facts = {
          traveler: personName(traveler),
          item: draft.event.title,
          price: priceText(draft.priceMinor, draft.currency),
          policy: outcome.policy?.status ?? ('none' as const),
          reasons: outcome.policy?.reasons ?? [],
          currency: draft.currency,
          outOfPolicyReason: draft.checkout.outOfPolicyReason ?? '',
        }
        const prepared = await approvalNotices(data, deps.config, draft.links).notified(
          draft.companyId,
          to,
          facts,
        )
        outcome.afterCommit.push(() => deliverNotices(deps, prepared))
        return
      }
      const stepMs = plan.need.stepHours * 3_600_000
      const deadline =
        plan.need.timing === 'voidWindow' ? new Date(now.getTime() + plan.need.windowHours * 3_600_000) : null
      const due = new Date(Math.min(now.getTime() + stepMs, deadline?.getTime() ?? Number.POSITIVE_INFINITY))
      const requestId = await requests.insert(
        {
          companyId: draft.companyId,
          tripEventId: draft.event.id,
          travelerUserId: draft.travelerUserId,
          bookerUserId: draft.bookerUserId,
          timing: plan.need.timing ?? 'beforeBooking',
          defaultOnTimeout: plan.need.defaultOnTimeout,
          stepDueAt: due,
          deadlineAt: deadline,
        },
        steps.map((s, position) => ({ position, ...s })),
      )
      const recipients = await stepRecipients(
        data,
        { id: requestId, company_id: draft.companyId, current_step: 0, escalated: false },
        now,
      )
      const links = await issueLinks(data, deps.config.secret, requestId, 0, recipients, now)
      await recordApproval(data, {
        companyId: draft.companyId,
        actorUserId: draft.bookerUserId,
        action: 'approval.requested',
        requestId,
        label: draft.event.title,
        details: { timing: plan.need.timing, steps: steps.length, custom: plan.custom !== null },
      })
      const prepared = await approvalNotices(data, deps.config, draft.links).requested(requestId, links, true)
      outcome.afterCommit.push(() => deliverNotices(deps, prepared))
    },
  }
}
