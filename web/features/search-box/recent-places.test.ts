import { describe, expect, it } from 'vitest'
import type { TPlace } from '../../../shared/catalogue/places-contract.ts'
import { MemoryStorage } from '../../testing/api/fake-browser.ts'
import {
  parseRecentPlaces,
  RECENT_PLACES_KEY,
  RECENT_PLACES_MAX,
  readRecentPlaces,
  rememberPlace,
} from './recent-places.ts'

const place = (code: string, kind: TPlace['kind'] = 'airport'): TPlace => ({
  code,
  kind,
  name: `Place ${code}`,
  cityName: 'Somewhere',
  countryCode: 'FR',
})

const blocked = {
  getItem(): string | null {
    throw new DOMException('blocked', 'SecurityError')
  },
  setItem(): void {
    throw new DOMException('blocked', 'SecurityError')
  },
}

describe('recent places', () => {
  it('keeps the last five chosen under one key, latest first, each once', () => {
    const storage = new MemoryStorage()
    for (const code of ['AAA', 'BBB', 'CCC', 'DDD', 'EEE', 'FFF', 'BBB']) rememberPlace(place(code), storage)
    expect(readRecentPlaces(storage).map((p) => p.code)).toEqual(['BBB', 'FFF', 'EEE', 'DDD', 'CCC'])
    expect(RECENT_PLACES_MAX).toBe(5)
    expect([...storage.items.keys()]).toEqual([RECENT_PLACES_KEY])
  })

  it('tells a city from the airport of the same code', () => {
    const storage = new MemoryStorage()
    rememberPlace(place('SIN', 'city'), storage)
    rememberPlace(place('SIN', 'airport'), storage)
    expect(readRecentPlaces(storage).map((p) => p.kind)).toEqual(['airport', 'city'])
  })

  it('stores only a place’s fields', () => {
    const storage = new MemoryStorage()
    rememberPlace({ ...place('CDG'), extra: 'x' } as TPlace, storage)
    expect(JSON.parse(storage.getItem(RECENT_PLACES_KEY) ?? '')).toEqual([place('CDG')])
  })

  it('is empty, and never throws, where storage is blocked', () => {
    expect(readRecentPlaces(blocked)).toEqual([])
    expect(() => rememberPlace(place('CDG'), blocked)).not.toThrow()
  })

  it('reads nothing unreadable', () => {
    expect(parseRecentPlaces(null)).toEqual([])
    expect(parseRecentPlaces('{')).toEqual([])
    expect(parseRecentPlaces('{"code":"CDG"}')).toEqual([])
    expect(
      parseRecentPlaces(JSON.stringify([place('CDG'), { code: 'x' }, 7, { ...place('ORY'), name: '' }])),
    ).toEqual([place('CDG')])
  })
})
