import { z } from 'zod'
import { BOOK_ON_BEHALF_LIMITS } from './book-on-behalf-contract.ts'
import { ZCheckoutInputSchema } from './checkout-schemas.ts'

// No spaces or control characters (PostgreSQL text refuses NUL): anything else is looked up, and not found.
const email = z
  .string()
  .trim()
  .min(1)
  .max(254)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  .regex(/^[^\s\u0000-\u001f\u007f]+$/, 'an e-mail address')

/** POST traveler/select (spec: body e-mail). */
export const ZSelectTravelerRequestSchema = z.object({ email }).strict()
export type TSelectTravelerRequest = z.infer<typeof ZSelectTravelerRequestSchema>

/** POST guest/select: the guest's e-mail, or their id as the users pages list it. */
export const ZSelectGuestRequestSchema = z.union([
  z.object({ email }).strict(),
  z.object({ guestId: z.uuid() }).strict(),
])
export type TSelectGuestRequest = z.infer<typeof ZSelectGuestRequestSchema>

/** Select and unselect answer who the session now acts for (as currentIdentity does). */
export const ZActingForResponseSchema = z.object({
  mode: z.enum(['self', 'other']),
  traveler: z.object({ id: z.string(), email: z.string(), accountName: z.string() }).nullable(),
})
export type TActingForResponse = z.infer<typeof ZActingForResponseSchema>

export const ZArrangerSchema = z.object({
  id: z.string(),
  email: z.string(),
  accountName: z.string(),
})
export type TArranger = z.infer<typeof ZArrangerSchema>

export const ZArrangerSettingsSchema = z.object({
  allowsArrangers: z.boolean(),
  arrangers: z.array(ZArrangerSchema),
})
export type TArrangerSettings = z.infer<typeof ZArrangerSettingsSchema>

export const ZArrangerSettingsRequestSchema = z
  .object({
    allowsArrangers: z.boolean(),
    arrangerEmails: z.array(email).max(BOOK_ON_BEHALF_LIMITS.arrangersMax),
  })
  .strict()
export type TArrangerSettingsRequest = z.infer<typeof ZArrangerSettingsRequestSchema>

export const ZBookRequestCreateSchema = z
  .object({
    eventId: z.uuid(),
    note: z
      .string()
      .max(BOOK_ON_BEHALF_LIMITS.noteMaxLength)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL cannot be stored
      .refine((v) => !/\u0000/.test(v), 'no NUL')
      .default(''),
  })
  .strict()
export type TBookRequestCreate = z.infer<typeof ZBookRequestCreateSchema>

export const ZBookRequestDeclineSchema = z
  .object({
    comment: z
      .string()
      .trim()
      .min(1)
      .max(BOOK_ON_BEHALF_LIMITS.commentMaxLength)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL cannot be stored
      .refine((v) => !/\u0000/.test(v), 'no NUL'),
  })
  .strict()
export type TBookRequestDecline = z.infer<typeof ZBookRequestDeclineSchema>

export const ZTravelerParamsSchema = z.object({ userId: z.uuid() }).strict()

export const ZBookRequestParamsSchema = z.object({ id: z.uuid() }).strict()

/** Booking a requested item goes through the company's checkout like any business booking (decision 053). */
export const ZBookRequestBookSchema = z.object({ checkout: ZCheckoutInputSchema.optional() }).strict()
export type TBookRequestBook = z.infer<typeof ZBookRequestBookSchema>

export const ZBookRequestSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'booked', 'declined', 'withdrawn']),
  note: z.string(),
  decisionComment: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  traveler: ZArrangerSchema,
  item: z.object({
    eventId: z.string(),
    title: z.string(),
    vertical: z.string(),
    priceMinor: z.number(),
    currency: z.string(),
    startsAt: z.string(),
    tripName: z.string(),
  }),
})
export type TBookRequest = z.infer<typeof ZBookRequestSchema>

export const ZBookRequestListSchema = z.object({ requests: z.array(ZBookRequestSchema) })
export type TBookRequestList = z.infer<typeof ZBookRequestListSchema>
