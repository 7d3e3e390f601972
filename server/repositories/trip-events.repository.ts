import { type Kysely, sql } from 'kysely'
import { offsetMinutesOf } from '../../shared/local-time.ts'
import type { DB, TripEventState, TripEventVertical } from '../db/schema.ts'
import type { TripEventApprovalStatus } from '../db/schema-trips.ts'
import { isUuid } from './ids.ts'
import { activeMemberIdsAmong } from './members.repository.ts'

export interface TripEventRow {
  id: string
  tripId: string
  vertical: TripEventVertical
  offerId: string
  title: string
  priceMinor: number
  currency: string
  startsAt: Date
  endsAt: Date | null
  /** Where the event starts and ends, from UTC (migration 038); null when its offer said none. */
  startOffsetMinutes: number | null
  endOffsetMinutes: number | null
  state: TripEventState
  bookedAt: Date | null
  cancelledAt: Date | null
  bookerName: string | null
  travelerName: string | null
  bookerUserId: string | null
  travelerUserId: string | null
  /** Business bookings (migration 025): null for personal ones. */
  companyId: string | null
  policyStatus: 'in' | 'out' | null
  policyReasons: unknown[]
  outOfPolicyReason: string | null
  approvalStatus: TripEventApprovalStatus | null
}

/** The offsets an offer's times are written in (its places' local times); a Date keeps the row's. */
function offsetColumns(times: { startsAt: Date | string; endsAt: Date | string | null }) {
  if (typeof times.startsAt !== 'string') return {}
  return {
    start_offset_minutes: offsetMinutesOf(times.startsAt),
    end_offset_minutes: typeof times.endsAt === 'string' ? offsetMinutesOf(times.endsAt) : null,
  }
}

/** An event saved from an offer: the row's offer fields, its times as the offer's snapshot gives them. */
export interface NewTripEvent
  extends Pick<TripEventRow, 'tripId' | 'vertical' | 'offerId' | 'title' | 'priceMinor' | 'currency'> {
  startsAt: string
  endsAt: string | null
  addedByUserId: string
}

export interface Booking {
  priceMinor: number
  currency: string
  startsAt: Date | string
  endsAt: Date | string | null
  bookerUserId: string
  travelerUserId: string
  companyId: string | null
}

/** What a business booking's checks decided (decision 053), written with the booking. */
export interface BookingExtras {
  policyStatus?: 'in' | 'out' | null
  policyReasons?: readonly unknown[]
  policyBudgetMinor?: number | null
  outOfPolicyReason?: string | null
  approvalStatus?: TripEventApprovalStatus | null
  approvalRequestedAt?: Date | null
  paymentKind?: 'companyCard' | 'personalCard' | 'invoice' | null
  paymentOptionId?: string | null
  reportingValues?: Readonly<Record<string, string>>
  travelerGroupId?: string | null
  travelerOfficeId?: string | null
}

/** What an approval's decision does to its booking row. */
export type SettleAction = 'book' | 'release' | 'cancel' | 'keep'

/** Events of trips. Callers have checked the trip is the viewer's to read or change (trips.repository.ts). */
export interface TripEventsRepository {
  /** The event with its trip's id, whoever's it is: the caller checks the trip next. */
  find(eventId: string): Promise<TripEventRow | null>
  listForTrip(tripId: string): Promise<TripEventRow[]>
  /** Flights of these trips, not cancelled, leaving at or after `from`: the soonest `limit` of them. */
  upcomingFlights(tripIds: readonly string[], from: Date, limit: number): Promise<TripEventRow[]>
  /** The saved or in-cart event of this offer in the trip, if any (saving twice is one event). */
  findOpenOffer(tripId: string, vertical: TripEventVertical, offerId: string): Promise<TripEventRow | null>
  count(tripId: string): Promise<number>
  insert(event: NewTripEvent): Promise<string>
  /** Moves a state on only from the expected one; false when another request moved it first. */
  setState(eventId: string, from: readonly TripEventState[], to: 'saved' | 'inCart'): Promise<boolean>
  /**
   * Books it, with what the checks decided. Held (a pre-booking approval), the terms and parties are
   * written but the state stays in the cart until the approval books it.
   */
  book(
    eventId: string,
    from: readonly TripEventState[],
    booking: Booking,
    extras?: BookingExtras,
    hold?: boolean,
  ): Promise<boolean>
  cancel(eventId: string): Promise<boolean>
  /**
   * An approval's decision (booking-lifecycle.ts): a held row is booked or released, a booked one
   * cancelled. A row that moved meanwhile (taken out of the cart, cancelled) keeps its state but still
   * records the decision, so that it never stays "pending" with nothing left to decide it. True when the
   * row moved as asked.
   */
  settleApproval(
    eventId: string,
    action: SettleAction,
    status: 'approved' | 'denied' | 'expired',
    at: Date,
  ): Promise<boolean>
  move(eventId: string, toTripId: string): Promise<void>
  remove(eventId: string, from: readonly TripEventState[]): Promise<boolean>
  /** An active member of the company (the traveller a business booking is for). */
  isActiveMember(companyId: string, userId: string): Promise<boolean>
  /** A user's names and e-mail, for the checkout's traveller; null when there is no such user. */
  person(userId: string): Promise<{ firstName: string; lastName: string; email: string } | null>
}

