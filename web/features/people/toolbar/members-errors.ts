import { ApiError } from '../../../api/errors.ts'
import type { TFunction } from '../../../i18n/create-i18n.ts'

const KNOWN = new Set([
  'INVITATION_NOT_FOUND',
  'INVITATION_EXPIRED',
  'INVITATION_EMAIL_MISMATCH',
  'ALREADY_IN_A_COMPANY',
  'EMAIL_NOT_CONFIRMED',
  'ROLE_NOT_FOUND',
  'ROLE_NOT_ALLOWED',
  'GUEST_ONLY_OUTSIDE_DOMAINS',
  'GUEST_END_REQUIRED',
  'GUEST_END_INVALID',
  'SPONSOR_INVALID',
  'MEMBER_NOT_FOUND',
  'NOT_A_GUEST',
  'CANNOT_CHANGE_SELF',
  'LAST_ADMIN',
  'IMPORT_TOO_LARGE',
  'IMPORT_NO_HEADER',
  'IMPORT_NO_EMAIL_COLUMN',
  'PERMISSION_DENIED',
  'VALIDATION_ERROR',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'INVALID_SESSION',
])

/** A refusal of the people calls in the page's words; anything unexpected is the generic text. */
export function membersError(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && KNOWN.has(error.code)) return t(`members.errors.${error.code}`)
  return t('members.errors.generic')
}

/** An ISO time as a date in the page's locale. */
export function shortDate(iso: string, locale: string): string {
  return new Date(iso).toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' })
}

/** yyyy-mm-dd `days` from now, for date inputs. */
export function dateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}
