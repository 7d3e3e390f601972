import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countrySearchFields, filterByQuery, matchesQuery } from './picker-search.ts'

const option = fc.record({
  text: fc.string({ maxLength: 12 }),
  languageNativeName: fc.string({ maxLength: 12 }),
  countryNativeName: fc.string({ maxLength: 12 }),
})

describe('the pickers’ search', () => {
  it('keeps exactly the items one of whose fields contains the trimmed query, ignoring case, in order', () => {
    fc.assert(
      fc.property(fc.array(option, { maxLength: 20 }), fc.string({ maxLength: 4 }), (items, query) => {
        const found = filterByQuery(items, query, countrySearchFields)
        const q = query.trim().toLowerCase()
        const expected = items.filter((item) =>
          [item.text, item.languageNativeName, item.countryNativeName].some((f) =>
            f.toLowerCase().includes(q),
          ),
        )
        expect(found).toEqual(expected)
      }),
    )
  })

  it('answers the same for any casing of an ASCII query or field', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'abcKOREAkorea '.split('')), maxLength: 12 }),
        fc.string({ unit: fc.constantFrom(...'abcKOREAkorea '.split('')), maxLength: 4 }),
        (field, query) => {
          const expected = matchesQuery([field], query)
          expect(matchesQuery([field.toUpperCase()], query.toLowerCase())).toBe(expected)
          expect(matchesQuery([field.toLowerCase()], query.toUpperCase())).toBe(expected)
        },
      ),
    )
  })

  it('keeps everything for an empty or blank query', () => {
    fc.assert(
      fc.property(fc.array(option, { maxLength: 10 }), fc.constantFrom('', ' ', '\t  '), (items, query) => {
        expect(filterByQuery(items, query, countrySearchFields)).toEqual(items)
      }),
    )
  })

  it('finds Korea by its English name, its native country name or its native language name', () => {
    const korea = { text: 'South Korea', languageNativeName: '한국어', countryNativeName: '대한민국' }
    for (const q of ['KOREA', 'south', '한국', '대한'])
      expect(matchesQuery(countrySearchFields(korea), q)).toBe(true)
    expect(matchesQuery(countrySearchFields(korea), 'japan')).toBe(false)
  })
})
