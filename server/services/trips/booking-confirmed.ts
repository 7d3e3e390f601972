import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

/** A booking that has just become booked for good: at checkout, or when its approval lets it through. */
export interface ConfirmedBooking {
  companyId: string
  eventId: string
}

/**
 * What follows a confirmed booking (the expense export today), told in the transaction that confirmed it;
 * it answers the work to run once that transaction commits, or null. Checkout and the approval decision
 * (in app, by link, by timeout) announce through the same listeners, so that no path skips one (issue 30:
 * a held booking approved later never reached the expense export).
 */
export type BookingConfirmedListener = (
  db: Kysely<DB>,
  booking: ConfirmedBooking,
) => Promise<(() => void) | null>

/** Tells every listener; answers the work to run after commit. */
export async function announceBookingConfirmed(
  listeners: readonly BookingConfirmedListener[],
  db: Kysely<DB>,
  booking: ConfirmedBooking,
): Promise<(() => void)[]> {
  const after: (() => void)[] = []
  for (const listener of listeners) {
    const work = await listener(db, booking)
    if (work) after.push(work)
  }
  return after
}
