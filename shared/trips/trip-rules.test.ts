import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  dedupeTripName,
  isFullyCancelled,
  normalizeTripName,
  splitNameSuffix,
  type TTripEventCounts,
  tripNameKey,
} from './trip-rules.ts'

const counts = (
  numSavedEvents: number,
  numCartEvents: number,
  numBookedEvents: number,
  numCancelledEvents: number,
) => ({
  numSavedEvents,
  numCartEvents,
  numBookedEvents,
  numCancelledEvents,
})

describe('fully cancelled', () => {
  it('holds when nothing is saved or in the cart and every booking is cancelled', () => {
    expect(isFullyCancelled(counts(0, 0, 1, 1))).toBe(true)
    expect(isFullyCancelled(counts(0, 0, 3, 3))).toBe(true)
  })

  it('does not hold with a live booking, a saved or cart event, or no booking at all', () => {
    expect(isFullyCancelled(counts(0, 0, 2, 1))).toBe(false)
    expect(isFullyCancelled(counts(1, 0, 1, 1))).toBe(false)
    expect(isFullyCancelled(counts(0, 1, 1, 1))).toBe(false)
    expect(isFullyCancelled(counts(0, 0, 0, 0))).toBe(false)
  })

  it('needs all four counts present', () => {
    expect(isFullyCancelled({ numSavedEvents: 0, numCartEvents: 0, numBookedEvents: 1 })).toBe(false)
    expect(isFullyCancelled({ numCartEvents: 0, numBookedEvents: 1, numCancelledEvents: 1 })).toBe(false)
    expect(isFullyCancelled({ ...counts(0, 0, 1, 1), numSavedEvents: undefined })).toBe(false)
    expect(isFullyCancelled({ ...counts(0, 0, 1, 1), numSavedEvents: '0' })).toBe(false)
    expect(isFullyCancelled(null)).toBe(false)
    expect(isFullyCancelled(undefined)).toBe(false)
  })

  it('is exactly the rule of spec section 4 for any counts (property)', () => {
    const n = fc.nat({ max: 5 })
    fc.assert(
      fc.property(n, n, n, n, (s, c, b, x) => {
        const value: TTripEventCounts = counts(s, c, b, x)
        expect(isFullyCancelled(value)).toBe(s === 0 && c === 0 && b > 0 && b === x)
      }),
      { numRuns: 2000 },
    )
  })

  it('agrees with the events it counts: all bookings cancelled, nothing else (property)', () => {
    const state = fc.constantFrom('saved', 'inCart', 'booked', 'cancelled')
    fc.assert(
      fc.property(fc.array(state, { maxLength: 8 }), (states) => {
        const of = (s: string) => states.filter((x) => x === s).length
        const value = counts(of('saved'), of('inCart'), of('booked') + of('cancelled'), of('cancelled'))
        const expected = states.length > 0 && states.every((s) => s === 'cancelled')
        expect(isFullyCancelled(value)).toBe(expected)
      }),
    )
  })
})

describe('trip name de-duplication', () => {
  it('keeps a name nobody uses', () => {
    expect(dedupeTripName('Paris', [])).toBe('Paris')
    expect(dedupeTripName('  Paris   in  spring ', ['Rome'])).toBe('Paris in spring')
  })

  it('names the first duplicate "base name 1" and later ones the highest suffix plus 1', () => {
    expect(dedupeTripName('Paris', ['Paris'])).toBe('Paris 1')
    expect(dedupeTripName('Paris', ['Paris', 'Paris 1'])).toBe('Paris 2')
    expect(dedupeTripName('Paris', ['Paris', 'Paris 1', 'Paris 5'])).toBe('Paris 6')
    expect(dedupeTripName('Paris 1', ['Paris', 'Paris 1'])).toBe('Paris 2')
    // A suffix without its bare base is still the highest of that base.
    expect(dedupeTripName('Paris 3', ['Paris 3'])).toBe('Paris 4')
    expect(dedupeTripName('Paris 2', ['Paris 3'])).toBe('Paris 2')
  })

  it('compares names whatever their case, width and spacing', () => {
    expect(dedupeTripName('paris', ['PARIS'])).toBe('paris 1')
    expect(dedupeTripName('Ｐａｒｉｓ', ['Paris'])).toBe('Paris 1')
    expect(dedupeTripName('Paris', [' paris ', 'PARIS  2'])).toBe('Paris 3')
  })

  it('ignores other bases and numbers that are not suffixes', () => {
    expect(dedupeTripName('Paris', ['Paris', 'Parisian 9', 'Paris9', 'Rome 4'])).toBe('Paris 1')
    expect(dedupeTripName('2024', ['2024'])).toBe('2024 1')
    expect(dedupeTripName('Paris', ['Paris', 'Paris 99999999999999999999'])).toBe(
      'Paris 100000000000000000000',
    )
  })

  it('always answers a name not yet taken, of the same base (property)', () => {
    const word = fc.constantFrom(
      'Paris',
      'paris',
      'Seoul',
      'Trip',
      'Trip 2',
      'Paris 1',
      'PARIS 3',
      'Tokyo 10',
    )
    fc.assert(
      fc.property(word, fc.array(word, { maxLength: 12 }), (wanted, existing) => {
        const name = dedupeTripName(wanted, existing)
        const keys = new Set(existing.map(tripNameKey))
        expect(keys.has(tripNameKey(name))).toBe(false)
        if (!keys.has(tripNameKey(wanted))) expect(name).toBe(normalizeTripName(wanted))
        else
          expect(tripNameKey(splitNameSuffix(name).base)).toBe(
            tripNameKey(splitNameSuffix(normalizeTripName(wanted)).base),
          )
      }),
      { numRuns: 2000 },
    )
  })

  it('gives n copies of one name n different names: base, base 1, ..., base n-1 (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 12 }), (raw, n) => {
        const wanted = normalizeTripName(raw)
        fc.pre(wanted !== '' && splitNameSuffix(wanted).suffix === null)
        const names: string[] = []
        for (let i = 0; i < n; i += 1) names.push(dedupeTripName(wanted, names))
        expect(names).toEqual([wanted, ...Array.from({ length: n - 1 }, (_, i) => `${wanted} ${i + 1}`)])
      }),
    )
  })
})

describe('de-duplicating a long name', () => {
  it('keeps the numbered name within the limit, cutting whole characters of the base', () => {
    const long = 'a'.repeat(100)
    expect(dedupeTripName(long, [long])).toBe(`${'a'.repeat(98)} 1`)
    const takenToo = [long, `${'a'.repeat(98)} 1`]
    expect(dedupeTripName(long, takenToo)).toBe(`${'a'.repeat(98)} 2`)
    // An emoji is never split in two.
    const emoji = `${'b'.repeat(97)}😀`
    const out = dedupeTripName(emoji, [emoji])
    expect(out.length).toBeLessThanOrEqual(100)
    expect(out).toBe(`${'b'.repeat(97)} 1`)
    for (let n = 1; n <= 12; n++) {
      const taken = [long, ...Array.from({ length: n }, (_, i) => `${'a'.repeat(98)} ${i + 1}`)]
      expect(dedupeTripName(long, taken).length).toBeLessThanOrEqual(100)
    }
  })
})
