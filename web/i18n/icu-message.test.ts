import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatIcu } from './icu-message.ts'

describe('ICU message subset', () => {
  it('fills simple arguments', () => {
    expect(formatIcu('© {year} {brand}', { year: 2026, brand: 'Fernway' }, 'en')).toBe('© 2026 Fernway')
    expect(formatIcu('{missing}!', {}, 'en')).toBe('!')
  })

  it('chooses plural forms by the locale rules, with exact matches first and #', () => {
    const msg = '{count, plural, =0 {No saved items} one {# saved item} other {# saved items}}'
    expect(formatIcu(msg, { count: 0 }, 'en')).toBe('No saved items')
    expect(formatIcu(msg, { count: 1 }, 'en')).toBe('1 saved item')
    expect(formatIcu(msg, { count: 1200 }, 'en')).toBe('1,200 saved items')
    // Korean has only "other".
    expect(formatIcu('{count, plural, other {저장 #개}}', { count: 1 }, 'ko')).toBe('저장 1개')
  })

  it('supports select, nesting and quoting', () => {
    const msg =
      "{mode, select, business {Business {n, plural, one {# trip} other {# trips}}} other {Personal}} '{'x'}'"
    expect(formatIcu(msg, { mode: 'business', n: 2 }, 'en')).toBe('Business 2 trips {x}')
    expect(formatIcu(msg, { mode: 'x', n: 2 }, 'en')).toBe('Personal {x}')
    expect(formatIcu("It''s", {}, 'en')).toBe("It's")
  })

  it('leaves text without arguments unchanged', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/[{}'#]/.test(s)),
        (text) => {
          expect(formatIcu(text, {}, 'en')).toBe(text)
        },
      ),
    )
  })

  it('chooses one or other for every English count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => {
        const out = formatIcu('{n, plural, one {one} other {other}}', { n }, 'en')
        expect(out).toBe(n === 1 ? 'one' : 'other')
      }),
    )
  })
})
