import { isTripsErrorCode } from '../../../shared/trips/trips-contract.ts'
import { ApiError } from '../../api/errors.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'

const KNOWN = new Set(['VALIDATION_ERROR', 'RATE_LIMITED'])

/** A refusal of the trips calls in the page's words. */
export function tripsError(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && (isTripsErrorCode(error.code) || KNOWN.has(error.code)))
    return t(`tripsPage.errors.${error.code}`)
  return t('tripsPage.errors.generic')
}
