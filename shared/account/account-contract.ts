/*
 * Paths, error codes and rules of the account page (spec sections 2, 3, 5 and 7), without zod so that
 * web code can use them without carrying a schema library.
 */

import { isoDay } from '../calendar-days.ts'
import { codes, type TCodeOf } from '../code-table.ts'
import { TRAVELER_AGE } from '../constants.ts'

export const ACCOUNT_API = {
  /** Spec section 7; every call but DELETE carries ?knownTravelerNumberApiVersion=v2. */
  travelers: '/i/api/account/traveler/v1/',
  preferredTraveler: '/i/api/account/traveler/v1/preferred',
  profile: '/i/api/account/profile/v1',
  email: '/i/api/account/email/v1',
  emailConfirm: '/i/api/account/email/v1/confirm',
  sessions: '/i/api/account/sessions/v1',
  endOtherSessions: '/i/api/account/sessions/v1/endOthers',
} as const

export const KNOWN_TRAVELER_NUMBER_API_VERSION = 'v2'
export const TRAVELER_QUERY = { knownTravelerNumberApiVersion: KNOWN_TRAVELER_NUMBER_API_VERSION } as const

/** The account page and the query and fragment its links carry (spec section 2). */
export const ACCOUNT_PAGE = {
  path: '/profile/account',
  addEmailParam: 'addEmail',
  confirmEmailParam: 'confirmEmail',
  tokenFragment: 'token',
} as const

/** A change of e-mail or password needs a password proven this recently in the session (ASVS 7.5.1). */
export const REAUTH_WINDOW_MS = 10 * 60 * 1000
export const EMAIL_CHANGE_LINK_TTL_MS = 24 * 60 * 60 * 1000
export const MAX_TRAVELERS_PER_USER = 50

export const AccountErrorCode = codes(
  'TRAVELER_AGE_OUT_OF_RANGE',
  'TRAVELER_GENDER_NOT_ALLOWED',
  'TOO_MANY_TRAVELERS',
  'SAME_EMAIL',
  'EMAIL_TAKEN',
  'CURRENT_SESSION',
)
export type TAccountErrorCode = TCodeOf<typeof AccountErrorCode>

/** Traveller configuration (spec section 5): age bounds and the gender values offered. */
export interface TTravelerConfig {
  age: { min: number; max: number }
  genders: readonly string[]
}
export const DEFAULT_TRAVELER_CONFIG: TTravelerConfig = {
  age: { min: TRAVELER_AGE.min, max: TRAVELER_AGE.max },
  genders: ['M', 'F'],
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Year, month and day of a real calendar date written yyyy-mm-dd; null for anything else. */
export function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(text)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null
  return { year, month, day }
}

/** Whole years from a birth date to `today` (yyyy-mm-dd both); null when either is not a date. */
export function ageOn(dateOfBirth: string, today: string): number | null {
  const born = parseIsoDate(dateOfBirth)
  const now = parseIsoDate(today)
  if (!born || !now) return null
  const hadBirthday = now.month > born.month || (now.month === born.month && now.day >= born.day)
  return now.year - born.year - (hadBirthday ? 0 : 1)
}

/** The date `years` before `day`; 29 February falls back to the 28th in a common year. */
function yearsBefore(day: { year: number; month: number; day: number }, years: number): Date {
  const year = day.year - years
  const lastDay = new Date(Date.UTC(year, day.month, 0)).getUTCDate()
  return new Date(Date.UTC(year, day.month - 1, Math.min(day.day, lastDay)))
}

/** The earliest and latest birth dates a traveller may have on `today`, for date inputs' min and max. */
export function birthDateBounds(today: string, config: TTravelerConfig = DEFAULT_TRAVELER_CONFIG) {
  const now = parseIsoDate(today)
  if (!now) throw new Error(`not a date: ${today}`)
  // Aged at most max: born after the day that is (max + 1) years back.
  const tooOld = yearsBefore(now, config.age.max + 1)
  tooOld.setUTCDate(tooOld.getUTCDate() + 1)
  return { earliest: isoDay(tooOld), latest: isoDay(yearsBefore(now, config.age.min)) }
}

export function travelerAgeAllowed(
  dateOfBirth: string,
  today: string,
  config: TTravelerConfig = DEFAULT_TRAVELER_CONFIG,
): boolean {
  const age = ageOn(dateOfBirth, today)
  return age !== null && age >= config.age.min && age <= config.age.max
}
