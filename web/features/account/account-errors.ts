import { MAX_TRAVELERS_PER_USER, type TTravelerConfig } from '../../../shared/account/account-contract.ts'
import { PASSWORD_RULES } from '../../../shared/auth/auth-contract.ts'
import { ApiError } from '../../api/errors.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'
import { errorMessage } from '../../i18n/field-errors.ts'

/** The dialog was closed without re-authenticating: the action it guarded did not happen. */
export class ReauthCancelledError extends Error {
  override readonly name = 'ReauthCancelledError'
}

export function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null
}

/** The form field a refusal is about: an auth response's errorField, or the "field: reason" prefix. */
export function errorField(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null
  const field = (error.body as { errorField?: unknown } | null)?.errorField
  if (typeof field === 'string' && field) return field
  const prefix = /^([A-Za-z]+): /.exec(error.errors[0]?.description ?? '')
  return prefix?.[1] ?? null
}

/**
 * The words for a refusal: our translation of its code when we have one, else the server's own reason
 * (English), else a generic line.
 */
export function errorText(t: TFunction, error: unknown, config?: TTravelerConfig): string {
  const code = errorCode(error)
  if (code) {
    const key = `account.errors.${code}`
    const text = t(key, {
      min: code.startsWith('PASSWORD') ? PASSWORD_RULES.minLength : (config?.age.min ?? 0),
      max: code.startsWith('PASSWORD')
        ? PASSWORD_RULES.maxLength
        : code === 'TOO_MANY_TRAVELERS'
          ? MAX_TRAVELERS_PER_USER
          : (config?.age.max ?? 0),
    })
    if (text !== key) return text
  }
  return errorMessage(t, error, t('account.errors.generic'))
}
