import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { amount, csvCell, csvLine } from './report-csv.ts'
import { bucketUpperSeconds, periodKeys, periodStart, turnaroundBucket } from './report-figures.ts'

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['Apollo, phase 2', '"Apollo, phase 2"'],
    ['-12.50', '-12.50'],
    ['plain', 'plain'],
  ])('%j is written %j', (value, written) => {
    expect(csvCell(value)).toBe(written)
  })

  it('never lets a spreadsheet read a text cell as a formula, and reads back every text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = csvCell(text)
        const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell
        const number = /^-?\d+(\.\d+)?$/.test(text)
        if (!number) expect(unquoted).not.toMatch(/^[=+\-@\t\r]/)
        // The only change is the apostrophe before a formula's first character; a text that already starts
        // with one ("'+") is kept as it is.
        const guarded = !number && /^[=+\-@\t\r]/.test(text)
        expect(unquoted).toBe(guarded ? `'${text}` : text)
      }),
    )
  })

  it('ends lines with CRLF and writes amounts as plain decimals in the currency’s own digits', () => {
    expect(csvLine(['a', null, 3])).toBe('a,,3\r\n')
    expect([amount(-1_005, 'USD'), amount(7, 'EUR'), amount(null, 'USD')]).toEqual(['-10.05', '0.07', null])
    expect([amount(1_234_500, 'KRW'), amount(12_345, 'USD'), amount(-300, 'JPY')]).toEqual([
      '1234500',
      '123.45',
      '-300',
    ])
    expect(amount(1_234, 'BHD')).toBe('1.234')
    // A plain decimal stays a number in the spreadsheet: no apostrophe, no quotes.
    expect(csvLine([amount(-300, 'JPY'), amount(1_234_500, 'KRW')])).toBe('-300,1234500\r\n')
  })
})

describe('periods and turnaround buckets', () => {
  it('starts weeks on Monday and months on the first, and lists every period of a range', () => {
    expect(periodStart('2026-11-26', 'week')).toBe('2026-11-23')
    expect(periodKeys('2026-01-30', '2026-03-02', 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ])
    expect(periodKeys('2026-11-22', '2026-11-24', 'day')).toEqual(['2026-11-22', '2026-11-23', '2026-11-24'])
  })

  it("shows a bucket's upper bound, within 10 % above the value it holds", () => {
    fc.assert(
      fc.property(fc.integer({ min: 60, max: 30 * 86_400 }), (seconds) => {
        const upper = bucketUpperSeconds(turnaroundBucket(seconds))
        expect(upper).toBeGreaterThanOrEqual(seconds - 1)
        expect(upper).toBeLessThanOrEqual(seconds * 1.1 + 1)
      }),
    )
    expect(bucketUpperSeconds(turnaroundBucket(30))).toBe(60)
  })
})
