import type {
  TCheckoutOutcome,
  TCheckoutSection,
  TPolicyVerdict,
} from '../../../shared/business/checkout-contract.ts'
import type { TCheckoutInput } from '../../../shared/business/checkout-schemas.ts'
import type { TOfferSnapshot } from '../../../shared/trips/trip-edit-schemas.ts'
import type { Data } from '../../repositories/data.ts'
import type { BookingExtras, TripEventRow } from '../../repositories/trip-events.repository.ts'
import type { TripActor } from './trip-guards.ts'

/**
 * Business checkout (decision 053). A business booking passes through checks in a fixed order: the
 * policy's verdict, then approval (which reads the verdict), payment and trip reporting fields. Each
 * check is a module of its own area that (1) contributes its section to the checkout's quote, and (2)
 * inside the booking's transaction refuses the booking (an HttpError with its own code) or adds to what
 * the booking row records. Personal bookings pass through none.
 */

/** The booking as it would be made: who, what and at which terms. */
export interface BookingDraft {
  actor: TripActor
  event: TripEventRow
  companyId: string
  travelerUserId: string
  bookerUserId: string
  /** The offer at the moment (the catalogue's when wired), for the policy's rules. */
  offer: TOfferSnapshot
  priceMinor: number
  currency: string
  /**
   * The rooms an offer of the offer sources holds (a searched stay is priced for its party's rooms; 1 for
   * their other offers); null for an offer without its own party, whose rooms the checkout says.
   */
  offerRooms: number | null
  startsAt: string
  endsAt: string | null
  checkout: TCheckoutInput
  /** The host and brand of the request that books: its notices' links point there (decision 098). */
  links?: { origin: string; brandName: string }
}

/** What the checks decided so far; later checks read earlier verdicts. */
export interface BookingOutcome {
  extras: BookingExtras
  policy: TPolicyVerdict | null
  /** True: a pre-booking approval holds the booking (it stays in the cart until approved). */
  hold: boolean
  /** Work to do once the booking's transaction has committed (mails, webhooks). */
  afterCommit: (() => Promise<void> | void)[]
}

export interface BookingCheck {
  section: TCheckoutSection
  /** The check's quote section for the dialog; null: nothing to show. Reads only. */
  quote(data: Data, draft: BookingDraft, outcome: BookingOutcome): Promise<unknown | null>
  /** In the booking's transaction, before the row is written: refuse, or record into the outcome. */
  apply(data: Data, draft: BookingDraft, outcome: BookingOutcome): Promise<void>
  /** In the same transaction, after the row is written (e.g. the approval request's rows). */
  booked?(data: Data, draft: BookingDraft, outcome: BookingOutcome): Promise<void>
}

export const emptyOutcome = (): BookingOutcome => ({ extras: {}, policy: null, hold: false, afterCommit: [] })

/** The checks in the contract's order, whatever order they were registered in. */
export function orderedChecks(checks: readonly BookingCheck[], order: readonly TCheckoutSection[]) {
  return [...checks].sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section))
}

/** What Book will do, from what the checks decided (decision 076). */
export function checkoutOutcome(outcome: BookingOutcome): TCheckoutOutcome {
  if (outcome.policy?.status === 'out' && outcome.policy.handling === 'block') return 'blocked'
  if (outcome.extras.approvalStatus === 'pending')
    return outcome.hold ? 'holdForApproval' : 'bookPendingApproval'
  if (outcome.extras.approvalStatus === 'notified') return 'bookAndNotify'
  return 'book'
}
