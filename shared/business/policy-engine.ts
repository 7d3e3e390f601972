import { DAY_MS } from '../calendar-days.ts'
import type { TPolicyReason, TPolicyVerdict } from './checkout-contract.ts'
import { classesOf, classRank, PolicyReasonCode, type TSortBy } from './policy-contract.ts'
import type { TPolicyRestrictions, TPolicySettings, TSortOrder, TTravelPolicy } from './policy-schemas.ts'
import type { TPolicyVertical } from './policy-verticals.ts'

/**
 * The travel policy's rules (decision 054), pure: an offer, the traveller's effective policy and the
 * search's comparable offers give a verdict with its reasons. Server (checkout, results, simulator) and
 * tests share this one implementation.
 */

/** What the rules read of an offer (the catalogue's details). */
export interface TPolicyOffer {
  vertical: TPolicyVertical
  offerId: string
  priceMinor: number
  /** Nights (hotel), days (car), else 1: budgets are per unit. */
  units: number
  startAt: string
  destinationKey: string
  /** Cabin, train class or car class; null where the vertical has none. */
  travelClass: string | null
  stars: number | null
  /** Airline, hotel chain or car vendor code. */
  vendorCode: string | null
}

/** Who the policy is for: their groups in the order they joined, and their office. */
export interface TPolicyTraveler {
  groupIds: readonly string[]
  officeId: string | null
}

export interface TEffectivePolicy {
  settings: TPolicySettings
  restrictions: TPolicyRestrictions
  preferred: readonly string[]
  preferredOnly: boolean
  /** The group or office whose override applied; null: the company's policy. */
  groupId: string | null
  officeId: string | null
}

export const NO_RESTRICTIONS: TPolicyRestrictions = {
  budget: { kind: 'none' },
  maxClass: null,
  maxStars: null,
  cityCaps: [],
  minAdvanceDays: null,
}

/** A vertical's policy before anyone saved one: off. */
export const DEFAULT_POLICY: TTravelPolicy = {
  settings: { enabled: false, handling: 'allow' },
  restrictions: NO_RESTRICTIONS,
  preferences: { preferred: [], preferredOnly: false },
  advancedRules: { overrides: [] },
}

/**
 * Precedence (decision 054): a group override first (among the traveller's groups, the first override
 * in the policy's list wins, so the admin orders them), then an office override, then the company's.
 */
export function effectivePolicy(policy: TTravelPolicy, traveler: TPolicyTraveler): TEffectivePolicy {
  const overrides = policy.advancedRules.overrides
  const group = overrides.find((o) => o.scope === 'group' && traveler.groupIds.includes(o.targetId))
  const office = traveler.officeId
    ? overrides.find((o) => o.scope === 'office' && o.targetId === traveler.officeId)
    : undefined
  const chosen = group ?? office
  return {
    settings: {
      enabled: policy.settings.enabled,
      handling: chosen?.handling ?? policy.settings.handling,
    },
    restrictions: chosen?.restrictions ?? policy.restrictions,
    preferred: policy.preferences.preferred,
    preferredOnly: policy.preferences.preferredOnly,
    groupId: group?.targetId ?? null,
    officeId: group ? null : (office?.targetId ?? null),
  }
}

const unitPrice = (offer: TPolicyOffer) => Math.round(offer.priceMinor / Math.max(1, offer.units))

/** The median unit price of the offers (the mean of the middle two for an even count); null: none. */
export function medianUnitPrice(offers: readonly TPolicyOffer[]): number | null {
  if (offers.length === 0) return null
  const prices = offers.map(unitPrice).sort((a, b) => a - b)
  const mid = prices.length >> 1
  return prices.length % 2 === 1
    ? (prices[mid] as number)
    : Math.round(((prices[mid - 1] as number) + (prices[mid] as number)) / 2)
}

// A search judges every offer against the same comparables: their median is worked out once.
const medians = new WeakMap<readonly TPolicyOffer[], number | null>()
function comparablesMedian(offers: readonly TPolicyOffer[]): number | null {
  if (!medians.has(offers)) medians.set(offers, medianUnitPrice(offers))
  return medians.get(offers) ?? null
}

