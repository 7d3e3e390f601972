import { z } from 'zod'

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
export const ZCalendarDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
  }, 'not a calendar day')
