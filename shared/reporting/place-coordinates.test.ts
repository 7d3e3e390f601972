import { describe, expect, it } from 'vitest'
import { ANY_DESTINATION, DESTINATIONS } from '../trips/trip-images.ts'
import { PLACE_COORDINATES, placeOfEvent } from './place-coordinates.ts'

describe("the catalogue places' coordinates", () => {
  it('has every catalogue place, on the globe', () => {
    const places = DESTINATIONS.map((d) => d.key).filter((k) => k !== ANY_DESTINATION)
    expect(Object.keys(PLACE_COORDINATES).sort()).toEqual([...places].sort())
    for (const [lat, lon] of Object.values(PLACE_COORDINATES)) {
      expect(Math.abs(lat)).toBeLessThanOrEqual(90)
      expect(Math.abs(lon)).toBeLessThanOrEqual(180)
    }
  })

  it("finds a journey's destination and a stay's place in the offer id, else in the trip", () => {
    expect(placeOfEvent('flight', 'v1:flight:seoul:tokyo:2026-12-01:0', '')?.name).toBe('Tokyo')
    expect(placeOfEvent('train', 'v1:train:paris:london:2026-12-01:2', 'Rome')?.key).toBe('london')
    expect(placeOfEvent('hotel', 'v1:hotel:new-york:2026-12-01:2026-12-03:1', '')).toEqual({
      key: 'new-york',
      name: 'New York',
      latitude: 40.71,
      longitude: -74.01,
    })
    expect(placeOfEvent('car', 'some-other-offer', ' cape town ')?.key).toBe('cape-town')
    expect(placeOfEvent('car', 'v1:car:atlantis:2026-12-01:2026-12-03:0', 'Nowhere')).toBeNull()
  })
})
