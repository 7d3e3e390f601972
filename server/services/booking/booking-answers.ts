import crypto from 'node:crypto'
import type { TBookedTraveller, TMoney, TPriceBreakdown } from '../../../shared/booking/booking-schemas.ts'
import { type CheckedTraveller, maskedPassportNumber } from '../../../shared/booking/traveller-rules.ts'
import { convertMinor } from '../../../shared/money/convert-minor.ts'
import type { TExchangeRates } from '../../../shared/money/exchange-rates.ts'
import { UnknownCurrencyError } from '../../../shared/money/money-errors.ts'

/*
 * What a booking's answers show (decision 084): its reference, amounts in the visitor's currency, and its
 * travellers with their passports masked.
 */

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A booking reference: eight letters and digits without look-alikes (32^8 of them). */
export function newBookingReference(): string {
  let code = ''
  for (let i = 0; i < 8; i += 1) code += REFERENCE_ALPHABET[crypto.randomInt(REFERENCE_ALPHABET.length)]
  return code
}

/** An amount in another currency through the table; null when the same, or when the table cannot. */
export function convertedMoney(m: TMoney, to: string, rates: TExchangeRates): TMoney | null {
  if (m.currency === to) return null
  try {
    return { amount: convertMinor(m.amount, m.currency, to, rates), currency: to }
  } catch (error) {
    if (error instanceof UnknownCurrencyError || error instanceof RangeError) return null
    throw error
  }
}

/** Each part converted, the total added up from them (as the searches do, decision 081). */
export function convertedBreakdown(
  price: TPriceBreakdown,
  to: string,
  rates: TExchangeRates,
): TPriceBreakdown | null {
  const base = convertedMoney(price.base, to, rates)
  if (!base) return null
  const taxes = price.taxesAndFees ? convertedMoney(price.taxesAndFees, to, rates) : null
  const fees = price.extraFees.map((fee) => ({
    kind: fee.kind,
    amount: convertedMoney(fee.amount, to, rates),
  }))
  if ((price.taxesAndFees && !taxes) || fees.some((fee) => fee.amount === null)) return null
  const extraFees = fees.map((fee) => ({ kind: fee.kind, amount: fee.amount as TMoney }))
  const total =
    base.amount + (taxes?.amount ?? 0) + extraFees.reduce((sum, fee) => sum + fee.amount.amount, 0)
  return { base, taxesAndFees: taxes, extraFees, total: { amount: total, currency: to } }
}

/** The booking as its answers show it: the passport numbers masked, never more. */
export function bookedTravellers(travellers: readonly CheckedTraveller[]): TBookedTraveller[] {
  return travellers.map((t) => ({
    kind: t.kind,
    firstName: t.firstName,
    lastName: t.lastName,
    dateOfBirth: t.dateOfBirth,
    email: t.email,
    passport: t.passport ? { ...t.passport, number: maskedPassportNumber(t.passport.number) } : null,
  }))
}
