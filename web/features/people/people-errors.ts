import { isPeopleErrorCode } from '../../../shared/business/people-contract.ts'
import { ApiError } from '../../api/errors.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'

const KNOWN = new Set(['PERMISSION_DENIED', 'VALIDATION_ERROR', 'NOT_FOUND', 'RATE_LIMITED'])

/** A refusal of the people calls in the page's words. */
export function peopleError(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && (isPeopleErrorCode(error.code) || KNOWN.has(error.code)))
    return t(`people.errors.${error.code}`)
  return t('people.errors.generic')
}
