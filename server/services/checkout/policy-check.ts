import {
  CHECKOUT_LIMITS,
  CheckoutErrorCode,
  type TPolicyVerdict,
} from '../../../shared/business/checkout-contract.ts'
import type { TPolicyQuoteSection } from '../../../shared/business/policy-schemas.ts'
import type { TPolicyVertical } from '../../../shared/business/policy-verticals.ts'
import { isoDay } from '../../../shared/calendar-days.ts'
import { EXCHANGE_RATES } from '../../../shared/money/exchange-rates-table.ts'
import { HttpError } from '../../http-error.ts'
import type { OfferSources } from '../catalogue/offer-sources.ts'
import { policyJudge, policyOffersThrough, travelerPolicy } from '../policies/policy-offers.ts'
import type { BookingCheck, BookingDraft } from '../trips/booking-checks.ts'

const ALLOW: TPolicyVerdict = { status: 'in', handling: 'allow', reasons: [], budgetMinor: null }

/**
 * The travel policy's booking check (decisions 053, 054): the traveller's verdict on the offer (the
 * traveller, not the arranger, when booking for another), judged against the other offers of its search.
 * An offer of the offer sources is rebuilt from its id with its search's comparables and judged by the
 * searches' judge (decision 085), so that checkout says what the results page said; its figures are in
 * the offer's currency, the quote's and the booking's.
 */
export function createPolicyCheck(
  now: () => Date,
  sources: OfferSources | null = null,
  rates = EXCHANGE_RATES,
): BookingCheck {
  const offers = policyOffersThrough(sources, rates, () => isoDay(now()))
  async function judge(data: Parameters<BookingCheck['apply']>[0], draft: BookingDraft) {
    const repo = data.travelPolicies
    const vertical = draft.event.vertical as TPolicyVertical
    const { policy, placement, effective } = await travelerPolicy(
      repo,
      draft.companyId,
      vertical,
      draft.travelerUserId,
    )
    const rebuilt = policy.settings.enabled ? offers(vertical, draft.event.offerId) : null
    const reached = rebuilt ? policyJudge(effective, now())([rebuilt.offer], rebuilt.comparables)[0] : null
    const found = reached && rebuilt?.shown ? rebuilt.shown(reached) : reached
    const verdict: TPolicyVerdict = found
      ? {
          status: found.status,
          handling: found.handling,
          reasons: found.reasons,
          budgetMinor: found.budgetMinor,
        }
      : ALLOW
    return {
      enabled: policy.settings.enabled && found !== null,
      verdict,
      groupId: effective.groupId ?? placement.groupIds[0] ?? null,
      officeId: placement.officeId,
    }
  }

  return {
    section: 'policy',
    async quote(data, draft, outcome) {
      const judged = await judge(data, draft)
      outcome.policy = judged.verdict
      if (!judged.enabled) return null
      const { verdict } = judged
      const section: TPolicyQuoteSection = {
        verdict: {
          ...verdict,
          reasons: verdict.reasons.map((r) => ({ ...r, values: r.values && { ...r.values } })),
        },
        reasonRequired: verdict.status === 'out' && verdict.handling === 'allowWithReason',
        blocked: verdict.status === 'out' && verdict.handling === 'block',
        reasonMinLength: CHECKOUT_LIMITS.reasonMinLength,
      }
      return section
    },

    async apply(data, draft, outcome) {
      const { enabled, verdict, groupId, officeId } = await judge(data, draft)
      const out = verdict.status === 'out'
      if (out && verdict.handling === 'block')
        throw new HttpError(
          403,
          CheckoutErrorCode.OUT_OF_POLICY_BLOCKED,
          'Your company’s travel policy does not allow this booking.',
        )
      const reason = draft.checkout.outOfPolicyReason?.trim() ?? ''
      if (out && verdict.handling === 'allowWithReason' && reason.length < CHECKOUT_LIMITS.reasonMinLength)
        throw new HttpError(
          400,
          CheckoutErrorCode.OUT_OF_POLICY_REASON_REQUIRED,
          `Say why this booking is out of policy (at least ${CHECKOUT_LIMITS.reasonMinLength} characters).`,
        )
      outcome.policy = verdict
      outcome.extras.policyStatus = enabled ? verdict.status : null
      outcome.extras.policyReasons = verdict.reasons
      outcome.extras.policyBudgetMinor = verdict.budgetMinor
      outcome.extras.outOfPolicyReason =
        out && reason.length >= CHECKOUT_LIMITS.reasonMinLength ? reason : null
      outcome.extras.travelerGroupId = groupId
      outcome.extras.travelerOfficeId = officeId
    },
  }
}
