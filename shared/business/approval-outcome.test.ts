import { describe, expect, it } from 'vitest'
import { approvalOutcome } from './approval-outcome.ts'

describe('approvalOutcome', () => {
  it('says what every state of a request means for its booking', () => {
    const table = [
      ['pending', 'beforeBooking', 'inCart', 'waitsBeforeBooking'],
      ['pending', 'voidWindow', 'booked', 'bookedUntilDecided'],
      ['approved', 'beforeBooking', 'booked', 'booked'],
      // Taken out of the cart while it waited, then approved: never booked.
      ['approved', 'beforeBooking', 'saved', 'released'],
      ['approved', 'voidWindow', 'booked', 'kept'],
      ['denied', 'beforeBooking', 'saved', 'released'],
      ['denied', 'voidWindow', 'cancelled', 'cancelled'],
      ['expired', 'beforeBooking', 'booked', 'booked'],
      ['expired', 'voidWindow', 'booked', 'kept'],
      ['expired', 'beforeBooking', 'saved', 'released'],
      ['expired', 'voidWindow', 'cancelled', 'cancelled'],
    ] as const
    for (const [status, timing, bookingState, outcome] of table) {
      expect(approvalOutcome({ status, timing, bookingState }), `${status} ${timing} ${bookingState}`).toBe(
        outcome,
      )
    }
  })
})
