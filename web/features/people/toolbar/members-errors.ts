import { MembersErrorCode } from '../../../../shared/business/members-contract.ts'
import { DAY_MS, isoDay } from '../../../../shared/calendar-days.ts'
import { ErrorCode } from '../../../../shared/error-codes.ts'
import type { TFunction } from '../../../i18n/create-i18n.ts'
import {
  errorMessage,
  type FormErrorOptions,
  type FormErrors,
  formErrors,
} from '../../../i18n/field-errors.ts'

// Every code the people calls answer has a sentence: the members contract's own and the platform's few.
const KNOWN = new Set<string>([
  ...Object.values(MembersErrorCode),
  ErrorCode.PERMISSION_DENIED,
  ErrorCode.RATE_LIMITED,
  ErrorCode.PAYLOAD_TOO_LARGE,
  ErrorCode.INVALID_SESSION,
])

const codeText = (t: TFunction) => (code: string) => (KNOWN.has(code) ? t(`members.errors.${code}`) : null)

/** A refusal of the people calls in the page's words; anything unexpected is the generic text. */
export function membersError(t: TFunction, error: unknown): string {
  return errorMessage(t, error, t('members.errors.generic'), codeText(t))
}

/** A form's refusal: each field's sentence beside it (`fields`, by the server's names), and the form's line. */
export function membersFormErrors(
  t: TFunction,
  error: unknown,
  options: Pick<FormErrorOptions, 'fields' | 'issueText' | 'codeField'>,
): FormErrors {
  return formErrors(t, error, { ...options, fallback: t('members.errors.generic'), codeText: codeText(t) })
}

/** An ISO time as a date in the page's locale. */
export function shortDate(iso: string, locale: string): string {
  return new Date(iso).toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' })
}

/** yyyy-mm-dd `days` from now, for date inputs. */
export function dateInDays(days: number): string {
  return isoDay(Date.now() + days * DAY_MS)
}
