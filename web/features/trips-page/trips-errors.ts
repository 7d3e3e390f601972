import { isTripsErrorCode } from '../../../shared/trips/trips-contract.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'
import { errorMessage, type FormErrors, formErrors } from '../../i18n/field-errors.ts'

const KNOWN = new Set(['RATE_LIMITED'])

const codeText = (t: TFunction) => (code: string) =>
  isTripsErrorCode(code) || KNOWN.has(code) ? t(`tripsPage.errors.${code}`) : null

/** A refusal of the trips calls in the page's words. */
export function tripsError(t: TFunction, error: unknown): string {
  return errorMessage(t, error, t('tripsPage.errors.generic'), codeText(t))
}

/** A form's refusal: a sentence beside each of `fields` the server named, and the form's line. */
export function tripsFormErrors(t: TFunction, error: unknown, fields: readonly string[]): FormErrors {
  return formErrors(t, error, { fields, fallback: t('tripsPage.errors.generic'), codeText: codeText(t) })
}
