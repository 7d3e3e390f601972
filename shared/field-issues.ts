import type { z } from 'zod'

/*
 * What is wrong with one field of a request, in a closed set of reasons the web translates
 * (`fieldErrors.<reason>`), so that no validator's own wording reaches a page (decision 078).
 * Only a type is taken from zod: the browser imports the reasons without the library.
 */

/** The reasons whose sentence names a number (characters, items or a bound). */
const LIMITS = [
  'tooLong',
  'tooShort',
  'exactLength',
  'tooMany',
  'tooFew',
  'tooLarge',
  'tooSmall',
  'mustBeBelow',
  'mustExceed',
] as const

export const FIELD_REASONS = [
  'required',
  ...LIMITS,
  'number',
  'email',
  'url',
  'date',
  'format',
  /** An invisible control or direction-changing character (shared/text-rules.ts). */
  'characters',
  'notAllowed',
  'invalid',
] as const
export type TFieldReason = (typeof FIELD_REASONS)[number]

export const LIMIT_REASONS: ReadonlySet<TFieldReason> = new Set(LIMITS)

export interface FieldIssue {
  /** The field's path, dots between parts; none when the request as a whole is wrong. */
  field?: string
  reason: TFieldReason
  limit?: number
}

/** A validation answer names at most this many problems: enough for any form, bounded for any body. */
export const MAX_FIELD_ISSUES = 20

export function isFieldReason(value: unknown): value is TFieldReason {
  return typeof value === 'string' && (FIELD_REASONS as readonly string[]).includes(value)
}

type Issue = z.core.$ZodIssue

const FORMATS: Readonly<Record<string, TFieldReason>> = {
  email: 'email',
  url: 'url',
  date: 'date',
  datetime: 'date',
}

/** One issue of a ZodError per problem, unknown keys one each; at most MAX_FIELD_ISSUES. */
export function fieldIssues(issues: readonly Issue[]): FieldIssue[] {
  const out: FieldIssue[] = []
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out.push(at([...issue.path, key], { reason: 'notAllowed' }))
    } else {
      out.push(at(issue.path, reasonOf(issue)))
    }
    if (out.length >= MAX_FIELD_ISSUES) break
  }
  return out.slice(0, MAX_FIELD_ISSUES)
}

/** A path is the sender's keys: bounded so that an answer stays small. */
const MAX_FIELD_LENGTH = 100

function at(path: readonly PropertyKey[], problem: Omit<FieldIssue, 'field'>): FieldIssue {
  const field = path
    .map((part) => String(part))
    .join('.')
    .slice(0, MAX_FIELD_LENGTH)
  return field ? { field, ...problem } : problem
}

function reasonOf(issue: Issue): Omit<FieldIssue, 'field'> {
  switch (issue.code) {
    case 'invalid_type':
      // zod drops the input from its issues; its own wording is the only sign of a missing value.
      if (issue.expected === 'nonoptional' || /received (undefined|null)$/.test(issue.message))
        return { reason: 'required' }
      return {
        reason: issue.expected === 'number' || issue.expected === 'int' ? 'number' : 'invalid',
      }
    case 'too_big':
      return bound(issue.origin, issue.maximum, issue.inclusive !== false, issue.exact === true, 'max')
    case 'too_small':
      return bound(issue.origin, issue.minimum, issue.inclusive !== false, issue.exact === true, 'min')
    case 'invalid_format':
      return { reason: FORMATS[issue.format] ?? 'format' }
    case 'invalid_value':
      return { reason: 'notAllowed' }
    case 'invalid_union': {
      // A missing value fails every branch as missing.
      const missing =
        issue.errors.length > 0 &&
        issue.errors.every((branch) =>
          branch.some((inner) => inner.path.length === 0 && reasonOf(inner).reason === 'required'),
        )
      return { reason: missing ? 'required' : 'invalid' }
    }
    case 'custom': {
      const asked: unknown = issue.params?.reason
      return isFieldReason(asked) ? { reason: asked } : { reason: 'invalid' }
    }
    default:
      return { reason: 'invalid' }
  }
}

function bound(
  origin: string,
  value: number | bigint,
  inclusive: boolean,
  exact: boolean,
  side: 'min' | 'max',
): Omit<FieldIssue, 'field'> {
  const n = Number(value)
  if (!Number.isFinite(n)) return { reason: 'invalid' }
  if (origin === 'string' || origin === 'array' || origin === 'set') {
    const count = inclusive ? n : side === 'max' ? n - 1 : n + 1
    if (origin === 'string') {
      if (exact) return { reason: 'exactLength', limit: count }
      if (side === 'min') return count <= 1 ? { reason: 'required' } : { reason: 'tooShort', limit: count }
      return { reason: 'tooLong', limit: count }
    }
    if (side === 'min' && count <= 1) return { reason: 'required' }
    return { reason: side === 'max' ? 'tooMany' : 'tooFew', limit: count }
  }
  if (origin === 'number' || origin === 'int' || origin === 'bigint') {
    if (inclusive) return { reason: side === 'max' ? 'tooLarge' : 'tooSmall', limit: n }
    return { reason: side === 'max' ? 'mustBeBelow' : 'mustExceed', limit: n }
  }
  if (origin === 'date') return { reason: 'date' }
  return { reason: 'invalid' }
}

const ENGLISH: Readonly<Record<TFieldReason, (limit: number | undefined) => string>> = {
  required: () => 'is required.',
  tooLong: (n) => `is too long: at most ${n} characters.`,
  tooShort: (n) => `is too short: at least ${n} characters.`,
  exactLength: (n) => `must have exactly ${n} characters.`,
  tooMany: (n) => `has too many entries: at most ${n}.`,
  tooFew: (n) => `has too few entries: at least ${n}.`,
  tooLarge: (n) => `is too large: at most ${n}.`,
  tooSmall: (n) => `is too small: at least ${n}.`,
  mustBeBelow: (n) => `must be less than ${n}.`,
  mustExceed: (n) => `must be more than ${n}.`,
  number: () => 'must be a number.',
  email: () => 'is not a valid e-mail address.',
  url: () => 'is not a valid web address.',
  date: () => 'is not a valid date (YYYY-MM-DD).',
  format: () => 'is not in the expected form.',
  characters: () => 'holds a control or text-direction character.',
  notAllowed: () => 'is not one of the accepted values.',
  invalid: () => 'is not valid.',
}

/** A plain English sentence for API clients; the web shows its own translation instead. */
export function describeFieldIssue(issue: FieldIssue): string {
  const subject = issue.field ? `The field "${issue.field}"` : 'The request'
  return `${subject} ${ENGLISH[issue.reason](issue.limit)}`
}
