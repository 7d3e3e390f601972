import { describe, expect, it } from 'vitest'
import { blockedStorage } from '../../testing/api/fake-browser.ts'
import { rememberPendingPriceAlert, takePendingPriceAlert } from './pending-price-alert.ts'

function memory() {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  }
}

describe('the pending price alert', () => {
  const page = '/flights/search/seoul-tokyo/2099-12-01'
  it('is taken once, on its own page only', () => {
    const storage = memory()
    rememberPendingPriceAlert(storage, page)
    expect(takePendingPriceAlert(storage, '/hotels/search/paris/2099-12-01/2099-12-02')).toBeNull()
    expect(takePendingPriceAlert(storage, page)).toBe(page)
    expect(takePendingPriceAlert(storage, page)).toBeNull()
  })
  it('does nothing where storage is blocked', () => {
    expect(() => rememberPendingPriceAlert(blockedStorage, page)).not.toThrow()
    expect(takePendingPriceAlert(blockedStorage, page)).toBeNull()
  })
})
