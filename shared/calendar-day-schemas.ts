import { z } from 'zod'
import { isRealDate } from './calendar-days.ts'

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
export const ZCalendarDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isRealDate, 'not a calendar day')