/** The per-unit budget that applies to the offer: the lower of the budget and the city's cap. */
export function unitBudget(
  restrictions: TPolicyRestrictions,
  offer: TPolicyOffer,
  comparables: readonly TPolicyOffer[],
): { amount: number; from: 'budget' | 'cityCap' } | null {
  const { budget } = restrictions
  let amount: number | null = null
  if (budget.kind === 'fixed') amount = budget.amountMinor
  if (budget.kind === 'dynamic') {
    const median = comparables.length > 0 ? comparablesMedian(comparables) : unitPrice(offer)
    if (median !== null) amount = Math.round((median * (100 + budget.percentAboveMedian)) / 100)
  }
  const cap =
    offer.vertical === 'hotel'
      ? restrictions.cityCaps.find((c) => c.destinationKey === offer.destinationKey)
      : undefined
  if (cap && (amount === null || cap.nightlyMinor < amount))
    return { amount: cap.nightlyMinor, from: 'cityCap' }
  return amount === null ? null : { amount, from: 'budget' }
}

export interface TOfferVerdict extends TPolicyVerdict {
  preferred: boolean
}

/** The verdict on one offer; `now` is when it would be booked (the advance window counts from it). */
export function evaluateOffer(
  offer: TPolicyOffer,
  policy: TEffectivePolicy,
  comparables: readonly TPolicyOffer[],
  now: Date,
): TOfferVerdict {
  const preferred = offer.vendorCode !== null && policy.preferred.includes(offer.vendorCode)
  if (!policy.settings.enabled)
    return { status: 'in', handling: 'allow', reasons: [], budgetMinor: null, preferred }
  const r = policy.restrictions
  const reasons: TPolicyReason[] = []
  const budget = unitBudget(r, offer, comparables)
  const price = unitPrice(offer)
  if (budget && price > budget.amount)
    reasons.push({
      code: budget.from === 'cityCap' ? PolicyReasonCode.OVER_CITY_CAP : PolicyReasonCode.OVER_BUDGET,
      values: { priceMinor: price, budgetMinor: budget.amount },
    })
  // The limit is one the vertical offers; the offer's class may be a finer one of its scale (decision 085).
  if (r.maxClass && offer.travelClass && classesOf(offer.vertical).includes(r.maxClass)) {
    const rank = classRank(offer.vertical, offer.travelClass)
    const limit = classRank(offer.vertical, r.maxClass)
    if (rank !== null && limit !== null && rank > limit)
      reasons.push({
        code: PolicyReasonCode.CLASS_ABOVE_LIMIT,
        values: { travelClass: offer.travelClass, maxClass: r.maxClass },
      })
  }
  if (offer.vertical === 'hotel' && r.maxStars !== null && offer.stars !== null && offer.stars > r.maxStars)
    reasons.push({
      code: PolicyReasonCode.STARS_ABOVE_LIMIT,
      values: { stars: offer.stars, maxStars: r.maxStars },
    })
  if (r.minAdvanceDays !== null) {
    const days = Math.floor((Date.parse(offer.startAt) - now.getTime()) / DAY_MS)
    if (days < r.minAdvanceDays)
      reasons.push({
        code: PolicyReasonCode.TOO_LATE,
        values: { days: Math.max(0, days), minDays: r.minAdvanceDays },
      })
  }
  if (policy.preferredOnly && policy.preferred.length > 0 && !preferred)
    reasons.push({ code: PolicyReasonCode.NOT_PREFERRED, values: { vendor: offer.vendorCode ?? '' } })
  return {
    status: reasons.length === 0 ? 'in' : 'out',
    handling: reasons.length === 0 ? 'allow' : policy.settings.handling,
    reasons,
    budgetMinor: budget ? budget.amount * Math.max(1, offer.units) : null,
    preferred,
  }
}

/** The company's order of results: in policy first, preferred first, then price, time or as listed. */
export function sortResults<
  T extends { index: number; priceMinor: number; startAt: string; status: 'in' | 'out'; preferred: boolean },
>(items: readonly T[], order: TSortOrder): T[] {
  const by: Record<TSortBy, (a: T, b: T) => number> = {
    cheapest: (a, b) => a.priceMinor - b.priceMinor,
    earliest: (a, b) => Date.parse(a.startAt) - Date.parse(b.startAt),
    catalogue: () => 0,
  }
  return [...items].sort(
    (a, b) =>
      (order.inPolicyFirst ? Number(a.status === 'out') - Number(b.status === 'out') : 0) ||
      (order.preferredFirst ? Number(b.preferred) - Number(a.preferred) : 0) ||
      by[order.by](a, b) ||
      a.index - b.index,
  )
}

export const DEFAULT_SORT_ORDER: TSortOrder = { inPolicyFirst: true, preferredFirst: true, by: 'catalogue' }
