import { z } from 'zod'
import { ZCalendarDaySchema } from '../calendar-day-schemas.ts'
import { EVENT_LIMITS } from './events-contract.ts'

/** POST events and PUT events/:id: the whole event; the organiser is whoever creates it. */
export const ZEventSaveRequestSchema = z
  .object({
    name: z.string().max(EVENT_LIMITS.nameMaxLength * 2),
    city: z.string().max(EVENT_LIMITS.cityMaxLength * 2),
    startDate: ZCalendarDaySchema,
    endDate: ZCalendarDaySchema,
    description: z.string().max(EVENT_LIMITS.descriptionMaxLength).default(''),
    attendeeIds: z.array(z.uuid()).max(EVENT_LIMITS.attendeesMax).default([]),
  })
  .strict()
export type TEventSaveRequest = z.infer<typeof ZEventSaveRequestSchema>

export const ZEventParamsSchema = z.object({ id: z.uuid() }).strict()

export const ZEventPersonSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
})
export type TEventPerson = z.infer<typeof ZEventPersonSchema>

export const ZEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  description: z.string(),
  /** Null when the organiser's account is gone. */
  organiser: ZEventPersonSchema.nullable(),
  attendees: z.array(ZEventPersonSchema),
  /** Whether the caller may change or delete it (EVENT_EDIT_FOR_ALL, or EVENT_EDIT and organiser). */
  canEdit: z.boolean(),
})
export type TEvent = z.infer<typeof ZEventSchema>

export const ZEventListResponseSchema = z.object({
  events: z.array(ZEventSchema),
  /** Whether the caller may plan a new event. */
  canCreate: z.boolean(),
})
export type TEventListResponse = z.infer<typeof ZEventListResponseSchema>

export const ZEventDeleteResponseSchema = z.object({ deleted: z.literal(true) })
export type TEventDeleteResponse = z.infer<typeof ZEventDeleteResponseSchema>
