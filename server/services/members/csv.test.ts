import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { headerKey, readCsv } from './csv.ts'

const read = (text: string) => {
  const records: string[][] = []
  readCsv(text, (record) => records.push(record))
  return records
}

describe('the CSV reader', () => {
  it('reads quoted fields with commas, quotes and line breaks, CRLF or LF, and a byte-order mark', () => {
    expect(read('\uFEFFa,b\r\n"x, y","say ""hi""\nthere"\nlast,')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
      ['last', ''],
    ])
  })

  it('takes line ends mixed in one file, and hands on blank lines so that line numbers count them', () => {
    expect(read('a\r\nb\nc\rd\n\ne\n')).toEqual([['a'], ['b'], ['c'], ['d'], [''], ['e']])
  })

  it('keeps ragged rows and stray quotes as data', () => {
    expect(read('a,b,c\nd\ne,f,g,h\ni"j,k')).toEqual([
      ['a', 'b', 'c'],
      ['d'],
      ['e', 'f', 'g', 'h'],
      ['i"j', 'k'],
    ])
  })

  it('runs an unterminated quote to the end instead of failing, handing each record on once', () => {
    expect(read('h\nx\na,"open\nstill')).toEqual([['h'], ['x'], ['a', 'open\nstill']])
  })

  it('stops reading at a throw from the caller, which comes out as it was thrown', () => {
    const seen: string[][] = []
    const stop = new Error('row limit')
    expect(() =>
      readCsv('a\nb\nc\nd', (record) => {
        seen.push(record)
        if (seen.length === 2) throw stop
      }),
    ).toThrow(stop)
    expect(seen).toEqual([['a'], ['b']])
  })

  it('never fails, whatever the text', () => {
    const unit = fc.oneof(
      fc.constantFrom(',', '"', '\r', '\n', ' ', '\uFEFF'),
      fc.string({ unit: 'grapheme' }),
    )
    fc.assert(fc.property(fc.string({ unit, maxLength: 30 }), (text) => void read(text)))
  })

  it('gives back what a writer quoted, whatever the cells hold', () => {
    const quote = (c: string) => `"${c.replaceAll('"', '""')}"`
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const text = rows.map((r) => r.map(quote).join(',')).join('\r\n')
          expect(read(text)).toEqual(rows)
        },
      ),
    )
  })

  it('matches header names whatever their case, spaces or punctuation', () => {
    expect(['First name', 'first_name', 'FirstName', ' first-name '].map(headerKey)).toEqual(
      Array(4).fill('firstname'),
    )
  })
})
