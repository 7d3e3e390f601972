import { describe, expect, it, vi } from 'vitest'
import { whenCmpDue } from './cmp-timing.ts'

const fakeWindow = () => {
  const idle: (() => void)[] = []
  return {
    idle,
    win: {
      setTimeout: vi.fn(),
      clearTimeout: vi.fn(),
      requestIdleCallback: vi.fn((cb: () => void) => idle.push(cb)),
      cancelIdleCallback: vi.fn(),
    } as unknown as Window,
  }
}

describe('when the CMP loads', () => {
  it('at once on a GDPR site, on the first idle moment elsewhere, and not once cancelled', () => {
    const gdpr = fakeWindow()
    const load = vi.fn()
    whenCmpDue({ gdprApplies: true }, load, gdpr.win)
    expect(load).toHaveBeenCalledOnce()

    const other = fakeWindow()
    const later = vi.fn()
    const cancel = whenCmpDue({ gdprApplies: false }, later, other.win)
    expect(later).not.toHaveBeenCalled()
    other.idle[0]?.()
    expect(later).toHaveBeenCalledOnce()
    cancel()
    expect(other.win.cancelIdleCallback).toHaveBeenCalled()
  })
})
