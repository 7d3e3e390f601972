import { MAX_TRAVELERS_PER_USER, type TTravelerConfig } from '../../../shared/account/account-contract.ts'
import { PASSWORD_RULES } from '../../../shared/auth/auth-contract.ts'
import { ApiError } from '../../api/errors.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'
import { errorMessage, type FormErrors, formErrors } from '../../i18n/field-errors.ts'

/** The dialog was closed without re-authenticating: the action it guarded did not happen. */
export class ReauthCancelledError extends Error {
  override readonly name = 'ReauthCancelledError'
}

export function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null
}

/** The field an auth response names, else the field of the first item the server refused. */
export function errorField(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null
  const field = (error.body as { errorField?: unknown } | null)?.errorField
  if (typeof field === 'string' && field) return field
  return error.errors[0]?.field ?? null
}

/** Codes of the account's own refusals that are about one field. */
const CODE_FIELDS: Readonly<Record<string, string>> = {
  TRAVELER_AGE_OUT_OF_RANGE: 'dateOfBirth',
  TRAVELER_GENDER_NOT_ALLOWED: 'gender',
}

function accountCodeText(t: TFunction, config?: TTravelerConfig) {
  return (code: string): string | null => {
    const key = `account.errors.${code}`
    const text = t(key, {
      min: code.startsWith('PASSWORD') ? PASSWORD_RULES.minLength : (config?.age.min ?? 0),
      max: code.startsWith('PASSWORD')
        ? PASSWORD_RULES.maxLength
        : code === 'TOO_MANY_TRAVELERS'
          ? MAX_TRAVELERS_PER_USER
          : (config?.age.max ?? 0),
    })
    return text === key ? null : text
  }
}

/** The words for a refusal: our translation of its code when we have one, else a generic line. */
export function errorText(t: TFunction, error: unknown, config?: TTravelerConfig): string {
  return errorMessage(t, error, t('account.errors.generic'), accountCodeText(t, config))
}

/** A form's refusal: a sentence beside each of `fields` the server named, and the form's line. */
export function accountFormErrors(
  t: TFunction,
  error: unknown,
  fields: readonly string[],
  config?: TTravelerConfig,
): FormErrors {
  return formErrors(t, error, {
    fields,
    fallback: t('account.errors.generic'),
    codeText: accountCodeText(t, config),
    codeField: (code) => CODE_FIELDS[code] ?? errorField(error),
  })
}
