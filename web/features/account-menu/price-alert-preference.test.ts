import { describe, expect, it } from 'vitest'
import { MemoryStorage } from '../../api/test-support/fake-browser.ts'
import { readPriceAlerts, writePriceAlerts } from './price-alert-preference.ts'

describe('price-alert preference (localStorage until price alerts exist)', () => {
  it('is off until turned on, and keeps what was chosen', () => {
    const storage = new MemoryStorage()
    expect(readPriceAlerts(storage)).toBe(false)
    expect(writePriceAlerts(storage, true)).toBe(true)
    expect(readPriceAlerts(storage)).toBe(true)
    writePriceAlerts(storage, false)
    expect(readPriceAlerts(storage)).toBe(false)
  })

  it('reads as off and reports a failed write when storage is blocked', () => {
    const blocked = {
      getItem: (): string | null => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(readPriceAlerts(blocked)).toBe(false)
    expect(writePriceAlerts(blocked, true)).toBe(false)
  })
})
