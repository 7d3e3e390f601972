import { describe, expect, it } from 'vitest'
import { createExpiringSet } from './expiring-set.ts'

describe('expiring set', () => {
  it('remembers a key for its time to live only', () => {
    let clock = 0
    const set = createExpiringSet(1000, 10, () => clock)
    set.add('a')
    clock = 999
    expect(set.has('a')).toBe(true)
    clock = 1000
    expect(set.has('a')).toBe(false)
  })

  it('drops expired keys as new ones come, so steady traffic does not fill it', () => {
    let clock = 0
    const set = createExpiringSet(1000, 100_000, () => clock)
    // One new key every 10 ms for a minute: at most about 100 are alive at any time.
    for (let i = 0; i < 6000; i++) {
      clock = i * 10
      set.add(`k${i}`)
    }
    expect(set.size).toBeLessThanOrEqual(101)
  })

  it('stays within its size, dropping the oldest first, and adding again refreshes a key', () => {
    let clock = 0
    const set = createExpiringSet(10_000, 3, () => clock)
    for (const k of ['a', 'b', 'c']) set.add(k)
    clock = 5000
    set.add('a')
    set.add('d')
    expect(set.size).toBe(3)
    expect(set.has('b')).toBe(false)
    expect(set.has('a')).toBe(true)
    clock = 12_000
    expect(set.has('a')).toBe(true)
    expect(set.has('c')).toBe(false)
  })
})
