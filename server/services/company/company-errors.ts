import { CompanySettingsErrorCode as C } from '../../../shared/business/company-settings-contract.ts'
import { HttpError } from '../../http-error.ts'

export const unknownCurrency = (code: string) =>
  new HttpError(400, C.UNKNOWN_CURRENCY, `${code} is not a currency we know.`)

export const limitReached = (what: string, limit: number) =>
  new HttpError(409, C.LIMIT_REACHED, `A company can have at most ${limit} ${what}.`)

export const nameTaken = (what: string) =>
  new HttpError(409, C.NAME_TAKEN, `Your company already has ${what} with this name.`)

/** A unique violation (two requests racing past the name check). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
}
