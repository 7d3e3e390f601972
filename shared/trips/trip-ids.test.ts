import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  INVALID_FULL_TRIP_ID,
  isFullTripId,
  joinFullTripId,
  OWNER_ID_LENGTH,
  ownerIdOf,
  splitFullTripId,
  TRIP_ID_ALPHABET,
  TRIP_ID_LENGTH,
  tripIdOf,
} from './trip-ids.ts'

const part = (length: number) =>
  fc.string({ unit: fc.constantFrom(...TRIP_ID_ALPHABET), minLength: length, maxLength: length })

describe('full trip ids', () => {
  it('read the first 6 characters as the trip and the rest as the owner', () => {
    expect(tripIdOf('abc234defghjkmnp')).toBe('abc234')
    expect(ownerIdOf('abc234defghjkmnp')).toBe('defghjkmnp')
    expect(splitFullTripId('abc234x')).toEqual({ tripId: 'abc234', ownerId: 'x' })
  })

  it("fail with the spec's message when the id is empty", () => {
    for (const empty of ['', null, undefined]) {
      expect(() => tripIdOf(empty)).toThrow(INVALID_FULL_TRIP_ID)
      expect(() => ownerIdOf(empty)).toThrow(INVALID_FULL_TRIP_ID)
      expect(() => splitFullTripId(empty)).toThrow(INVALID_FULL_TRIP_ID)
    }
    expect(INVALID_FULL_TRIP_ID).toBe('Invalid full trip id passed.')
  })

  it('split what join made, for every pair of parts (property)', () => {
    fc.assert(
      fc.property(part(TRIP_ID_LENGTH), part(OWNER_ID_LENGTH), (tripId, ownerId) => {
        const full = joinFullTripId(tripId, ownerId)
        expect(splitFullTripId(full)).toEqual({ tripId, ownerId })
        expect(isFullTripId(full)).toBe(true)
      }),
    )
  })

  it('join what split read, for any non-empty string (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (full) => {
        const { tripId, ownerId } = splitFullTripId(full)
        expect(tripId + ownerId).toBe(full)
        expect(tripId.length).toBe(Math.min(TRIP_ID_LENGTH, full.length))
      }),
    )
  })

  it('accept only the exact shape the server issues', () => {
    expect(isFullTripId('abc234defghjkmnp')).toBe(true)
    for (const bad of [
      'abc234defghjkmn',
      'abc234defghjkmnpq',
      'ABC234defghjkmnp',
      'abc234defghjkmn0',
      'abc23 defghjkmnp',
      '',
      7,
      null,
    ]) {
      expect(isFullTripId(bad), String(bad)).toBe(false)
    }
    expect(() => joinFullTripId('abc', 'defghjkmnp')).toThrow(INVALID_FULL_TRIP_ID)
    expect(() => joinFullTripId('abc234', '')).toThrow(INVALID_FULL_TRIP_ID)
  })
})
