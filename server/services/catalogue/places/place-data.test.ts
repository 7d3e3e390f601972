import { describe, expect, it } from 'vitest'
import { loadPlaces } from './place-data.ts'

const places = loadPlaces()
const cities = places.filter((p) => p.kind === 'city' || p.rank !== null)
const HANGUL = /[\uac00-\ud7a3]/

describe('the places of search (content/places)', () => {
  it('holds thousands of airports, each with a valid IANA time zone and an ISO country', () => {
    const airports = places.filter((p) => p.kind === 'airport')
    expect(airports.length).toBeGreaterThan(5000)
    const regions = new Intl.DisplayNames('en', { type: 'region' })
    for (const zone of new Set(places.map((p) => p.timeZone)))
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone }), zone).not.toThrow()
    for (const country of new Set(places.map((p) => p.countryCode)))
      expect(regions.of(country), country).not.toBe(country)
    for (const p of places) {
      expect(Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180, p.code).toBe(true)
    }
  })

  it('names at least the 300 busiest cities and their airports in Korean', () => {
    const ranked = new Set(cities.map((p) => p.cityCode))
    expect(ranked.size).toBeGreaterThanOrEqual(300)
    for (const p of cities) {
      expect(p.nameKo, p.code).toMatch(HANGUL)
      expect(p.cityNameKo, p.code).toMatch(HANGUL)
    }
  })

  it('groups a city’s airports under its metropolitan code', () => {
    const city = (code: string) => places.find((p) => p.kind === 'city' && p.code === code)
    expect(city('PAR')?.airports).toEqual(['CDG', 'ORY', 'BVA'])
    expect(city('SEL')?.airports).toEqual(['ICN', 'GMP'])
    expect(city('TYO')?.airports).toEqual(expect.arrayContaining(['HND', 'NRT']))
    expect(city('NYC')?.airports).toEqual(expect.arrayContaining(['JFK', 'EWR', 'LGA']))
    const cdg = places.find((p) => p.kind === 'airport' && p.code === 'CDG')
    expect(cdg).toMatchObject({
      cityCode: 'PAR',
      cityName: 'Paris',
      cityNameKo: '파리',
      timeZone: 'Europe/Paris',
    })
  })

  it('has one place per code and kind, and every airport of a city in its country’s zones', () => {
    const keys = places.map((p) => `${p.kind} ${p.code}`)
    expect(new Set(keys).size).toBe(keys.length)
    for (const city of places.filter((p) => p.kind === 'city')) {
      const members = places.filter((p) => p.kind === 'airport' && p.cityCode === city.code)
      expect(members.map((m) => m.code).sort(), city.code).toEqual([...city.airports].sort())
    }
  })

  it('leaves out what a curated city does not list (Berlin’s closed airports)', () => {
    const berlin = places.filter((p) => p.cityName === 'Berlin' && p.countryCode === 'DE')
    expect(berlin.map((p) => p.code)).toEqual(['BER'])
  })
})
