import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { headerKey, readCsv } from './csv.ts'

const read = (text: string) => [...readCsv(text)]

describe('the CSV reader', () => {
  it('reads quoted fields with commas, quotes and line breaks, CRLF or LF, and a byte-order mark', () => {
    expect(read('\uFEFFa,b\r\n"x, y","say ""hi""\nthere"\nlast,')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
      ['last', ''],
    ])
  })

  it('runs an unterminated quote to the end instead of failing', () => {
    expect(read('a,"open\nstill')).toEqual([['a', 'open\nstill']])
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
