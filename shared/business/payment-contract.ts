/*
 * Payment options (issue 9, decision 057): company cards per policy group (one per group, plus a company
 * default), travellers' own cards and invoice. Cards are references a payment provider holds (token,
 * brand, last four, expiry, holder), never numbers. Paths, limits and codes without zod.
 */
import { codes } from '../code-table.ts'
import type { TPermission, TPlan } from '../permissions.ts'

const COMPANY = '/i/api/business/company/v1'
const ME = '/i/api/business/me/v1'

export const PAYMENT_API = {
  /** GET the company's cards, invoice setting and groups (COMPANY_PAYMENT_METHOD_VIEW or _MANAGEMENT). */
  options: `${COMPANY}/paymentOptions`,
  /** POST a company card reference {groupId, card}. */
  companyCards: `${COMPANY}/paymentOptions/cards`,
  companyCard: (id: string) => `${COMPANY}/paymentOptions/cards/${encodeURIComponent(id)}`,
  /** PUT {enabled}: bill the company by invoice. */
  invoice: `${COMPANY}/paymentOptions/invoice`,
  /** GET, POST the traveller's own cards; DELETE one. */
  myCards: `${ME}/cards`,
  myCard: (id: string) => `${ME}/cards/${encodeURIComponent(id)}`,
} as const

export const PAYMENT_ROUTES = {
  companyCard: `${COMPANY}/paymentOptions/cards/:id`,
  myCard: `${ME}/cards/:id`,
} as const

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'jcb', 'unionpay', 'other'] as const
export type TCardBrand = (typeof CARD_BRANDS)[number]

export const PAYMENT_LIMITS = {
  tokenMinLength: 8,
  tokenMaxLength: 200,
  holderMaxLength: 100,
  personalCardsPerTraveller: 10,
} as const

export const PAYMENT_VIEW: readonly TPermission[] = [
  'COMPANY_PAYMENT_METHOD_VIEW',
  'COMPANY_PAYMENT_METHOD_MANAGEMENT',
]
export const PAYMENT_MANAGE: readonly TPermission[] = ['COMPANY_PAYMENT_METHOD_MANAGEMENT']

/** Plans on which changing payment methods also asks company settings management (spec section 6). */
const SETTINGS_TOO: readonly TPlan[] = ['bizPlus', 'enterprise']

/**
 * The spec's business-plus rule on the server (decision 057): on Business Plus and above, changing the
 * company's payment methods asks company settings management as well as payment method management.
 */
export function mayManagePayment(plan: TPlan, permissions: readonly string[]): boolean {
  if (!permissions.includes('COMPANY_PAYMENT_METHOD_MANAGEMENT')) return false
  return !SETTINGS_TOO.includes(plan) || permissions.includes('COMPANY_SETTINGS_MANAGEMENT')
}

export const PaymentErrorCode = codes(
  'PAYMENT_CARD_INVALID',
  /** Something in the request looks like a card number: only provider references are taken. */
  'PAYMENT_CARD_NUMBER_REFUSED',
  'PAYMENT_CARD_EXPIRED',
  'PAYMENT_CARD_NOT_FOUND',
  /** The group already has its card (or the company its default): remove it first. */
  'PAYMENT_CARD_EXISTS',
  'PAYMENT_GROUP_NOT_FOUND',
  /** The company does not let travellers add their own cards (account permissions). */
  'PERSONAL_CARDS_NOT_ALLOWED',
  'PAYMENT_CARD_LIMIT',
)

export const PAYMENT_KINDS = ['companyCard', 'personalCard', 'invoice'] as const
export type TPaymentKind = (typeof PAYMENT_KINDS)[number]
