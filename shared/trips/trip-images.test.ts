import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ANY_DESTINATION,
  DESTINATIONS,
  destinationKeyOf,
  isImageSize,
  isSeason,
  SEASONS,
  seasonalImageUrl,
  seasonOf,
} from './trip-images.ts'

describe('seasonal images', () => {
  it.each([
    ['Seoul', 'seoul'],
    ['  new   YORK ', 'new-york'],
    ['new-york', 'new-york'],
    ['Atlantis', ANY_DESTINATION],
    ['', ANY_DESTINATION],
    [null, ANY_DESTINATION],
  ])('match a trip destination by name or key, else draw anywhere: %j → %s', (destination, key) => {
    expect(destinationKeyOf(destination)).toBe(key)
  })

  it('have url-safe, unique keys', () => {
    const keys = DESTINATIONS.map((d) => d.key)
    expect(new Set(keys).size).toBe(keys.length)
    for (const key of keys) expect(key).toMatch(/^[a-z]+(-[a-z]+)*$/)
  })

  it.each([
    ['2025-01-15', 'north', 'winter'],
    ['2025-04-01', 'north', 'spring'],
    ['2025-07-01', 'north', 'summer'],
    ['2025-10-01', 'north', 'autumn'],
    ['2025-12-31', 'north', 'winter'],
    ['2025-01-15', 'south', 'summer'],
    ['2025-07-01', 'south', 'winter'],
  ] as const)(
    'tell seasons by month, turned over in the south: %s in the %s → %s',
    (day, hemisphere, season) => {
      expect(seasonOf(day, hemisphere)).toBe(season)
    },
  )

  it('give opposite seasons in the two hemispheres on any day (property)', () => {
    const opposite = { winter: 'summer', summer: 'winter', spring: 'autumn', autumn: 'spring' }
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          expect(opposite[seasonOf(d, 'north')]).toBe(seasonOf(d, 'south'))
        },
      ),
    )
  })

  it('build the route of the three parameters (destination key, season, size)', () => {
    expect(seasonalImageUrl('seoul', '2025-07-01', 'thumb')).toBe(
      '/trips/api/images/seasonal/seoul/summer/thumb',
    )
    expect(seasonalImageUrl('sydney', '2025-07-01', 'card')).toBe(
      '/trips/api/images/seasonal/sydney/winter/card',
    )
    expect(seasonalImageUrl('nowhere', '2025-07-01', 'hero')).toBe(
      '/trips/api/images/seasonal/anywhere/summer/hero',
    )
    expect(SEASONS.every(isSeason)).toBe(true)
    expect(isSeason('monsoon')).toBe(false)
    expect(isImageSize('thumb')).toBe(true)
    expect(isImageSize('toString')).toBe(false)
  })
})
