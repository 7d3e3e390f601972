import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeConsentCookie, encodeConsentCookie, type TConsentCookie } from './consent-cookie.ts'
import { OPTIONAL_CATEGORIES } from './privacy-contract.ts'

const version = fc.stringMatching(/^[A-Za-z0-9._-]{1,40}$/)
const cookie: fc.Arbitrary<TConsentCookie> = fc
  .record({
    subjectId: fc.uuid({ version: 4 }),
    categories: fc.option(
      fc.subarray([...OPTIONAL_CATEGORIES]).map((c) => ['strictlyNecessary' as const, ...c]),
    ),
    categoriesAt: fc.integer({ min: 1, max: 4_000_000_000 }),
    allowDataSharing: fc.option(fc.boolean()),
    gpc: fc.boolean(),
    acks: fc.record({ twoParty: version, dataTransfer: version }, { requiredKeys: [] }),
  })
  .map((c) => ({ ...c, categoriesAt: c.categories ? c.categoriesAt : null }))

describe('the consent cookie', () => {
  it('reads back exactly what was written, and stays small', () => {
    fc.assert(
      fc.property(cookie, (value) => {
        const raw = encodeConsentCookie(value)
        expect(raw.length).toBeLessThan(400)
        expect(raw).toMatch(/^v1\.[A-Za-z0-9_-]+$/)
        const back = decodeConsentCookie(raw)
        expect(back).not.toBeNull()
        expect(back?.subjectId).toBe(value.subjectId)
        expect(new Set(back?.categories ?? [])).toEqual(new Set(value.categories ?? []))
        expect(back?.categories === null).toBe(value.categories === null)
        expect(back?.categoriesAt).toBe(value.categoriesAt)
        expect(back?.allowDataSharing).toBe(value.allowDataSharing)
        expect(back?.gpc).toBe(value.gpc)
        expect(back?.acks).toEqual(value.acks)
        expect(back?.account).toBe(value.account)
      }),
    )
  })

  it('always keeps strictly necessary in a choice, even one of nothing optional', () => {
    const raw = encodeConsentCookie({
      subjectId: '6f9619ff-8b86-4011-b42d-00c04fc964ff',
      categories: [],
      categoriesAt: 1,
      allowDataSharing: null,
      gpc: false,
      acks: {},
    })
    expect(decodeConsentCookie(raw)?.categories).toEqual(['strictlyNecessary'])
  })

  it('reads anything malformed or forged as no cookie at all, never as consent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 700 }), (raw) => {
        const back = decodeConsentCookie(raw)
        if (back) expect(encodeConsentCookie(back).startsWith('v1.')).toBe(true)
      }),
    )
    const forged = `v1.${btoa(JSON.stringify({ s: 'not-a-uuid', c: 'fan' }))}`
    expect(decodeConsentCookie(forged)).toBeNull()
    const badLetters = `v1.${btoa(JSON.stringify({ s: '6f9619ff-8b86-4011-b42d-00c04fc964ff', c: 'fz' }))}`
    expect(decodeConsentCookie(badLetters)).toBeNull()
    expect(decodeConsentCookie(undefined)).toBeNull()
    expect(decodeConsentCookie(`v1.${'A'.repeat(700)}`)).toBeNull()
  })
})
