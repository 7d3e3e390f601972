import crypto from 'node:crypto'
import { BOOKING_LIMITS, TEST_CARDS } from '../../../shared/booking/booking-contract.ts'
import {
  cardBrand,
  cardNumberWellFormed,
  cvcLength,
  normalisedCardNumber,
} from '../../../shared/booking/card-number.ts'
import { isSafeText } from '../../../shared/text-rules.ts'
import {
  type AuthoriseRequest,
  type PaymentProvider,
  PaymentRefusedError,
  type RefundRequest,
} from './payment-provider.ts'

const SUCCESS: ReadonlySet<string> = new Set(TEST_CARDS.success)
const REFERENCE = /^pay_test_[A-Za-z0-9_-]{16,64}$/

/**
 * The embedded payment provider (decision 084): no money moves. It takes Stripe's documented test numbers
 * only, and checks a card as a provider would first: a well-formed number (12 to 19 digits, the Luhn
 * digit right), a month from 1 to 12 and an expiry not passed, a CVC of the brand's length, a holder's
 * name. Then 4242 4242 4242 4242 (and Stripe's Mastercard, Amex and JCB numbers) succeed; 4000 0000 0000
 * 0002 is declined, …9995 has insufficient funds, …0069 has expired, and any other number is declined:
 * it is not a test card. It keeps no state, so that any instance refunds what another authorised; it
 * stores and logs nothing.
 */
export function createTestCardProvider(now: () => Date = () => new Date()): PaymentProvider {
  return {
    async authorise(request: AuthoriseRequest) {
      const { card } = request
      const digits = normalisedCardNumber(card.number)
      if (!cardNumberWellFormed(digits))
        throw new PaymentRefusedError('cardInvalid', 'number', 'The card number is not a valid card number.')
      if (card.expMonth < 1 || card.expMonth > 12)
        throw new PaymentRefusedError('cardInvalid', 'expMonth', 'The expiry month is not a month.')
      if (card.expYear < 2000 || card.expYear > 2100)
        throw new PaymentRefusedError('cardInvalid', 'expYear', 'The expiry year is not a four-digit year.')
      // A card is good through the last day of its expiry month.
      if (now().getTime() >= Date.UTC(card.expYear, card.expMonth, 1))
        throw new PaymentRefusedError('cardExpired', 'expYear', 'This card has expired.')
      const brand = cardBrand(digits)
      if (!new RegExp(`^\\d{${cvcLength(brand)}}$`).test(card.cvc))
        throw new PaymentRefusedError('cardInvalid', 'cvc', 'The security code is not the card’s.')
      const holder = card.holderName.normalize('NFKC').trim()
      if (holder === '' || holder.length > BOOKING_LIMITS.holderNameMaxLength || !isSafeText(holder))
        throw new PaymentRefusedError('cardInvalid', 'holderName', 'Give the name printed on the card.')
      if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0)
        throw new PaymentRefusedError('cardInvalid', null, 'There is nothing to pay.')
      // What the issuer answers, after the card's form.
      if (digits === TEST_CARDS.insufficientFunds)
        throw new PaymentRefusedError('insufficientFunds', null, 'The card has insufficient funds.')
      if (digits === TEST_CARDS.expired)
        throw new PaymentRefusedError('cardExpired', 'expYear', 'The card has expired.')
      if (!SUCCESS.has(digits))
        throw new PaymentRefusedError(
          'declined',
          'number',
          digits === TEST_CARDS.declined
            ? 'The card was declined.'
            : 'The card was declined: only test cards are taken here.',
        )
      return {
        reference: `pay_test_${crypto.randomBytes(12).toString('base64url')}`,
        brand,
        last4: digits.slice(-4),
        amountMinor: request.amountMinor,
        currency: request.currency,
      }
    },
    async refund(request: RefundRequest) {
      if (!REFERENCE.test(request.reference)) throw new Error('not a payment of this provider')
      if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0)
        throw new Error('a refund is of a positive amount')
      return { reference: `re_test_${crypto.randomBytes(12).toString('base64url')}` }
    },
  }
}
