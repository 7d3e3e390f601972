import { isRealDate } from '../calendar-days.ts'
import type { TFieldReason } from '../field-issues.ts'
import {
  BOOKING_LIMITS,
  BookingErrorCode,
  type TBookingErrorCode,
  type TTravellerKind,
} from './booking-contract.ts'
import { isCountryCode } from './countries.ts'

/*
 * What a booking asks of its travellers (decision 084), without zod: the server enforces these rules and a
 * page may run the same ones beside each field before it sends. Each problem names its code, its field
 * (`travellers.0.passport.expiresOn`) and a reason of the common set (decision 078).
 */

/** One traveller the offer is for, and the ages that entry may have on the day of travel. */
export interface TravellerSlot {
  kind: TTravellerKind
  minAge: number
  /** null: no upper bound but BOOKING_LIMITS.maxAge. */
  maxAge: number | null
}

export interface TravellerRequirements {
  /** One per traveller entry, in order: a flight's adults, then its children, then its infants. */
  slots: readonly TravellerSlot[]
  /** An international flight (an origin country other than a destination's) needs passports. */
  passportRequired: boolean
  /** The local date ages are counted on: departure, check-in or pick-up. */
  travelDate: string
  /** The trip's last local date: a passport must not expire before it. */
  lastDay: string
}

/** A traveller as a request may send one; every field is checked here, whatever its type said. */
export interface TravellerEntry {
  firstName?: string | null | undefined
  lastName?: string | null | undefined
  dateOfBirth?: string | null | undefined
  email?: string | null | undefined
  passport?:
    | {
        number?: string | null | undefined
        issuingCountry?: string | null | undefined
        expiresOn?: string | null | undefined
        nationality?: string | null | undefined
      }
    | null
    | undefined
}

export interface TravellerProblem {
  code: TBookingErrorCode
  field: string
  reason: TFieldReason
  limit?: number
}

/** A traveller as the booking keeps it: names collapsed, the passport's number and codes upper-cased. */
export interface CheckedTraveller {
  kind: TTravellerKind
  firstName: string
  lastName: string
  /** null only for a business traveller taken from the member's profile (no entry sent). */
  dateOfBirth: string | null
  email: string | null
  passport: { number: string; issuingCountry: string; expiresOn: string; nationality: string } | null
}

