import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { containsPan, luhnValid } from './pan-detection.ts'

/** A Luhn-valid number of the given length: random digits and the check digit that completes them. */
const pan = fc.integer({ min: 12, max: 19 }).chain((length) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length - 1, maxLength: length - 1 }).map((digits) => {
    const body = digits.join('')
    const check = [...Array(10).keys()].find((d) => luhnValid(`${body}${d}`))
    return `${body}${check}`
  }),
)
const noDigits = fc.string({ maxLength: 20 }).map((s) => s.replace(/[0-9]/g, 'x'))

describe('card number detection', () => {
  it('knows the test cards of the networks and lets near misses pass', () => {
    for (const number of ['4111111111111111', '5555555555554444', '378282246310005', '6011111111111117'])
      expect(containsPan(number)).toBe(true)
    expect(containsPan('4111 1111 1111 1111')).toBe(true)
    expect(containsPan('4111-1111-1111-1111')).toBe(true)
    expect(containsPan('4111111111111112')).toBe(false)
    expect(containsPan('CC-100 Sales')).toBe(false)
    expect(containsPan('tok_1PqX')).toBe(false)
  })

  it('finds every Luhn-valid 12-19 digit run wherever it stands in text', () => {
    fc.assert(
      fc.property(noDigits, pan, noDigits, (before, number, after) => {
        expect(containsPan(`${before}${number}${after}`)).toBe(true)
      }),
    )
  })

  it('finds them typed in groups of four with spaces or dashes', () => {
    fc.assert(
      fc.property(pan, fc.constantFrom(' ', '-'), (number, separator) => {
        const grouped = number.match(/.{1,4}/g)?.join(separator) ?? number
        expect(containsPan(`ref ${grouped}.`)).toBe(true)
      }),
    )
  })

  it('never refuses text without a run of twelve digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const short = text.replace(/\d{11,}/g, (run) => run.slice(0, 11))
        const broken = short.replace(/(\d)[ -](?=\d)/g, '$1/')
        if (!/\d{12}/.test(broken)) expect(containsPan(broken)).toBe(false)
      }),
    )
  })

  it('a changed digit breaks the Luhn check', () => {
    fc.assert(
      fc.property(pan, fc.nat(), fc.integer({ min: 1, max: 9 }), (number, at, plus) => {
        const i = at % number.length
        const digit = (Number(number[i]) + plus) % 10
        expect(luhnValid(`${number.slice(0, i)}${digit}${number.slice(i + 1)}`)).toBe(false)
      }),
    )
  })
})
