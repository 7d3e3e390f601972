import { ApprovalErrorCode } from '../../../shared/business/approvals-contract.ts'
import { ApiError } from '../../api/errors.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'

const KNOWN = new Set<string>([...Object.values(ApprovalErrorCode), 'PERMISSION_DENIED', 'VALIDATION_ERROR'])

/** A refusal by its code, never the server's English description. */
export function approvalError(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && KNOWN.has(error.code)) return t(`approvals.errors.${error.code}`)
  return t('approvals.errors.generic')
}

/** Minor units as money in the locale, in the currency's own digits (shared/money). */
export { formatMoney } from '../../../shared/money/format-money.ts'

export function formatDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso))
}

export function formatTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
}
