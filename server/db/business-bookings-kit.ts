import type { Kysely } from 'kysely'
import { newOwnerCode, newTripCode } from '../services/trips/trip-codes.ts'
import type { DB } from './schema.ts'
import type { TripEventApprovalStatus, TripEventVertical } from './schema-trips.ts'

/**
 * A business booking as the booking flow leaves it (migration 025's columns filled), for the demo seed
 * and tests of reports (decision 058). Offer ids follow the catalogue's shape so the tracker finds the place.
 */
export interface BusinessBooking {
  travelerUserId: string
  bookerUserId?: string
  vertical: TripEventVertical
  /** A catalogue place key (shared/trips/trip-images.ts). */
  place: string
  title?: string
  priceMinor: number
  currency?: string
  startsAt: Date
  endsAt?: Date | null
  bookedAt: Date
  cancelledAt?: Date | null
  policyStatus?: 'in' | 'out' | null
  policyBudgetMinor?: number | null
  outOfPolicyReason?: string | null
  approvalStatus?: TripEventApprovalStatus | null
  approvalRequestedAt?: Date | null
  approvalDecidedAt?: Date | null
  reportingValues?: Record<string, string>
  groupId?: string | null
  officeId?: string | null
}

const day = (d: Date) => d.toISOString().slice(0, 10)

function offerIdOf(b: BusinessBooking, index: number): string {
  const end = b.endsAt ?? b.startsAt
  return b.vertical === 'flight' || b.vertical === 'train'
    ? `v1:${b.vertical}:london:${b.place}:${day(b.startsAt)}:${index % 3}`
    : `v1:${b.vertical}:${b.place}:${day(b.startsAt)}:${day(end)}:${index % 3}`
}

/** Each traveller's trip that holds their work bookings, made on first use. */
async function workTrip(db: Kysely<DB>, userId: string, name: string): Promise<string> {
  await db
    .insertInto('trip_owners')
    .values({ user_id: userId, code: newOwnerCode() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute()
  const found = await db
    .selectFrom('trips')
    .select('id')
    .where('owner_user_id', '=', userId)
    .where('name', '=', name)
    .executeTakeFirst()
  if (found) return found.id
  const made = await db
    .insertInto('trips')
    .values({ owner_user_id: userId, code: newTripCode(), name })
    .returning('id')
    .executeTakeFirstOrThrow()
  return made.id
}

/** Inserts the bookings of one company; returns their event ids in order. */
export async function insertBusinessBookings(
  db: Kysely<DB>,
  companyId: string,
  bookings: readonly BusinessBooking[],
  tripName = 'Work travel',
): Promise<string[]> {
  const trips = new Map<string, string>()
  for (const b of bookings) {
    if (!trips.has(b.travelerUserId))
      trips.set(b.travelerUserId, await workTrip(db, b.travelerUserId, tripName))
  }
  const ids: string[] = []
  for (let i = 0; i < bookings.length; i += 500) {
    const rows = bookings.slice(i, i + 500).map((b, j) => ({
      trip_id: trips.get(b.travelerUserId) as string,
      vertical: b.vertical,
      offer_id: offerIdOf(b, i + j),
      title: b.title ?? `${b.vertical} to ${b.place}`,
      price_minor: b.priceMinor,
      currency: b.currency ?? 'USD',
      starts_at: b.startsAt,
      ends_at: b.endsAt ?? null,
      state: b.cancelledAt ? ('cancelled' as const) : ('booked' as const),
      booked_at: b.bookedAt,
      cancelled_at: b.cancelledAt ?? null,
      booker_user_id: b.bookerUserId ?? b.travelerUserId,
      traveler_user_id: b.travelerUserId,
      company_id: companyId,
      added_by_user_id: b.bookerUserId ?? b.travelerUserId,
      policy_status: b.policyStatus ?? null,
      policy_budget_minor: b.policyBudgetMinor ?? null,
      out_of_policy_reason: b.outOfPolicyReason ?? null,
      approval_status: b.approvalStatus ?? null,
      approval_requested_at: b.approvalRequestedAt ?? null,
      approval_decided_at: b.approvalDecidedAt ?? null,
      reporting_values: JSON.stringify(b.reportingValues ?? {}),
      traveler_group_id: b.groupId ?? null,
      traveler_office_id: b.officeId ?? null,
    }))
    const made = await db.insertInto('trip_events').values(rows).returning('id').execute()
    ids.push(...made.map((m) => m.id))
  }
  return ids
}
