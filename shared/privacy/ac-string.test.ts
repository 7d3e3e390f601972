import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseAcString, serialiseAcString } from './ac-string.ts'

const ATPS = [89, 1097, 2072]
const idList = fc.uniqueArray(fc.integer({ min: 1, max: 999_999 }), { maxLength: 30 })
const subsetOf = (ids: number[]) => fc.subarray(ids)

describe('Google Additional Consent string', () => {
  it('round-trips: what is serialised parses back to the consented and the disclosed-but-not-consented ids', () => {
    fc.assert(
      fc.property(
        idList.chain((shown) => fc.tuple(fc.constant(shown), subsetOf(shown))),
        ([shown, consented]) => {
          const text = serialiseAcString(shown, consented)
          const parsed = parseAcString(text)
          expect(parsed).not.toBeNull()
          expect(parsed?.version).toBe(2)
          expect(parsed?.consented).toEqual([...consented].sort((a, b) => a - b))
          expect(parsed?.disclosed).toEqual(
            shown.filter((id) => !consented.includes(id)).sort((a, b) => a - b),
          )
          expect(
            serialiseAcString(
              [...(parsed?.consented ?? []), ...(parsed?.disclosed ?? [])],
              parsed?.consented ?? [],
            ),
          ).toBe(text)
        },
      ),
    )
  })

  it('never puts an id in both lists, and refuses a string that does', () => {
    fc.assert(
      fc.property(idList, idList, (shown, consented) => {
        const parsed = parseAcString(serialiseAcString(shown, consented))
        const both = parsed?.consented.filter((id) => parsed.disclosed.includes(id)) ?? []
        expect(both).toEqual([])
      }),
    )
    expect(parseAcString('2~1.2~dv.2.3')).toBeNull()
  })

  it('carries only our configured ATP ids, whatever the visitor sent', () => {
    fc.assert(
      fc.property(idList, (consented) => {
        const parsed = parseAcString(serialiseAcString(ATPS, consented))
        for (const id of [...(parsed?.consented ?? []), ...(parsed?.disclosed ?? [])])
          expect(ATPS).toContain(id)
        expect([...(parsed?.consented ?? []), ...(parsed?.disclosed ?? [])].sort((a, b) => a - b)).toEqual(
          ATPS,
        )
      }),
    )
  })

  it('is 2~~dv.<all shown> while the dialog shows, and after a reject-all the consented list is empty', () => {
    expect(serialiseAcString(ATPS, [])).toBe('2~~dv.89.1097.2072')
    expect(parseAcString('2~~dv.89.1097.2072')).toEqual({ version: 2, consented: [], disclosed: ATPS })
    expect(serialiseAcString(ATPS, ATPS)).toBe('2~89.1097.2072~dv.')
    expect(serialiseAcString(ATPS, [1097])).toBe('2~1097~dv.89.2072')
  })

  it('still reads version 1 strings (consented only), and refuses anything malformed', () => {
    expect(parseAcString('1~1.35.41')).toEqual({ version: 1, consented: [1, 35, 41], disclosed: [] })
    expect(parseAcString('1~')).toEqual({ version: 1, consented: [], disclosed: [] })
    for (const bad of [
      '',
      '2',
      '2~1.2',
      '3~1~dv.2',
      '2~1..2~dv.',
      '2~a~dv.',
      '2~1~2',
      '2~01~dv.',
      '1~1~dv.2',
    ])
      expect(parseAcString(bad)).toBeNull()
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseAcString(text)
        if (parsed) expect(parseAcString(text)).toEqual(parsed)
      }),
    )
  })
})
