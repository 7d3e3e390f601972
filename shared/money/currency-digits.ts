import { UnknownCurrencyError } from './money-errors.ts'

/**
 * ISO 4217 minor-unit digits of every current currency whose minor unit is not 2 (the ISO list, "List
 * one"). Amounts are stored in these units on both sides, so the digits are data here and not read from
 * Intl: a browser's CLDR may disagree with the server's, and with ISO. Node 24 (ICU 78, CLDR 48) gives
 * `maximumFractionDigits` 0 for COP, HUF and IDR (CLDR's display digits; ISO 2) and 0 for IQD (ISO 3);
 * for the other currencies of content/currencies.json it agrees with ISO (currency-digits.test.ts
 * keeps that list). We use ISO: 100 COP is 10000 minor units, and formatMoney shows its 2 decimals.
 */
const ISO_DIGITS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
}

const CODE = /^[A-Z]{3}$/

/** The digits of the currency's minor unit (ISO 4217): 2 for USD (cents), 0 for KRW, 3 for BHD. */
export function currencyDigits(currency: string): number {
  if (!CODE.test(currency)) throw new UnknownCurrencyError(currency, 'is not an ISO 4217 currency code')
  return ISO_DIGITS[currency] ?? 2
}
