import { z } from 'zod'
import { isSafeText } from '../text-rules.ts'
import { containsPan } from './pan-detection.ts'
import { CARD_BRANDS, PAYMENT_KINDS, PAYMENT_LIMITS } from './payment-contract.ts'

/** Payment options' request/response pairs (decision 057). */

/** A payment provider's reference to a card: never its number (the service refuses PAN-like text). */
export const ZCardReferenceSchema = z
  .object({
    providerToken: z.string().min(PAYMENT_LIMITS.tokenMinLength).max(PAYMENT_LIMITS.tokenMaxLength),
    brand: z.enum(CARD_BRANDS),
    last4: z.string().regex(/^\d{4}$/),
    expMonth: z.number().int().min(1).max(12),
    expYear: z.number().int().min(2000).max(2100),
    holderName: z.string().max(PAYMENT_LIMITS.holderMaxLength * 2),
  })
  .strict()
export type TCardReference = z.infer<typeof ZCardReferenceSchema>

/** POST paymentOptions/cards: groupId null is the company's default card. */
export const ZCompanyCardCreateSchema = z
  .object({ groupId: z.uuid().nullable(), card: ZCardReferenceSchema })
  .strict()
export type TCompanyCardCreateRequest = z.infer<typeof ZCompanyCardCreateSchema>

export const ZInvoiceSettingSchema = z.object({ enabled: z.boolean() }).strict()
export type TInvoiceSetting = z.infer<typeof ZInvoiceSettingSchema>

export const ZCardParamsSchema = z.object({ id: z.uuid() }).strict()
export const ZCardDeleteResponseSchema = z.object({ deleted: z.literal(true) })

export const ZCardSchema = z.object({
  id: z.string(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
  holderName: z.string(),
})
export type TCard = z.infer<typeof ZCardSchema>

export const ZCompanyCardSchema = ZCardSchema.extend({
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
})
export type TCompanyCard = z.infer<typeof ZCompanyCardSchema>

export const ZPaymentOptionsResponseSchema = z.object({
  cards: z.array(ZCompanyCardSchema),
  invoiceEnabled: z.boolean(),
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  canManage: z.boolean(),
})
export type TPaymentOptionsResponse = z.infer<typeof ZPaymentOptionsResponseSchema>

export const ZMyCardsResponseSchema = z.object({ cards: z.array(ZCardSchema), allowed: z.boolean() })
export type TMyCardsResponse = z.infer<typeof ZMyCardsResponseSchema>

/** The payment check's quote section: what the traveller may pay with, and the default. */
export const ZPaymentQuoteSchema = z.object({
  options: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(PAYMENT_KINDS),
      brand: z.enum(CARD_BRANDS).nullable(),
      last4: z.string().nullable(),
      groupName: z.string().nullable(),
    }),
  ),
  defaultId: z.string().nullable(),
  /** False: the company pays outside Fernway and no choice is needed. */
  required: z.boolean(),
  /** Whether the company allows several hotel rooms in one booking. */
  multiRoom: z.boolean(),
})
export type TPaymentQuote = z.infer<typeof ZPaymentQuoteSchema>

/** True when no field of the card holds a card number or a control character. */
export function cardTextIsClean(card: TCardReference): boolean {
  const texts = [card.providerToken, card.holderName]
  return texts.every((t) => !containsPan(t) && isSafeText(t))
}
