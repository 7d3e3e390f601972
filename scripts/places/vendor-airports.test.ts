import { describe, expect, it } from 'vitest'
import { countryCodeOf } from './openflights-countries.ts'
import { airportRows } from './vendor-airports.cli.ts'

const airport = (over: Record<string, unknown>) => ({
  name: 'X Airport',
  city: 'X',
  country: 'France',
  iata: 'XXA',
  latitude: 48,
  longitude: 2,
  tz: 'Europe/Paris',
  ...over,
})

describe('vendoring OpenFlights airports', () => {
  it('names countries by ISO code, today’s codes only, OpenFlights’ own spellings too', () => {
    expect(countryCodeOf('Germany')).toBe('DE')
    expect(countryCodeOf('South Korea')).toBe('KR')
    expect(countryCodeOf('Burma')).toBe('MM')
    expect(countryCodeOf('Congo (Kinshasa)')).toBe('CD')
    expect(countryCodeOf('Atlantis')).toBeNull()
  })

  it('keeps airports with an IATA code once, sorted, and fills a missing zone from the nearest one', () => {
    const { rows, skipped } = airportRows([
      airport({ iata: 'ZZB', name: 'Near', latitude: 48.1, tz: '\\N' }),
      airport({ iata: 'AAA', name: 'Zoned' }),
      airport({ iata: 'AAA', name: 'Twice' }),
      airport({ iata: null, name: 'No code' }),
      airport({ iata: 'QQQ', country: 'Atlantis' }),
      airport({ iata: 'FAR', country: 'Chile', latitude: -33, longitude: -70, tz: null }),
    ])
    expect(rows).toEqual([
      ['AAA', 'Zoned', 'X', 'FR', 48, 2, 'Europe/Paris'],
      ['ZZB', 'Near', 'X', 'FR', 48.1, 2, 'Europe/Paris'],
    ])
    expect(skipped).toEqual(['QQQ (Atlantis)', 'FAR (Chile)'])
  })
})
