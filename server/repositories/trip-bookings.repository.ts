import { type Kysely, sql } from 'kysely'
import type { TRefundReason } from '../../shared/booking/booking-contract.ts'
import type { DB, TripEventsTable } from '../db/schema.ts'
import { isUuid } from './ids.ts'

/** A booking made through the booking flow (decision 084), as stored beside its trip event. */
export interface TripBookingRow {
  eventId: string
  reference: string
  supplierReference: string
  offer: unknown
  /** The offer in other languages, by language (decision 086). */
  localizedOffers: Record<string, unknown>
  travellers: unknown[]
  refundable: boolean
  freeUntil: Date | null
  freeUntilLocal: string | null
  paymentKind: 'card' | 'company'
  amountMinor: number
  currency: string
  visitorAmountMinor: number | null
  visitorCurrency: string | null
  cardBrand: string | null
  cardLast4: string | null
  paymentReference: string | null
  refundAmountMinor: number | null
  refundReason: TRefundReason | null
  refundReference: string | null
  refundedAt: Date | null
  brandName: string
  siteOrigin: string
}

export type NewTripBooking = Omit<
  TripBookingRow,
  'refundAmountMinor' | 'refundReason' | 'refundReference' | 'refundedAt'
>

export interface TripBookingsRepository {
  find(eventId: string): Promise<TripBookingRow | null>
  /** Who a booking's mails go to (its traveller and booker) and its trip's public id parts. */
  parties(eventId: string): Promise<{
    travelerUserId: string | null
    bookerUserId: string | null
    code: string
    ownerCode: string
  } | null>
  /** The company payment option the checkout recorded on the booked event (decision 057). */
  paymentKind(eventId: string): Promise<TripEventsTable['payment_kind']>
  /** A booking again of an event released from a hold replaces the hold's row. */
  save(booking: NewTripBooking): Promise<void>
  /** Records a cancellation's refund, once: false when one was recorded already. */
  recordRefund(
    eventId: string,
    refund: { amountMinor: number; reason: TRefundReason; reference: string | null; at: Date },
  ): Promise<boolean>
}

export function createTripBookingsRepository(db: Kysely<DB>): TripBookingsRepository {
  return {
    async parties(eventId) {
      const row = await db
        .selectFrom('trip_events as e')
        .innerJoin('trips as t', 't.id', 'e.trip_id')
        .innerJoin('trip_owners as o', 'o.user_id', 't.owner_user_id')
        .select([
          'e.traveler_user_id as travelerUserId',
          'e.booker_user_id as bookerUserId',
          't.code',
          'o.code as ownerCode',
        ])
        .where('e.id', '=', eventId)
        .executeTakeFirst()
      return row ?? null
    },
    async paymentKind(eventId) {
      const row = await db
        .selectFrom('trip_events')
        .select('payment_kind')
        .where('id', '=', eventId)
        .executeTakeFirst()
      return row?.payment_kind ?? null
    },
    async find(eventId) {
      if (!isUuid(eventId)) return null
      const row = await db
        .selectFrom('trip_bookings')
        .select([
          'event_id as eventId',
          'reference',
          'supplier_reference as supplierReference',
          'offer',
          'localized_offers as localizedOffers',
          'travellers',
          'refundable',
          'free_until as freeUntil',
          'free_until_local as freeUntilLocal',
          'payment_kind as paymentKind',
          'amount_minor as amountMinor',
          'currency',
          'visitor_amount_minor as visitorAmountMinor',
          'visitor_currency as visitorCurrency',
          'card_brand as cardBrand',
          'card_last4 as cardLast4',
          'payment_reference as paymentReference',
          'refund_amount_minor as refundAmountMinor',
          'refund_reason as refundReason',
          'refund_reference as refundReference',
          'refunded_at as refundedAt',
          'brand_name as brandName',
          'site_origin as siteOrigin',
        ])
        .where('event_id', '=', eventId)
        .executeTakeFirst()
      return row ?? null
    },
    async save(b) {
      const values = {
        reference: b.reference,
        supplier_reference: b.supplierReference,
        offer: JSON.stringify(b.offer),
        localized_offers: JSON.stringify(b.localizedOffers),
        travellers: JSON.stringify(b.travellers),
        refundable: b.refundable,
        free_until: b.freeUntil,
        free_until_local: b.freeUntilLocal,
        payment_kind: b.paymentKind,
        amount_minor: b.amountMinor,
        currency: b.currency,
        visitor_amount_minor: b.visitorAmountMinor,
        visitor_currency: b.visitorCurrency,
        card_brand: b.cardBrand,
        card_last4: b.cardLast4,
        payment_reference: b.paymentReference,
        refund_amount_minor: null,
        refund_reason: null,
        refund_reference: null,
        refunded_at: null,
        brand_name: b.brandName,
        site_origin: b.siteOrigin,
      }
      await db
        .insertInto('trip_bookings')
        .values({ event_id: b.eventId, ...values })
        .onConflict((oc) => oc.column('event_id').doUpdateSet({ ...values, updated_at: sql<Date>`now()` }))
        .execute()
    },
    async recordRefund(eventId, refund) {
      const result = await db
        .updateTable('trip_bookings')
        .set({
          refund_amount_minor: refund.amountMinor,
          refund_reason: refund.reason,
          refund_reference: refund.reference,
          refunded_at: refund.at,
          updated_at: sql<Date>`now()`,
        })
        .where('event_id', '=', eventId)
        .where('refunded_at', 'is', null)
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },
  }
}
