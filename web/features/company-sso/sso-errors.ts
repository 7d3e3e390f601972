import { isSsoErrorCode } from '../../../shared/sso/sso-contract.ts'
import { ApiError } from '../../api/errors.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'

const KNOWN = new Set([
  'PERMISSION_DENIED',
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'RATE_LIMITED',
  'INVALID_SESSION',
])

/** A refusal of the SSO settings calls in the page's words. */
export function ssoSettingsError(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && (isSsoErrorCode(error.code) || KNOWN.has(error.code)))
    return t(`companySso.errors.${error.code}`)
  return t('companySso.errors.generic')
}
