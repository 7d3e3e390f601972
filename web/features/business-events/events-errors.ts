import { EventErrorCode } from '../../../shared/business/events-contract.ts'
import { ErrorCode } from '../../../shared/error-codes.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'
import { errorMessage } from '../../i18n/field-errors.ts'

const KNOWN_ERRORS = new Set<string>([...Object.values(EventErrorCode), ErrorCode.PERMISSION_DENIED])

/** The events feature's sentence for a code, when it has one. */
export const eventsCodeText = (t: TFunction) => (code: string) =>
  KNOWN_ERRORS.has(code) ? t(`bizPages.events.errors.${code}`) : null

/** One sentence for a refusal no field shows (loading the list, deleting an event). */
export function eventsError(t: TFunction, error: unknown): string {
  return errorMessage(t, error, t('bizPages.events.errors.generic'), eventsCodeText(t))
}
