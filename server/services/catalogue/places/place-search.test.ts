import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normalise } from './place-search.ts'
import { placeIndex } from './places.service.ts'

const index = placeIndex()
const codes = (query: string, limit = 8) => index.search(query, limit).map((p) => `${p.kind}:${p.code}`)

describe('place suggestions', () => {
  it('offers a city with all its airports first, then its airports ("par")', () => {
    expect(codes('par').slice(0, 4)).toEqual(['city:PAR', 'airport:CDG', 'airport:ORY', 'airport:BVA'])
    expect(codes('Paris').slice(0, 4)).toEqual(['city:PAR', 'airport:CDG', 'airport:ORY', 'airport:BVA'])
  })

  it('puts a code typed exactly first, in any case', () => {
    expect(codes('CDG')[0]).toBe('airport:CDG')
    expect(codes('icn')[0]).toBe('airport:ICN')
    expect(codes('lon')[0]).toBe('city:LON')
    // BER is a code and the start of many names (Bergen, Berbera): the code wins.
    expect(codes('ber')[0]).toBe('airport:BER')
  })

  it('ignores accents and case, and matches the start of any word', () => {
    expect(codes('sao paulo')[0]).toBe('city:SAO')
    expect(codes('SÃO')[0]).toBe('city:SAO')
    expect(codes('new y')[0]).toBe('city:NYC')
    expect(codes('gimpo')).toContain('airport:GMP')
    expect(codes('york new')[0]).toBe('city:NYC')
  })

  it('matches Hangul on the Korean names', () => {
    expect(codes('서울').slice(0, 3)).toEqual(['city:SEL', 'airport:ICN', 'airport:GMP'])
    expect(codes('도쿄')[0]).toBe('city:TYO')
    expect(codes('제주')[0]).toBe('airport:CJU')
    expect(codes('인천')[0]).toBe('airport:ICN')
    // The first syllable alone already finds the city.
    expect(codes('오사')[0]).toBe('city:OSA')
  })

  it('finds a one-airport city by its city code', () => {
    const bucharest = index.byCode('BUH')
    expect(bucharest).toMatchObject({ kind: 'airport', code: 'OTP', cityName: 'Bucharest' })
  })

  it('answers any text with at most the limit, no place twice, never throwing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.integer({ min: 1, max: 20 }), (q, n) => {
        const found = index.search(q, n)
        expect(found.length).toBeLessThanOrEqual(n)
        expect(new Set(found).size).toBe(found.length)
        if (!normalise(q)) expect(found).toEqual([])
      }),
    )
  })

  it('finds every curated city by its code, first', () => {
    for (const city of index.all().filter((p) => p.kind === 'city')) {
      expect(index.search(city.code, 3)[0], city.code).toBe(city)
    }
  })
})

describe('the city a code stands for', () => {
  it('is a city itself, or the city an airport serves', () => {
    expect(index.cityOf('TYO')?.code).toBe('TYO')
    expect(index.cityOf('NRT')?.code).toBe('TYO')
    expect(index.cityOf('ICN')?.code).toBe('SEL')
    // A city of one airport is that airport.
    expect(index.cityOf('SIN')?.cityName).toBe('Singapore')
    expect(index.cityOf('QQQ')).toBeNull()
  })
})
