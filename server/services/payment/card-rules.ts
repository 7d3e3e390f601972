import { containsPan } from '../../../shared/business/pan-detection.ts'
import { PaymentErrorCode as P } from '../../../shared/business/payment-contract.ts'
import type { TCardReference } from '../../../shared/business/payment-schemas.ts'
import { HttpError } from '../../http-error.ts'

const TOKEN = /^[A-Za-z0-9_:.-]+$/
const CONTROL = /\p{Cc}/u

/** True once the card's expiry month has ended. */
export function cardExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  return now.getTime() >= Date.UTC(card.expYear, card.expMonth, 1)
}

export const normalizedText = (value: string) => value.normalize('NFKC').trim().replace(/\s+/g, ' ')

/**
 * A card reference fit to keep (decision 057): no field looks like a card number, before or after
 * normalising (full-width digits read as digits), checked first so the refusal names it; a provider
 * token of safe characters; a holder's name; an expiry not passed.
 */
export function checkedCard(card: TCardReference, now: Date): TCardReference {
  const holderName = normalizedText(card.holderName)
  if ([card.providerToken, card.holderName, holderName].some(containsPan))
    throw new HttpError(
      400,
      P.PAYMENT_CARD_NUMBER_REFUSED,
      'Send the payment provider’s reference, never a card number.',
    )
  if (
    !TOKEN.test(card.providerToken) ||
    holderName === '' ||
    holderName.length > 100 ||
    CONTROL.test(holderName)
  )
    throw new HttpError(400, P.PAYMENT_CARD_INVALID, 'Give the provider’s token and the holder’s name.')
  if (cardExpired(card, now)) throw new HttpError(400, P.PAYMENT_CARD_EXPIRED, 'This card has expired.')
  return { ...card, holderName }
}
