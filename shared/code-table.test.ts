import { describe, expect, it } from 'vitest'
import { codes } from './code-table.ts'

describe('codes', () => {
  it('makes each code its own key, in the order given', () => {
    const table = codes('B_CODE', 'A_CODE')
    expect(table).toEqual({ B_CODE: 'B_CODE', A_CODE: 'A_CODE' })
    expect(Object.keys(table)).toEqual(['B_CODE', 'A_CODE'])
  })
})