/** Where a decision moves a booking row from, and what it writes there. */
function settleMove(action: Exclude<SettleAction, 'keep'>, at: Date) {
  if (action === 'book') return { from: 'inCart' as const, to: { state: 'booked' as const, booked_at: at } }
  if (action === 'release') return { from: 'inCart' as const, to: { state: 'saved' as const } }
  return { from: 'booked' as const, to: { state: 'cancelled' as const, cancelled_at: at } }
}

function extrasColumns(extras: BookingExtras) {
  const defined = <T>(value: T | undefined) => value !== undefined
  return {
    ...(defined(extras.policyStatus) && { policy_status: extras.policyStatus }),
    ...(extras.policyReasons && { policy_reasons: JSON.stringify(extras.policyReasons) }),
    ...(defined(extras.policyBudgetMinor) && { policy_budget_minor: extras.policyBudgetMinor }),
    ...(defined(extras.outOfPolicyReason) && { out_of_policy_reason: extras.outOfPolicyReason }),
    ...(defined(extras.approvalStatus) && { approval_status: extras.approvalStatus }),
    ...(defined(extras.approvalRequestedAt) && { approval_requested_at: extras.approvalRequestedAt }),
    ...(defined(extras.paymentKind) && { payment_kind: extras.paymentKind }),
    ...(defined(extras.paymentOptionId) && { payment_option_id: extras.paymentOptionId }),
    ...(extras.reportingValues && { reporting_values: JSON.stringify(extras.reportingValues) }),
    ...(defined(extras.travelerGroupId) && { traveler_group_id: extras.travelerGroupId }),
    ...(defined(extras.travelerOfficeId) && { traveler_office_id: extras.travelerOfficeId }),
  }
}

