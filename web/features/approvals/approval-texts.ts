import { ApprovalErrorCode } from '../../../shared/business/approvals-contract.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'
import { errorMessage, type FormErrors, formErrors } from '../../i18n/field-errors.ts'

const KNOWN = new Set<string>([...Object.values(ApprovalErrorCode), 'PERMISSION_DENIED'])

const approvalCodeText = (t: TFunction) => (code: string) =>
  KNOWN.has(code) ? t(`approvals.errors.${code}`) : null

/** A refusal by its code, never the server's English description; a field's problem in our words. */
export function approvalError(t: TFunction, error: unknown): string {
  return errorMessage(t, error, t('approvals.errors.generic'), approvalCodeText(t))
}

/**
 * A form's refusal: a sentence beside each of `fields` the server named, and the form's line. `codeField`:
 * the field a code of ours is about, when the server names none.
 */
export function approvalFormErrors(
  t: TFunction,
  error: unknown,
  fields: readonly string[],
  codeField?: (code: string) => string | null,
): FormErrors {
  return formErrors(t, error, {
    fields,
    codeField,
    codeText: approvalCodeText(t),
    fallback: t('approvals.errors.generic'),
  })
}

/** Minor units as money in the locale, in the currency's own digits (shared/money). */
export { formatMoney } from '../../../shared/money/format-money.ts'

export function formatDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso))
}

export function formatTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
}
