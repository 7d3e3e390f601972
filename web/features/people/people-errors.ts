import { isPeopleErrorCode } from '../../../shared/business/people-contract.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'
import { errorMessage, type FormErrors, formErrors } from '../../i18n/field-errors.ts'

const KNOWN = new Set(['PERMISSION_DENIED', 'NOT_FOUND', 'RATE_LIMITED'])

const codeText = (t: TFunction) => (code: string) =>
  isPeopleErrorCode(code) || KNOWN.has(code) ? t(`people.errors.${code}`) : null

/** A refusal of the people calls in the page's words. */
export function peopleError(t: TFunction, error: unknown): string {
  return errorMessage(t, error, t('people.errors.generic'), codeText(t))
}

/** A form's refusal: each of `fields` the server named gets its sentence beside it, and the form a line. */
export function peopleFormErrors(t: TFunction, error: unknown, fields: readonly string[]): FormErrors {
  return formErrors(t, error, { fields, fallback: t('people.errors.generic'), codeText: codeText(t) })
}
