import { z } from 'zod'

/**
 * Query fields every search API reads the same way (flights, stays, trains): a place code in any case,
 * a date's shape (whether it exists and is in reach is the search's problem, so the answer can say
 * which), and a comma-separated list of filter values.
 */
export const placeCode = z
  .string()
  .regex(/^[A-Za-z]{3}$/)
  .transform((c) => c.toUpperCase())

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const commaList = <T extends z.ZodType<unknown, string>>(
  item: T,
  limits: { maxLength: number; maxItems: number },
) =>
  z
    .string()
    .max(limits.maxLength)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(item).max(limits.maxItems))
