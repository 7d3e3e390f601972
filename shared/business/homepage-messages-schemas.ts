import { z } from 'zod'
import { ZCalendarDaySchema } from '../calendar-day-schemas.ts'
import { HOMEPAGE_MESSAGE_LIMITS as LIMITS } from './homepage-messages-contract.ts'

/** Homepage messages' request/response pairs (decision 057). */

export const ZHomepageMessageSaveSchema = z
  .object({
    title: z.string().max(LIMITS.titleMaxLength * 2),
    body: z.string().max(LIMITS.bodyMaxLength * 2),
    audience: z.enum(['everyone', 'groups']),
    groupIds: z.array(z.uuid()).max(50).default([]),
    startsOn: ZCalendarDaySchema,
    endsOn: ZCalendarDaySchema.nullable().default(null),
  })
  .strict()
export type THomepageMessageSaveRequest = z.input<typeof ZHomepageMessageSaveSchema>

export const ZHomepageMessageParamsSchema = z.object({ id: z.uuid() }).strict()

export const ZHomepageMessageSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  audience: z.enum(['everyone', 'groups']),
  groupIds: z.array(z.string()),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
})
export type THomepageMessage = z.infer<typeof ZHomepageMessageSchema>

export const ZHomepageMessageListResponseSchema = z.object({
  messages: z.array(ZHomepageMessageSchema),
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
})
export type THomepageMessageListResponse = z.infer<typeof ZHomepageMessageListResponseSchema>

/** What the home page shows: title and body only. */
export const ZCurrentHomepageMessagesSchema = z.object({
  messages: z.array(z.object({ id: z.string(), title: z.string(), body: z.string() })),
})
export type TCurrentHomepageMessages = z.infer<typeof ZCurrentHomepageMessagesSchema>

export const ZHomepageMessageDeleteResponseSchema = z.object({ deleted: z.literal(true) })
