import type { TApprovalTiming } from './approvals-contract.ts'

/**
 * What a request's current state means for its booking, in one word for every status line and mail
 * (issue 30: History read "can be cancelled until decided" after the decision, and a denial mail said
 * "back among your saved items" of a booking the trip showed cancelled). Once decided, the booking's own
 * state says it: a held booking taken out of the cart and then approved was never booked.
 * - waitsBeforeBooking: pending, held until approved; bookedUntilDecided: pending, booked, may be cancelled.
 * - booked: booked at the decision (it was held); kept: booked before, and it stands.
 * - released: never booked, back among saved items; cancelled: the booking was cancelled.
 */
export const APPROVAL_OUTCOMES = [
  'waitsBeforeBooking',
  'bookedUntilDecided',
  'booked',
  'kept',
  'released',
  'cancelled',
] as const
export type TApprovalOutcome = (typeof APPROVAL_OUTCOMES)[number]
export type TDecidedOutcome = Exclude<TApprovalOutcome, 'waitsBeforeBooking' | 'bookedUntilDecided'>

export interface TApprovalState {
  status: 'pending' | 'approved' | 'denied' | 'expired'
  timing: TApprovalTiming
  /** The booking row's state now (trip_events.state). */
  bookingState: string
}

export function decidedOutcome({ timing, bookingState }: Omit<TApprovalState, 'status'>): TDecidedOutcome {
  if (bookingState === 'booked') return timing === 'beforeBooking' ? 'booked' : 'kept'
  return bookingState === 'cancelled' ? 'cancelled' : 'released'
}

export function approvalOutcome(state: TApprovalState): TApprovalOutcome {
  if (state.status === 'pending')
    return state.timing === 'beforeBooking' ? 'waitsBeforeBooking' : 'bookedUntilDecided'
  return decidedOutcome(state)
}
