// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useHeartPulse } from './use-heart-pulse.ts'

describe('the heart animation', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())
  const motion = () => false

  it('beats for exactly 1200 ms when the count rises, not on its first value or a fall', () => {
    const { result, rerender } = renderHook(({ count }) => useHeartPulse(count, motion), {
      initialProps: { count: null as number | null },
    })
    rerender({ count: 2 })
    expect(result.current).toBe(false)
    rerender({ count: 1 })
    expect(result.current).toBe(false)
    rerender({ count: 3 })
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(1199))
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(false)
  })

  it('starts its 1200 ms again when the count rises during a beat', () => {
    const { result, rerender } = renderHook(({ count }) => useHeartPulse(count, motion), {
      initialProps: { count: 0 as number | null },
    })
    rerender({ count: 1 })
    act(() => vi.advanceTimersByTime(1000))
    rerender({ count: 2 })
    act(() => vi.advanceTimersByTime(1199))
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(false)
  })

  it('stays still under reduced motion', () => {
    const { result, rerender } = renderHook(({ count }) => useHeartPulse(count, () => true), {
      initialProps: { count: 0 as number | null },
    })
    rerender({ count: 1 })
    expect(result.current).toBe(false)
  })
})
