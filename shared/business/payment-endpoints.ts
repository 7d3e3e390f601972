import { defineEndpoint } from '../endpoint.ts'
import {
  PaymentErrorCode as E,
  PAYMENT_API,
  PAYMENT_MANAGE,
  PAYMENT_ROUTES,
  PAYMENT_VIEW,
} from './payment-contract.ts'
import {
  ZCardDeleteResponseSchema,
  ZCardParamsSchema,
  ZCardReferenceSchema,
  ZCardSchema,
  ZCompanyCardCreateSchema,
  ZCompanyCardSchema,
  ZInvoiceSettingSchema,
  ZMyCardsResponseSchema,
  ZPaymentOptionsResponseSchema,
} from './payment-schemas.ts'

const rateLimit = { max: 30, timeWindow: 60_000 }
// On Business Plus and above the service asks company settings management as well (decision 057).
const manage = { permissions: PAYMENT_MANAGE }
const member = { permissions: [] }
const cardErrors = [E.PAYMENT_CARD_INVALID, E.PAYMENT_CARD_NUMBER_REFUSED, E.PAYMENT_CARD_EXPIRED]

/** Payment options (decision 057): the company's cards and invoice, and each traveller's own cards. */
export const paymentEndpoints = {
  options: defineEndpoint({
    method: 'GET',
    path: PAYMENT_API.options,
    summary: "The company's cards, invoice setting and groups",
    response: ZPaymentOptionsResponseSchema,
    business: { permissions: PAYMENT_VIEW },
  }),
  addCompanyCard: defineEndpoint({
    method: 'POST',
    path: PAYMENT_API.companyCards,
    summary: 'Adds a card reference for the company or one of its groups',
    body: ZCompanyCardCreateSchema,
    response: ZCompanyCardSchema,
    status: 201,
    business: manage,
    rateLimit,
    errors: [...cardErrors, E.PAYMENT_CARD_EXISTS, E.PAYMENT_GROUP_NOT_FOUND],
  }),
  removeCompanyCard: defineEndpoint({
    method: 'DELETE',
    path: PAYMENT_ROUTES.companyCard,
    summary: "Removes one of the company's cards",
    params: ZCardParamsSchema,
    response: ZCardDeleteResponseSchema,
    business: manage,
    rateLimit,
    errors: [E.PAYMENT_CARD_NOT_FOUND],
  }),
  setInvoice: defineEndpoint({
    method: 'PUT',
    path: PAYMENT_API.invoice,
    summary: 'Bills the company by invoice, or stops',
    body: ZInvoiceSettingSchema,
    response: ZPaymentOptionsResponseSchema,
    business: manage,
    rateLimit,
  }),
  // A traveller's own cards: any member, within what the company's account permissions allow.
  myCards: defineEndpoint({
    method: 'GET',
    path: PAYMENT_API.myCards,
    summary: "The traveller's own cards",
    response: ZMyCardsResponseSchema,
    business: member,
  }),
  addMyCard: defineEndpoint({
    method: 'POST',
    path: PAYMENT_API.myCards,
    summary: 'Adds a card reference of the traveller’s own',
    body: ZCardReferenceSchema,
    response: ZCardSchema,
    status: 201,
    business: member,
    rateLimit,
    errors: [...cardErrors, E.PERSONAL_CARDS_NOT_ALLOWED, E.PAYMENT_CARD_LIMIT],
  }),
  removeMyCard: defineEndpoint({
    method: 'DELETE',
    path: PAYMENT_ROUTES.myCard,
    summary: "Removes one of the traveller's own cards",
    params: ZCardParamsSchema,
    response: ZCardDeleteResponseSchema,
    business: member,
    rateLimit,
    errors: [E.PAYMENT_CARD_NOT_FOUND],
  }),
}
