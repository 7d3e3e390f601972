import fieldErrorMessages from 'virtual:fw-messages/section/fieldErrors'
import { ErrorCode } from '../../shared/error-codes.ts'
import { FIELD_REASONS, type TFieldReason } from '../../shared/field-issues.ts'
import { addEnglishMessages, type TFunction } from './create-i18n.ts'

addEnglishMessages(fieldErrorMessages)

/*
 * A refusal in the page's language (decision 078): the server's field, reason and limit become
 * `fieldErrors.<reason>` beside the field; its description (English, and once zod's own words) is
 * never shown.
 */

export interface ShownIssue {
  field?: string
  reason: TFieldReason
  limit?: number
  /** The feature's code when the refusal has one of its own (not the common validation code). */
  code?: string
}

export interface FormErrors {
  /** A sentence per field of the form that the server (or the browser's check) refused. */
  fields: Readonly<Record<string, string>>
  /** The form's own line: what no field shows, or a pointer to the fields that do; none without an error. */
  form: string | null
}

export interface FormErrorOptions {
  /** The fields the form shows, by the names the server uses for them. */
  fields?: readonly string[]
  /** Names for fields the form does not show beside an input but can still name. */
  labels?: Readonly<Record<string, string>>
  /** The feature's sentence for a code, null when it has none. */
  codeText?(code: string): string | null
  /** The feature's own sentence for one problem (a format it can describe), null for the common one. */
  issueText?(issue: ShownIssue): string | null
  /** The field a feature's own code is about (a password the policy refused), when it has one. */
  codeField?(code: string): string | null
  /** The sentence when nothing better is known. */
  fallback: string
}

/** Codes whose meaning is the same on every form; each feature may still say them its own way. */
const COMMON_CODES: ReadonlySet<string> = new Set([
  ErrorCode.RATE_LIMITED,
  ErrorCode.BUSY,
  ErrorCode.SERVICE_UNAVAILABLE,
  ErrorCode.PERMISSION_DENIED,
  ErrorCode.PAYLOAD_TOO_LARGE,
  ErrorCode.INVALID_FORM_TOKEN,
])

function itemsOf(error: unknown): readonly Record<string, unknown>[] {
  if (typeof error !== 'object' || error === null) return []
  const errors = (error as { errors?: unknown }).errors
  return Array.isArray(errors)
    ? errors.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    : []
}

function codeOf(error: unknown): string | null {
  const code = itemsOf(error)[0]?.code
  return typeof code === 'string' ? code : null
}

/** The field problems an answer names; an unknown reason reads as 'invalid'. */
export function fieldIssuesOf(error: unknown): ShownIssue[] {
  return itemsOf(error).flatMap((item) => {
    if (typeof item.reason !== 'string') return []
    const reason = (FIELD_REASONS as readonly string[]).includes(item.reason)
      ? (item.reason as TFieldReason)
      : 'invalid'
    const field = typeof item.field === 'string' && item.field ? item.field : undefined
    const limit = typeof item.limit === 'number' && Number.isFinite(item.limit) ? item.limit : undefined
    const code =
      typeof item.code === 'string' && item.code !== ErrorCode.VALIDATION_ERROR ? item.code : undefined
    return [
      {
        reason,
        ...(field ? { field } : {}),
        ...(limit === undefined ? {} : { limit }),
        ...(code ? { code } : {}),
      },
    ]
  })
}

/** The sentence for one problem, beside its field. */
export function fieldErrorText(t: TFunction, issue: { reason: TFieldReason; limit?: number }): string {
  return t(`fieldErrors.${issue.reason}`, { limit: issue.limit ?? 0 })
}

/** The form field an issue belongs to: its own name, or the list or group it is part of. */
function shownField(field: string | undefined, shown: readonly string[]): string | null {
  if (!field) return null
  if (shown.includes(field)) return field
  const head = field.split('.')[0] ?? ''
  return shown.includes(head) ? head : null
}

/** The feature's sentence for a code, else the common one, else null. */
export function codeErrorText(t: TFunction, code: string | null, codeText?: (code: string) => string | null) {
  if (!code) return null
  const own = codeText?.(code)
  if (own) return own
  return COMMON_CODES.has(code) ? t(`fieldErrors.codes.${code}`) : null
}

/** A record's own value for a key the server chose: never one of Object's (a field named "valueOf"). */
function ownValue(record: Readonly<Record<string, string>> | undefined, key: string): string | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined
}

/**
 * A refusal as the form shows it: a sentence beside each field it names, and the form's line. `error` may
 * be anything a call rejected with; without an errors list the form says the fallback.
 */
export function formErrors(t: TFunction, error: unknown, options: FormErrorOptions): FormErrors {
  if (error === null || error === undefined) return { fields: {}, form: null }
  const shown = options.fields ?? []
  const fields: Record<string, string> = {}
  const elsewhere: string[] = []
  for (const issue of fieldIssuesOf(error)) {
    const name = shownField(issue.field, shown)
    const sentence = options.issueText?.(issue) ?? fieldErrorText(t, issue)
    if (name && !Object.hasOwn(fields, name)) fields[name] = sentence
    else {
      const label = issue.field
        ? (ownValue(options.labels, issue.field) ?? ownValue(options.labels, issue.field.split('.')[0] ?? ''))
        : undefined
      elsewhere.push(
        label ? t('fieldErrors.labelled', { label, message: sentence }) : t('fieldErrors.notShown'),
      )
    }
  }
  if (elsewhere[0]) return { fields, form: elsewhere[0] }
  if (Object.keys(fields).length > 0) return { fields, form: t('fieldErrors.checkFields') }
  const code = codeOf(error)
  const byCode = codeErrorText(t, code, options.codeText)
  const field = code ? shownField(options.codeField?.(code) ?? undefined, shown) : null
  if (byCode && field) return { fields: { [field]: byCode }, form: t('fieldErrors.checkFields') }
  if (byCode) return { fields, form: byCode }
  return {
    fields,
    form: code === ErrorCode.VALIDATION_ERROR ? t('fieldErrors.notShown') : options.fallback,
  }
}

/** One sentence for a refusal where no field can show it (a button's action, a page's load). */
export function errorMessage(
  t: TFunction,
  error: unknown,
  fallback: string,
  codeText?: (code: string) => string | null,
): string {
  return formErrors(t, error, { fallback, codeText }).form ?? fallback
}

/** A feature's catalogue entry for a code, when it has one (t answers the key itself when it does not). */
export function keyedCodeText(t: TFunction, prefix: string): (code: string) => string | null {
  return (code) => {
    const key = `${prefix}.${code}`
    const text = t(key)
    return text === key ? null : text
  }
}
