import type { TCardBrand } from '../business/payment-contract.ts'

/*
 * A card number's form (decision 084): digits only once spaces and hyphens are gone, 12 to 19 of them, the
 * Luhn check digit right, and its brand from the issuer's prefix. The page may check the same before it
 * sends; the payment provider checks again.
 */

export const CARD_NUMBER_MIN_DIGITS = 12
export const CARD_NUMBER_MAX_DIGITS = 19

/** The number as typed, without the spaces and hyphens people group it with. */
export const normalisedCardNumber = (value: string) => value.replace(/[\s-]/g, '')

/** The Luhn (mod 10) check over a string of digits; false for anything else. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** The digit that makes `partial` followed by it pass the Luhn check. */
export function luhnCheckDigit(partial: string): string {
  for (let d = 0; d <= 9; d += 1) if (luhnValid(`${partial}${d}`)) return String(d)
  throw new RangeError('not a string of digits')
}

/** Whether a number has a card number's form: 12 to 19 digits with a right check digit. */
export function cardNumberWellFormed(digits: string): boolean {
  return (
    digits.length >= CARD_NUMBER_MIN_DIGITS &&
    digits.length <= CARD_NUMBER_MAX_DIGITS &&
    /^\d+$/.test(digits) &&
    luhnValid(digits)
  )
}

/** The brand by the issuer identification number's prefix. */
export function cardBrand(digits: string): TCardBrand {
  if (/^4/.test(digits)) return 'visa'
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard'
  if (/^3[47]/.test(digits)) return 'amex'
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'jcb'
  if (/^(6011|64[4-9]|65)/.test(digits)) return 'discover'
  if (/^62/.test(digits)) return 'unionpay'
  return 'other'
}

/** American Express prints a four-digit code; the others three. */
export const cvcLength = (brand: TCardBrand) => (brand === 'amex' ? 4 : 3)