export function createTripEventsRepository(db: Kysely<DB>): TripEventsRepository {
  const name = (alias: 'b' | 'tr') =>
    sql<
      string | null
    >`nullif(btrim(${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}), '')`
  const events = () =>
    db
      .selectFrom('trip_events as e')
      .leftJoin('users as b', 'b.id', 'e.booker_user_id')
      .leftJoin('users as tr', 'tr.id', 'e.traveler_user_id')
      .select([
        'e.id',
        'e.trip_id as tripId',
        'e.vertical',
        'e.offer_id as offerId',
        'e.title',
        'e.price_minor as priceMinor',
        'e.currency',
        'e.starts_at as startsAt',
        'e.ends_at as endsAt',
        'e.start_offset_minutes as startOffsetMinutes',
        'e.end_offset_minutes as endOffsetMinutes',
        'e.state',
        'e.booked_at as bookedAt',
        'e.cancelled_at as cancelledAt',
        name('b').as('bookerName'),
        name('tr').as('travelerName'),
        'e.booker_user_id as bookerUserId',
        'e.traveler_user_id as travelerUserId',
        'e.company_id as companyId',
        'e.policy_status as policyStatus',
        'e.policy_reasons as policyReasons',
        'e.out_of_policy_reason as outOfPolicyReason',
        'e.approval_status as approvalStatus',
      ])

  return {
    async find(eventId) {
      if (!isUuid(eventId)) return null
      return (await events().where('e.id', '=', eventId).executeTakeFirst()) ?? null
    },
    async listForTrip(tripId) {
      return events().where('e.trip_id', '=', tripId).orderBy('e.starts_at').orderBy('e.created_at').execute()
    },
    async upcomingFlights(tripIds, from, limit) {
      if (tripIds.length === 0) return []
      return events()
        .where('e.trip_id', 'in', tripIds)
        .where('e.vertical', '=', 'flight')
        .where('e.state', '!=', 'cancelled')
        .where('e.starts_at', '>=', from)
        .orderBy('e.starts_at')
        .orderBy('e.id')
        .limit(limit)
        .execute()
    },
    async findOpenOffer(tripId, vertical, offerId) {
      const row = await events()
        .where('e.trip_id', '=', tripId)
        .where('e.vertical', '=', vertical)
        .where('e.offer_id', '=', offerId)
        .where('e.state', 'in', ['saved', 'inCart'])
        .executeTakeFirst()
      return row ?? null
    },
    async count(tripId) {
      const row = await db
        .selectFrom('trip_events')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('trip_id', '=', tripId)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
    async insert(event) {
      const row = await db
        .insertInto('trip_events')
        .values({
          trip_id: event.tripId,
          vertical: event.vertical,
          offer_id: event.offerId,
          title: event.title,
          price_minor: event.priceMinor,
          currency: event.currency,
          starts_at: event.startsAt,
          ends_at: event.endsAt,
          ...offsetColumns(event),
          added_by_user_id: event.addedByUserId,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },
    async setState(eventId, from, to) {
      const result = await db
        .updateTable('trip_events')
        .set({ state: to, updated_at: sql<Date>`now()` })
        .where('id', '=', eventId)
        .where('state', 'in', [...from])
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },
    async book(eventId, from, booking, extras = {}, hold = false) {
      const result = await db
        .updateTable('trip_events')
        .set({
          ...(hold
            ? { state: 'inCart' as const }
            : { state: 'booked' as const, booked_at: sql<Date>`now()` }),
          ...extrasColumns(extras),
          price_minor: booking.priceMinor,
          currency: booking.currency,
          starts_at: booking.startsAt,
          ends_at: booking.endsAt,
          ...offsetColumns(booking),
          booker_user_id: booking.bookerUserId,
          traveler_user_id: booking.travelerUserId,
          company_id: booking.companyId,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', eventId)
        .where('state', 'in', [...from])
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },
    async cancel(eventId) {
      const result = await db
        .updateTable('trip_events')
        .set({ state: 'cancelled', cancelled_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
        .where('id', '=', eventId)
        .where('state', '=', 'booked')
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },
    async settleApproval(eventId, action, status, at) {
      const base = { approval_status: status, approval_decided_at: at, updated_at: at }
      const query = db.updateTable('trip_events').where('id', '=', eventId)
      const move = action === 'keep' ? null : settleMove(action, at)
      const moved = move
        ? (
            await query
              .set({ ...base, ...move.to })
              .where('state', '=', move.from)
              .executeTakeFirst()
          ).numUpdatedRows > 0n
        : false
      // Recorded even when the row did not move (a held booking taken out of the cart is not booked).
      if (!moved) await query.set(base).execute()
      return moved
    },

    async move(eventId, toTripId) {
      await db
        .updateTable('trip_events')
        .set({ trip_id: toTripId, updated_at: sql<Date>`now()` })
        .where('id', '=', eventId)
        .execute()
    },
    async remove(eventId, from) {
      const result = await db
        .deleteFrom('trip_events')
        .where('id', '=', eventId)
        .where('state', 'in', [...from])
        .executeTakeFirst()
      return result.numDeletedRows > 0n
    },
    async isActiveMember(companyId, userId) {
      return (await activeMemberIdsAmong(db, companyId, [userId])).length > 0
    },
    async person(userId) {
      const row = await db
        .selectFrom('users')
        .select(['first_name as firstName', 'last_name as lastName', 'email'])
        .where('id', '=', userId)
        .executeTakeFirst()
      return row ?? null
    },
  }
}
