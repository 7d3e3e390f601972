import { describe, expect, it } from 'vitest'
import { poolRandomBytes } from './random-pool.ts'

describe('poolRandomBytes', () => {
  it('hands out the asked length and never the same bytes twice, across refills of the pool', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 2000; i++) {
      const bytes = poolRandomBytes(i % 2 ? 16 : 32)
      expect(bytes.length).toBe(i % 2 ? 16 : 32)
      const hex = bytes.toString('hex')
      expect(seen.has(hex)).toBe(false)
      seen.add(hex)
    }
  })

  it('keeps what it handed out when the pool moves on', () => {
    const first = poolRandomBytes(32)
    const copy = Buffer.from(first)
    for (let i = 0; i < 300; i++) poolRandomBytes(32)
    expect(first.equals(copy)).toBe(true)
    expect(first.some((b) => b !== 0)).toBe(true)
  })

  it('asks the system directly for more than a pool holds', () => {
    expect(poolRandomBytes(5000).length).toBe(5000)
  })
})
