import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CAR_CLASS_ACRISS,
  CarSearchErrorCode,
  carSearchProblem,
  rentalDays,
  type TCarWhere,
  ZCarSearchQuerySchema,
} from './car-search-contract.ts'

const TODAY = '2026-11-30'
const COUNTRIES: Record<string, string> = { SEL: 'KR', PUS: 'KR', TYO: 'JP', PAR: 'FR' }
const countryOf = (code: string) => COUNTRIES[code] ?? null
const seoul: TCarWhere = {
  pickup: 'SEL',
  pickupDate: '2027-01-08',
  pickupTime: '10:00',
  dropoffDate: '2027-01-11',
  dropoffTime: '10:00',
  driverAge: 30,
}
const problem = (over: Partial<TCarWhere>) => carSearchProblem({ ...seoul, ...over }, TODAY, countryOf)

describe('car search rules', () => {
  it('charges every 24 hours begun, at least one day', () => {
    expect(rentalDays(seoul)).toBe(3)
    expect(rentalDays({ ...seoul, dropoffTime: '10:01' })).toBe(4)
    expect(rentalDays({ ...seoul, dropoffTime: '09:59' })).toBe(3)
    expect(rentalDays({ ...seoul, dropoffDate: '2027-01-08', dropoffTime: '12:00' })).toBe(1)
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 * 24 * 40 }), (minutes) => {
        const end = Date.parse('2027-01-08T10:00:00Z') + minutes * 60_000
        const iso = new Date(end).toISOString()
        const days = rentalDays({ ...seoul, dropoffDate: iso.slice(0, 10), dropoffTime: iso.slice(11, 16) })
        expect(days).toBe(Math.ceil(minutes / 1440))
      }),
    )
  })

  it('says the first thing wrong with a rental', () => {
    expect(problem({})).toBeNull()
    expect(problem({ dropoff: 'PUS' })).toBeNull()
    expect(problem({ driverAge: 17 })).toBe(CarSearchErrorCode.DRIVER_AGE)
    expect(problem({ driverAge: 100 })).toBe(CarSearchErrorCode.DRIVER_AGE)
    expect(problem({ pickup: 'QQQ' })).toBe(CarSearchErrorCode.PLACE_UNKNOWN)
    expect(problem({ dropoff: 'QQQ' })).toBe(CarSearchErrorCode.PLACE_UNKNOWN)
    expect(problem({ dropoff: 'TYO' })).toBe(CarSearchErrorCode.ONE_WAY_ABROAD)
    expect(problem({ pickupDate: '2027-02-30' })).toBe(CarSearchErrorCode.DATE_INVALID)
    expect(problem({ dropoffTime: '24:00' })).toBe(CarSearchErrorCode.DATE_INVALID)
    expect(problem({ pickupDate: '2026-11-29' })).toBe(CarSearchErrorCode.DATE_PAST)
    expect(problem({ pickupDate: '2027-11-21', dropoffDate: '2027-11-23' })).toBe(
      CarSearchErrorCode.DATE_TOO_FAR,
    )
    expect(problem({ dropoffDate: '2027-01-08' })).toBe(CarSearchErrorCode.DROPOFF_NOT_AFTER_PICKUP)
    expect(problem({ dropoffDate: '2027-01-08', dropoffTime: '10:00' })).toBe(
      CarSearchErrorCode.DROPOFF_NOT_AFTER_PICKUP,
    )
    expect(problem({ dropoffDate: '2027-02-07' })).toBeNull()
    expect(problem({ dropoffDate: '2027-02-07', dropoffTime: '10:30' })).toBe(
      CarSearchErrorCode.TOO_MANY_DAYS,
    )
  })

  it('reads a query (places, local date-times) into days and times, with defaults, and keeps the ACRISS codes', () => {
    const input = { pickupPlace: 'icn', pickup: '2027-01-08T09:30', dropoff: '2027-01-09T18:00' }
    const q = ZCarSearchQuerySchema.parse(input)
    expect(q).toMatchObject({
      pickup: 'ICN',
      pickupDate: '2027-01-08',
      pickupTime: '09:30',
      dropoffDate: '2027-01-09',
      dropoffTime: '18:00',
      driverAge: 30,
    })
    expect(q.dropoff).toBeUndefined()
    expect(ZCarSearchQuerySchema.safeParse({ ...input, pickup: '2027-01-08T7:00' }).success).toBe(false)
    expect(ZCarSearchQuerySchema.safeParse({ ...input, pickup: '2027-01-08' }).success).toBe(false)
    expect(ZCarSearchQuerySchema.safeParse({ ...input, driverAge: '25.5' }).success).toBe(false)
    expect(ZCarSearchQuerySchema.parse({ ...input, suppliers: 'pd,wf' }).suppliers).toEqual(['PD', 'WF'])
    expect(Object.values(CAR_CLASS_ACRISS)).toEqual(
      expect.arrayContaining(['ECMR', 'CDAR', 'IDAR', 'SFAR', 'FVAR', 'PDAR', 'LDAR']),
    )
    for (const code of Object.values(CAR_CLASS_ACRISS)) expect(code).toMatch(/^[MECISFPL][BCDFV][MA][RDHEN]$/)
  })
})
