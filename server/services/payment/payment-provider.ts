import type { TCardBrand } from '../../../shared/business/payment-contract.ts'

/*
 * The port every card payment goes through (decision 084): the embedded test-card provider today
 * (test-card-provider.ts), a payment service's adapter tomorrow. A card's number and code go in and are
 * never kept, logged or answered: what comes back is a reference, the brand and the last four digits.
 */

/** A card as the traveller typed it. */
export interface CardDetails {
  number: string
  expMonth: number
  expYear: number
  cvc: string
  holderName: string
}

export interface AuthoriseRequest {
  /** In minor units of `currency`: the offer source's price, charged in the source's currency. */
  amountMinor: number
  currency: string
  card: CardDetails
  /** What the statement says ("Fernway K7M3Q9XA"). */
  description: string
  /** The same key answers the same authorisation at a real provider (a retried request charges once). */
  idempotencyKey: string
}

export interface PaymentAuthorisation {
  reference: string
  brand: TCardBrand
  last4: string
  amountMinor: number
  currency: string
}

export interface RefundRequest {
  /** The authorisation's reference. */
  reference: string
  amountMinor: number
  currency: string
}

/** Why a card was refused: each is answered 402 with its own code, beside the field it is about. */
export const PAYMENT_REFUSALS = ['declined', 'insufficientFunds', 'cardExpired', 'cardInvalid'] as const
export type TPaymentRefusal = (typeof PAYMENT_REFUSALS)[number]

/** The card fields a refusal may be about. */
export type TCardField = keyof CardDetails

export class PaymentRefusedError extends Error {
  readonly refusal: TPaymentRefusal
  /** The field to show the refusal beside; null: the card as a whole. */
  readonly field: TCardField | null
  constructor(refusal: TPaymentRefusal, field: TCardField | null, description: string) {
    super(description)
    this.name = 'PaymentRefusedError'
    this.refusal = refusal
    this.field = field
  }
}

export interface PaymentProvider {
  /** Authorises (and captures) the amount; throws PaymentRefusedError when the card is refused. */
  authorise(request: AuthoriseRequest): Promise<PaymentAuthorisation>
  /** Gives back part or all of an authorisation; answers the refund's reference. */
  refund(request: RefundRequest): Promise<{ reference: string }>
}