/** Latin letters as a passport's visual zone prints them, words joined by one space, hyphen or apostrophe. */
const LATIN_NAME = /^[A-Za-z]+(?:[ '-][A-Za-z]+)*$/
/** ICAO 9303: a document number of up to nine letters and digits; passports use at least five. */
const PASSPORT_NUMBER = /^[A-Z0-9]{5,9}$/
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

/** Whitespace collapsed, typographic apostrophes straightened. */
export const normalisedName = (value: string) =>
  value
    .normalize('NFC')
    .replace(/[\u2019\u2018`]/g, "'")
    .trim()
    .replace(/\s+/g, ' ')

/** Whether a name is written as a booking asks (Latin letters, as a passport prints it). */
export const isLatinName = (value: string) => LATIN_NAME.test(normalisedName(value))

export const normalisedPassportNumber = (value: string) => value.replace(/[\s-]/g, '').toUpperCase()

/** Whole years from a date of birth to a day (both yyyy-mm-dd); a 29 February birthday counts on 1 March. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number]
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

function nameProblems(value: unknown, field: string): TravellerProblem[] {
  const code = BookingErrorCode.TRAVELLER_NAME_INVALID
  const name = normalisedName(text(value))
  if (name === '') return [{ code, field, reason: 'required' }]
  if (name.length > BOOKING_LIMITS.nameMaxLength)
    return [{ code, field, reason: 'tooLong', limit: BOOKING_LIMITS.nameMaxLength }]
  return LATIN_NAME.test(name) ? [] : [{ code, field, reason: 'format' }]
}

function birthProblems(
  value: unknown,
  field: string,
  slot: TravellerSlot | undefined,
  req: TravellerRequirements,
  today: string,
): TravellerProblem[] {
  const code = BookingErrorCode.TRAVELLER_BIRTH_DATE_INVALID
  const date = text(value).trim()
  if (date === '') return [{ code, field, reason: 'required' }]
  if (!isRealDate(date)) return [{ code, field, reason: 'date' }]
  if (date >= today || ageOn(date, today) > BOOKING_LIMITS.maxAge) return [{ code, field, reason: 'invalid' }]
  if (!slot) return []
  const age = ageOn(date, req.travelDate)
  if (age < slot.minAge)
    return [{ code: BookingErrorCode.TRAVELLER_TOO_YOUNG, field, reason: 'tooSmall', limit: slot.minAge }]
  if (slot.maxAge !== null && age > slot.maxAge)
    return [{ code: BookingErrorCode.TRAVELLER_TOO_OLD, field, reason: 'tooLarge', limit: slot.maxAge }]
  return []
}

function emailProblems(value: unknown, field: string): TravellerProblem[] {
  const email = text(value).trim()
  if (email === '') return []
  return email.length <= BOOKING_LIMITS.emailMaxLength && EMAIL.test(email)
    ? []
    : [{ code: BookingErrorCode.TRAVELLER_EMAIL_INVALID, field, reason: 'email' }]
}

function passportProblems(
  passport: TravellerEntry['passport'],
  at: string,
  req: TravellerRequirements,
  today: string,
): TravellerProblem[] {
  if (passport === null || passport === undefined)
    return req.passportRequired
      ? [{ code: BookingErrorCode.TRAVELLER_PASSPORT_REQUIRED, field: at, reason: 'required' }]
      : []
  const code = BookingErrorCode.TRAVELLER_PASSPORT_INVALID
  const out: TravellerProblem[] = []
  const number = normalisedPassportNumber(text(passport.number))
  if (number === '') out.push({ code, field: `${at}.number`, reason: 'required' })
  else if (!PASSPORT_NUMBER.test(number)) out.push({ code, field: `${at}.number`, reason: 'format' })
  for (const key of ['issuingCountry', 'nationality'] as const) {
    const country = text(passport[key]).trim().toUpperCase()
    if (country === '') out.push({ code, field: `${at}.${key}`, reason: 'required' })
    else if (!isCountryCode(country)) out.push({ code, field: `${at}.${key}`, reason: 'notAllowed' })
  }
  const expires = text(passport.expiresOn).trim()
  const field = `${at}.expiresOn`
  if (expires === '') out.push({ code, field, reason: 'required' })
  else if (!isRealDate(expires)) out.push({ code, field, reason: 'date' })
  else if (expires < req.lastDay || expires < today)
    out.push({ code: BookingErrorCode.TRAVELLER_PASSPORT_EXPIRES, field, reason: 'invalid' })
  return out
}

/**
 * Everything wrong with the travellers of a booking, in field order; empty when they may book. `today` is
 * the UTC date (a date of birth must be before it). A wrong count is the one problem then.
 */
export function travellerProblems(
  entries: readonly TravellerEntry[],
  req: TravellerRequirements,
  today: string,
): TravellerProblem[] {
  const needed = req.slots.length
  if (entries.length !== needed)
    return [
      {
        code: BookingErrorCode.TRAVELLERS_COUNT,
        field: 'travellers',
        reason: entries.length < needed ? 'tooFew' : 'tooMany',
        limit: needed,
      },
    ]
  return entries.flatMap((entry, i) => {
    const at = `travellers.${i}`
    return [
      ...nameProblems(entry.firstName, `${at}.firstName`),
      ...nameProblems(entry.lastName, `${at}.lastName`),
      ...birthProblems(entry.dateOfBirth, `${at}.dateOfBirth`, req.slots[i], req, today),
      ...emailProblems(entry.email, `${at}.email`),
      ...passportProblems(entry.passport, `${at}.passport`, req, today),
    ]
  })
}

/** The entries as the booking keeps them; only for entries travellerProblems found nothing wrong with. */
export function checkedTravellers(
  entries: readonly TravellerEntry[],
  req: TravellerRequirements,
): CheckedTraveller[] {
  return entries.map((entry, i) => {
    const passport = entry.passport
    const email = text(entry.email).trim()
    return {
      kind: req.slots[i]?.kind ?? 'adult',
      firstName: normalisedName(text(entry.firstName)),
      lastName: normalisedName(text(entry.lastName)),
      dateOfBirth: text(entry.dateOfBirth).trim(),
      email: email === '' ? null : email,
      passport: passport
        ? {
            number: normalisedPassportNumber(text(passport.number)),
            issuingCountry: text(passport.issuingCountry).trim().toUpperCase(),
            expiresOn: text(passport.expiresOn).trim(),
            nationality: text(passport.nationality).trim().toUpperCase(),
          }
        : null,
    }
  })
}

/** A passport number as it may be kept and shown: every character but the last four masked. */
export function maskedPassportNumber(number: string): string {
  return number.length <= 4
    ? '*'.repeat(number.length)
    : `${'*'.repeat(number.length - 4)}${number.slice(-4)}`
}
