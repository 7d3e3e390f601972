import { z } from 'zod'

/**
 * The shared text rule: control characters (C0, DEL and C1) are never part of a one-line field. NUL
 * cannot be stored by PostgreSQL, and escape, bell, CR and LF would forge lines and colours in operators'
 * terminals, logs and mail headers.
 */
export const CONTROL = /\p{Cc}/u

/** Reason a zod issue gives for it (the pages say it in words; this never reaches a visitor). */
export const CONTROL_REFUSED = 'no control characters'

/** A one-line text field: trimmed, `min` to `max` characters, no control character. */
export const oneLineText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((value) => !CONTROL.test(value), CONTROL_REFUSED)
