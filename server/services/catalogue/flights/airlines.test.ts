import { describe, expect, it } from 'vitest'
import { AIRLINES, ALLIANCES, airlineName, allianceName } from './airlines.ts'

describe('the airlines’ names', () => {
  it('has a Korean name for every airline and alliance, in Hangul', () => {
    for (const airline of AIRLINES) {
      expect(airlineName(airline.code, 'ko-KR'), airline.code).toMatch(/^[\uAC00-\uD7A3 ]+$/)
      expect(airlineName(airline.code, 'en-US')).toBe(airline.name)
    }
    for (const code of Object.keys(ALLIANCES))
      expect(allianceName(code, 'ko-KR')).toMatch(/^[\uAC00-\uD7A3 ]+$/)
  })

  it('names an unknown code by the code', () => {
    expect(airlineName('ZZ', 'ko-KR')).toBe('ZZ')
  })
})
