import type { Data } from '../../repositories/data.ts'
import type { SettleAction } from '../../repositories/trip-events.repository.ts'
import type { BookingCheck } from './booking-checks.ts'

/** A booking that has just become booked for good: at checkout, or when its approval lets it through. */
export interface ConfirmedBooking {
  /** null: a personal booking (decision 084), which the booking flow's mail follows too. */
  companyId: string | null
  eventId: string
}

/**
 * What follows a confirmed booking (the expense export today), told in the transaction that confirmed it;
 * it answers the work to run once that transaction commits, or null.
 */
export type BookingConfirmedListener = (data: Data, booking: ConfirmedBooking) => Promise<(() => void) | null>

/**
 * The one way a business booking moves after checkout (decision 080): checkout books through the trip
 * events repository and announces here; an approval's decision settles the row here. Both announce a
 * booking that became booked to the same listeners, so that no path skips one (issue 30: a held booking
 * approved later never reached the expense export). Each answers the work to run after commit.
 */
export interface BookingLifecycle {
  confirmed(data: Data, booking: ConfirmedBooking): Promise<(() => void)[]>
  /** A decision moves the row: a held one is booked or released, a booked one cancelled, or kept. */
  settleApproval(
    data: Data,
    booking: ConfirmedBooking,
    action: SettleAction,
    status: 'approved' | 'denied' | 'expired',
    at: Date,
  ): Promise<(() => void)[]>
}

export function createBookingLifecycle(listeners: readonly BookingConfirmedListener[]): BookingLifecycle {
  async function confirmed(data: Data, booking: ConfirmedBooking) {
    const after: (() => void)[] = []
    for (const listener of listeners) {
      const work = await listener(data, booking)
      if (work) after.push(work)
    }
    return after
  }
  return {
    confirmed,
    async settleApproval(data, booking, action, status, at) {
      const moved = await data.tripEvents.settleApproval(booking.eventId, action, status, at)
      // A held booking taken out of the cart meanwhile is not booked by its approval: nothing to announce.
      return action === 'book' && moved ? confirmed(data, booking) : []
    },
  }
}

/**
 * Checkout's part: once the row is written, in the booking's transaction, unless an approval holds it
 * (the decision that lets it through confirms it then). It shows nothing at checkout and runs last,
 * after reporting fields have recorded their values.
 */
export function bookingConfirmedCheck(lifecycle: BookingLifecycle): BookingCheck {
  return {
    section: 'reportingFields',
    async quote() {
      return null
    },
    async apply() {},
    async booked(data, draft, outcome) {
      if (outcome.hold) return
      const work = await lifecycle.confirmed(data, { companyId: draft.companyId, eventId: draft.event.id })
      outcome.afterCommit.push(...work)
    },
  }
}
