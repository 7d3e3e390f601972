import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { withParticle } from '../../shared/i18n/korean-particles.ts'
import { formatIcu, setParticleChooser } from './icu-message.ts'

// As loading the Korean messages does (create-i18n.ts).
setParticleChooser(withParticle)

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

  it('gives a Korean particle the form that the value before it asks for', () => {
    const msg = '{from, particle, 에서} {to, particle, 으로} 가는 항공편'
    expect(formatIcu(msg, { from: '서울', to: '도쿄' }, 'ko')).toBe('서울에서 도쿄로 가는 항공편')
    expect(formatIcu(msg, { from: '도쿄', to: '부산' }, 'ko')).toBe('도쿄에서 부산으로 가는 항공편')
    expect(formatIcu(msg, { from: 'Busan', to: 'Seoul' }, 'ko')).toBe('Busan에서 Seoul로 가는 항공편')
    expect(formatIcu('{a, particle, 과} {b, particle,과}', { a: '파리', b: '런던' }, 'ko')).toBe(
      '파리와 런던과',
    )
    expect(formatIcu('{a,particle,를} {b, particle, 을}', { a: 'London', b: 'Paris' }, 'ko')).toBe(
      'London을 Paris를',
    )
    expect(formatIcu('{code, particle, 로}', { code: 'JFK' }, 'ko')).toBe('JFK로')
    expect(formatIcu('{n, particle, 이}', { n: 3 }, 'ko')).toBe('3이')
    expect(formatIcu('{x, particle, 을}', { x: '🌸' }, 'ko')).toBe('🌸을(를)')
    expect(formatIcu('{x, particle, 을}!', {}, 'ko')).toBe('을(를)!')
  })

  it('puts particles inside plural and select', () => {
    const msg =
      '{to, particle, 으로} 가는 {count, plural, =0 {항공편이 없습니다} other {항공편 #개: {from, particle, 과} {to, particle, 을} 잇는 노선}}'
    expect(formatIcu(msg, { to: '서울', from: '런던', count: 0 }, 'ko')).toBe('서울로 가는 항공편이 없습니다')
    expect(formatIcu(msg, { to: '서울', from: '런던', count: 1200 }, 'ko')).toBe(
      '서울로 가는 항공편 1,200개: 런던과 서울을 잇는 노선',
    )
    expect(formatIcu(msg, { to: 'Tokyo', from: 'Paris', count: 2 }, 'ko')).toBe(
      'Tokyo로 가는 항공편 2개: Paris와 Tokyo를 잇는 노선',
    )
    const trip = '{kind, select, round {{city, particle, 이나} 근처} other {{city, particle, 만}}}'
    expect(formatIcu(trip, { kind: 'round', city: '부산' }, 'ko')).toBe('부산이나 근처')
    expect(formatIcu(trip, { kind: 'round', city: 'Tokyo' }, 'ko')).toBe('Tokyo나 근처')
    expect(formatIcu(trip, { kind: 'x', city: '서울' }, 'ko')).toBe('서울만')
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
