import { z } from 'zod'

/**
 * The shared text rule (issue 27 item 5): what no free-text field holds. Control characters (C0, DEL and
 * C1: PostgreSQL cannot store NUL, and escape, bell, CR and LF would forge lines and colours in operators'
 * terminals, logs and mail headers), the bidirectional embeddings, overrides and isolates (U+202A-U+202E,
 * U+2066-U+2069: they reorder what a reader sees, "Trojan Source") and the Unicode line and paragraph
 * separators. Everything people write with passes: letters and marks of every script, the zero-width
 * joiner and non-joiner (Persian spelling, emoji sequences), variation selectors and emoji tags, and the
 * left-to-right and right-to-left marks.
 */
export const UNSAFE_TEXT = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u

export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value)
}

/** The same for a field of several lines: line feed, carriage return and tab pass. */
export function isSafeLines(value: string): boolean {
  return isSafeText(value.replace(/[\t\n\r]/g, ''))
}

/**
 * How a refusal for such characters reaches a page: the field reason `characters` (shared/field-issues.ts),
 * which the web says in words; the message is for logs only.
 */
export const UNSAFE_TEXT_REFUSED = {
  message: 'holds a control or direction-changing character',
  params: { reason: 'characters' },
} as const

/** A one-line text field: trimmed, `min` to `max` characters (so whitespace alone is empty), no unsafe character. */
export const oneLineText = (min: number, max: number) =>
  z.string().trim().min(min).max(max).refine(isSafeText, UNSAFE_TEXT_REFUSED)

/** A text of several lines: trimmed, at most `max` characters, line breaks and tabs allowed. */
export const multiLineText = (min: number, max: number) =>
  z.string().trim().min(min).max(max).refine(isSafeLines, UNSAFE_TEXT_REFUSED)
