/**
 * Car rental search's rules without zod (issue 25 item 2, decision 083): the path, classes, sorts,
 * limits, error codes and what is wrong with a search. The search box and the results page load these;
 * the schemas stay in the contract.
 */

import { addIsoDays, dayStartMs, isRealDate } from '../calendar-days.ts'
import type { TCodeOf } from '../code-table.ts'

export const CAR_SEARCH_API_PATH = '/i/api/catalogue/v1/cars/search'

export const CAR_SORTS = ['recommended', 'cheapest', 'rating', 'largest'] as const
export type TCarSort = (typeof CAR_SORTS)[number]

/** Car classes, smallest first; the page names each in the visitor's language. */
export const CAR_CLASSES = [
  'mini',
  'economy',
  'compact',
  'intermediate',
  'standard',
  'fullsize',
  'suv',
  'premium',
  'luxury',
  'van',
] as const
export type TCarClass = (typeof CAR_CLASSES)[number]

/**
 * Each class's ACRISS code as its usual car is coded: category, type, transmission, fuel and air
 * conditioning. An offer's own code keeps the first two letters and says its car's last two (M manual
 * or A automatic; R petrol, D diesel, H hybrid or E electric with air conditioning, N without).
 */
export const CAR_CLASS_ACRISS: Readonly<Record<TCarClass, string>> = {
  mini: 'MBMR',
  economy: 'ECMR',
  compact: 'CDAR',
  intermediate: 'IDAR',
  standard: 'SDAR',
  fullsize: 'FDAR',
  suv: 'SFAR',
  premium: 'PDAR',
  luxury: 'LDAR',
  van: 'FVAR',
}

export const CAR_TRANSMISSIONS = ['automatic', 'manual'] as const
export type TCarTransmission = (typeof CAR_TRANSMISSIONS)[number]
export const CAR_FUELS = ['petrol', 'diesel', 'hybrid', 'electric'] as const
export type TCarFuel = (typeof CAR_FUELS)[number]
/** Full to full, return as found, or a full tank bought at pick-up and returned empty. */
export const CAR_FUEL_POLICIES = ['fullToFull', 'sameToSame', 'prepaidFull'] as const
export type TCarFuelPolicy = (typeof CAR_FUEL_POLICIES)[number]
/** At an airport's desk, or at an office in town. */
export const CAR_PICKUP_KINDS = ['airport', 'town'] as const
export type TCarPickupKind = (typeof CAR_PICKUP_KINDS)[number]
/** The seat counts the seats facet counts "at least" of. */
export const CAR_SEAT_STEPS = [4, 5, 7] as const

export const CAR_SEARCH_LIMITS = {
  minDriverAge: 18,
  maxDriverAge: 99,
  /** Drivers under this age pay a young driver's fee and cannot take the largest and dearest classes. */
  youngDriverAge: 25,
  defaultDriverAge: 30,
  maxDays: 30,
  daysAhead: 355,
  defaultLimit: 20,
  maxLimit: 100,
} as const

export const CarSearchErrorCode = {
  SEARCH_INVALID: 'CAR_SEARCH_INVALID',
  PLACE_UNKNOWN: 'CAR_PLACE_UNKNOWN',
  ONE_WAY_ABROAD: 'CAR_ONE_WAY_ABROAD',
  DATE_INVALID: 'CAR_DATE_INVALID',
  DATE_PAST: 'CAR_DATE_PAST',
  DATE_TOO_FAR: 'CAR_DATE_TOO_FAR',
  DROPOFF_NOT_AFTER_PICKUP: 'CAR_DROPOFF_NOT_AFTER_PICKUP',
  TOO_MANY_DAYS: 'CAR_TOO_MANY_DAYS',
  DRIVER_AGE: 'CAR_DRIVER_AGE',
} as const
export type TCarSearchErrorCode = TCodeOf<typeof CarSearchErrorCode>

/** A rental: where and when the car is picked up and dropped off (the same place when none), and the driver's age. */
export interface TCarWhere {
  pickup: string
  dropoff?: string | undefined
  pickupDate: string
  /** Local time, HH:MM. */
  pickupTime: string
  dropoffDate: string
  dropoffTime: string
  driverAge: number
}

/** Why a search has no cars though it is a good search: no road joins the pick-up and the drop-off (an island). */
export const CAR_NO_ROAD = 'noRoad'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** The minute of the day of a local time (HH:MM). */
export const minuteOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** Minutes from pick-up to drop-off, local time to local time. */
export const rentalMinutes = (q: Omit<TCarWhere, 'pickup' | 'driverAge'>) =>
  (dayStartMs(q.dropoffDate) - dayStartMs(q.pickupDate)) / 60_000 +
  minuteOfDay(q.dropoffTime) -
  minuteOfDay(q.pickupTime)

/** Days charged: every 24 hours begun from pick-up to drop-off (local times), at least one. */
export const rentalDays = (q: Omit<TCarWhere, 'pickup' | 'driverAge'>) =>
  Math.max(1, Math.ceil(rentalMinutes(q) / 1440))

/**
 * What is wrong with a car search, the first problem only, or null: the results page and the search
 * box name it in words. `today` is an ISO date; `countryOf(code)` is a place code's country, or null
 * when no such place is known. A different drop-off must be in the pick-up's country.
 */
export function carSearchProblem(
  q: TCarWhere,
  today: string,
  countryOf: (code: string) => string | null,
): TCarSearchErrorCode | null {
  if (
    !Number.isInteger(q.driverAge) ||
    q.driverAge < CAR_SEARCH_LIMITS.minDriverAge ||
    q.driverAge > CAR_SEARCH_LIMITS.maxDriverAge
  )
    return CarSearchErrorCode.DRIVER_AGE
  const from = countryOf(q.pickup)
  const to = q.dropoff === undefined ? from : countryOf(q.dropoff)
  if (from === null || to === null) return CarSearchErrorCode.PLACE_UNKNOWN
  if (from !== to) return CarSearchErrorCode.ONE_WAY_ABROAD
  if (!isRealDate(q.pickupDate) || !isRealDate(q.dropoffDate)) return CarSearchErrorCode.DATE_INVALID
  if (!TIME.test(q.pickupTime) || !TIME.test(q.dropoffTime)) return CarSearchErrorCode.DATE_INVALID
  if (q.pickupDate < today) return CarSearchErrorCode.DATE_PAST
  const last = addIsoDays(today, CAR_SEARCH_LIMITS.daysAhead)
  if (q.pickupDate > last) return CarSearchErrorCode.DATE_TOO_FAR
  if (rentalMinutes(q) <= 0) return CarSearchErrorCode.DROPOFF_NOT_AFTER_PICKUP
  if (rentalDays(q) > CAR_SEARCH_LIMITS.maxDays) return CarSearchErrorCode.TOO_MANY_DAYS
  return null
}
