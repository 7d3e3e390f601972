import { isSsoErrorCode } from '../../../shared/sso/sso-contract.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'
import { errorMessage, type FormErrorOptions, type FormErrors, formErrors } from '../../i18n/field-errors.ts'

const KNOWN = new Set(['PERMISSION_DENIED', 'NOT_FOUND', 'RATE_LIMITED', 'INVALID_SESSION'])

const codeText = (t: TFunction) => (code: string) =>
  isSsoErrorCode(code) || KNOWN.has(code) ? t(`companySso.errors.${code}`) : null

/** A refusal of the SSO settings calls in the page's words. */
export function ssoSettingsError(t: TFunction, error: unknown): string {
  return errorMessage(t, error, t('companySso.errors.generic'), codeText(t))
}

/** The settings form's refusal: a sentence beside each field the server named, and the form's line. */
export function ssoFormErrors(
  t: TFunction,
  error: unknown,
  options: Pick<FormErrorOptions, 'fields' | 'labels'>,
): FormErrors {
  return formErrors(t, error, { ...options, fallback: t('companySso.errors.generic'), codeText: codeText(t) })
}
