import { POLICY_LIMITS } from '../../../shared/business/policy-contract.ts'
import { effectivePolicy } from '../../../shared/business/policy-engine.ts'
import type { TSimulateResponse, TTravelPolicy } from '../../../shared/business/policy-schemas.ts'
import type { TPolicyVertical } from '../../../shared/business/policy-verticals.ts'
import { DAY_MS } from '../../../shared/calendar-days.ts'
import type { TravelPolicyRepository } from '../../repositories/travel-policy.repository.ts'
import { NOWHERE, rememberedOffers, verdictOn } from './policy-offers.ts'

/**
 * The policy simulator (decision 054): a draft against the company's bookings of the vertical in the last
 * 90 days, each judged as of its booking time with its traveller's current groups and office. Reads at
 * most the 2,000 newest (`truncated` says so), counts all it read, lists at most 50, the changes first.
 */
export async function simulatePolicy(
  repo: TravelPolicyRepository,
  companyId: string,
  vertical: TPolicyVertical,
  draft: TTravelPolicy,
  now: Date,
): Promise<TSimulateResponse> {
  const since = new Date(now.getTime() - POLICY_LIMITS.simulateDays * DAY_MS)
  const rows = await repo.recentBookings(companyId, vertical, since, POLICY_LIMITS.simulateMaxBookings + 1)
  const truncated = rows.length > POLICY_LIMITS.simulateMaxBookings
  const bookings = rows.slice(0, POLICY_LIMITS.simulateMaxBookings)
  const travelers = [...new Set(bookings.flatMap((b) => (b.travelerUserId ? [b.travelerUserId] : [])))]
  const placements = await repo.placements(companyId, travelers)
  const answer: TSimulateResponse = {
    days: POLICY_LIMITS.simulateDays,
    total: bookings.length,
    truncated,
    outOfPolicy: 0,
    newlyOut: 0,
    newlyIn: 0,
    skipped: 0,
    bookings: [],
  }
  const offers = rememberedOffers()
  const listed: (TSimulateResponse['bookings'][number] & { changed: boolean })[] = []
  for (const booking of bookings) {
    const placement = (booking.travelerUserId && placements.get(booking.travelerUserId)) || NOWHERE
    // Judged as of the moment it was booked: the advance window counts from then.
    const verdict = verdictOn(
      vertical,
      booking.offerId,
      effectivePolicy(draft, placement),
      booking.bookedAt,
      offers,
    )
    if (!verdict) {
      answer.skipped += 1
      continue
    }
    const out = verdict.status === 'out'
    const wasOut = booking.policyStatus === 'out'
    if (out) answer.outOfPolicy += 1
    if (out && !wasOut) answer.newlyOut += 1
    if (!out && wasOut) answer.newlyIn += 1
    if (out || wasOut)
      listed.push({
        eventId: booking.id,
        title: booking.title,
        travelerName: booking.travelerName,
        bookedAt: booking.bookedAt.toISOString(),
        priceMinor: booking.priceMinor,
        currency: booking.currency,
        recordedStatus: booking.policyStatus,
        simulatedStatus: verdict.status,
        reasons: verdict.reasons.map((r) => ({
          code: r.code,
          ...(r.values && { values: { ...r.values } }),
        })),
        changed: out !== wasOut,
      })
  }
  // The changes first (what the draft would do differently), then the newest.
  listed.sort((a, b) => Number(b.changed) - Number(a.changed))
  answer.bookings = listed.slice(0, POLICY_LIMITS.simulateListed).map(({ changed: _c, ...b }) => b)
  return answer
}
