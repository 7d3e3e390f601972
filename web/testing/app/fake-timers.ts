import { userEvent } from '@testing-library/user-event'
import { vi } from 'vitest'

/**
 * Vitest's fake timers for component tests. Testing Library drains React's work with a `setTimeout(0)`
 * that it advances only for Jest's fake timers; this names Vitest's clock the way Testing Library looks
 * for it, so user-event and act() do not wait forever on a frozen clock.
 */
export function useComponentFakeTimers(): ReturnType<typeof userEvent.setup> {
  vi.useFakeTimers()
  ;(globalThis as { jest?: unknown }).jest = {
    advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
  }
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
}

export function useComponentRealTimers(): void {
  vi.useRealTimers()
  delete (globalThis as { jest?: unknown }).jest
}
