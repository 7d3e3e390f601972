import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { columnCell, columnRows, splitColumns } from './columns.ts'

describe('the pickers’ columns', () => {
  it('fills columns top to bottom in order, at most the given number, each as tall as the first', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 120 }), fc.integer({ min: 1, max: 6 }), (items, n) => {
        const columns = splitColumns(items, n)
        expect(columns.flat()).toEqual(items)
        expect(columns.length).toBeLessThanOrEqual(n)
        const rows = columnRows(items.length, n)
        for (const column of columns) expect(column.length).toBeLessThanOrEqual(rows)
        // Only the last column may be shorter.
        for (const column of columns.slice(0, -1)) expect(column.length).toBe(rows)
      }),
    )
  })

  it('gives every item its own cell, in the column splitColumns puts it in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 6 }), (count, n) => {
        const items = Array.from({ length: count }, (_, i) => i)
        const cells = new Set<string>()
        for (const [c, column] of splitColumns(items, n).entries()) {
          for (const [r, item] of column.entries()) {
            expect(columnCell(item, count, n)).toEqual({ column: c, row: r })
            cells.add(`${c}:${r}`)
          }
        }
        expect(cells.size).toBe(count)
      }),
    )
  })

  it('lays 28 countries out as 10, 10 and 8', () => {
    expect(splitColumns(Array.from({ length: 28 }), 3).map((c) => c.length)).toEqual([10, 10, 8])
  })
})
