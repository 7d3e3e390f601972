import { containsPan } from '../../../shared/business/pan-detection.ts'
import { PaymentErrorCode as P, PAYMENT_LIMITS } from '../../../shared/business/payment-contract.ts'
import type { TCardReference } from '../../../shared/business/payment-schemas.ts'
import type { TFieldReason } from '../../../shared/field-issues.ts'
import { isSafeText } from '../../../shared/text-rules.ts'
import { HttpError } from '../../http-error.ts'
import { normalizedText } from '../normalized-text.ts'

const TOKEN = /^[A-Za-z0-9_:.-]+$/
const HOLDER_MAX = PAYMENT_LIMITS.holderMaxLength

/** True once the card's expiry month has ended. */
export function cardExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  return now.getTime() >= Date.UTC(card.expYear, card.expMonth, 1)
}

/**
 * A card reference fit to keep (decision 057): no field looks like a card number, before or after
 * normalising (full-width digits read as digits), checked first so the refusal names it; a provider
 * token of safe characters; a holder's name; an expiry not passed. Each refusal names its field, under
 * `at` (where the card sits in the request: `card.` in a company's, nothing in a member's own).
 */
export function checkedCard(card: TCardReference, now: Date, at = ''): TCardReference {
  const holderName = normalizedText(card.holderName)
  const refuse = (code: string, description: string, field: string, reason: TFieldReason, limit?: number) =>
    new HttpError(400, code, description, {
      issue: { field: `${at}${field}`, reason, ...(limit === undefined ? {} : { limit }) },
    })
  const panIn = containsPan(card.providerToken) ? 'providerToken' : 'holderName'
  if ([card.providerToken, card.holderName, holderName].some(containsPan))
    throw refuse(
      P.PAYMENT_CARD_NUMBER_REFUSED,
      'Send the payment provider’s reference, never a card number.',
      panIn,
      'notAllowed',
    )
  const invalid = 'Give the provider’s token and the holder’s name.'
  if (!TOKEN.test(card.providerToken))
    throw refuse(P.PAYMENT_CARD_INVALID, invalid, 'providerToken', 'format')
  if (holderName === '') throw refuse(P.PAYMENT_CARD_INVALID, invalid, 'holderName', 'required')
  if (holderName.length > HOLDER_MAX)
    throw refuse(P.PAYMENT_CARD_INVALID, invalid, 'holderName', 'tooLong', HOLDER_MAX)
  if (!isSafeText(holderName)) throw refuse(P.PAYMENT_CARD_INVALID, invalid, 'holderName', 'characters')
  if (cardExpired(card, now))
    throw refuse(P.PAYMENT_CARD_EXPIRED, 'This card has expired.', 'expYear', 'invalid')
  return { ...card, holderName }
}
