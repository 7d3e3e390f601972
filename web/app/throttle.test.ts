import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RESIZE_THROTTLE_MS, SCROLL_THROTTLE_MS } from '../../shared/chrome/site-state-constants.ts'
import { onThrottledWindowEvent, throttle } from './throttle.ts'

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs at once, then folds the calls of the next interval into one trailing call with the last arguments', () => {
    const calls: number[] = []
    const throttled = throttle((n: number) => calls.push(n), 100)
    throttled(1)
    throttled(2)
    throttled(3)
    expect(calls).toEqual([1])
    vi.advanceTimersByTime(99)
    expect(calls).toEqual([1])
    vi.advanceTimersByTime(1)
    expect(calls).toEqual([1, 3])
    vi.advanceTimersByTime(500)
    expect(calls).toEqual([1, 3])
    throttled(4)
    expect(calls).toEqual([1, 3, 4])
  })

  it('drops a pending call when cancelled', () => {
    const fn = vi.fn()
    const throttled = throttle(fn, 100)
    throttled()
    throttled()
    throttled.cancel()
    vi.advanceTimersByTime(1000)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('throttles scroll at 100 ms and resize at 350 ms by default, and stops listening', () => {
    const target = new EventTarget()
    const onScroll = vi.fn()
    const onResize = vi.fn()
    const stopScroll = onThrottledWindowEvent('scroll', onScroll, { target })
    const stopResize = onThrottledWindowEvent('resize', onResize, { target })
    for (let i = 0; i < 10; i++) {
      target.dispatchEvent(new Event('scroll'))
      target.dispatchEvent(new Event('resize'))
    }
    expect(onScroll).toHaveBeenCalledTimes(1)
    expect(onResize).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS)
    expect(onScroll).toHaveBeenCalledTimes(2)
    expect(onResize).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(RESIZE_THROTTLE_MS - SCROLL_THROTTLE_MS)
    expect(onResize).toHaveBeenCalledTimes(2)
    stopScroll()
    stopResize()
    vi.advanceTimersByTime(1000)
    target.dispatchEvent(new Event('scroll'))
    target.dispatchEvent(new Event('resize'))
    expect(onScroll).toHaveBeenCalledTimes(2)
    expect(onResize).toHaveBeenCalledTimes(2)
  })

  it('shares one throttle between scroll and resize when listening to both', () => {
    const target = new EventTarget()
    const handler = vi.fn()
    const stop = onThrottledWindowEvent(['scroll', 'resize'], handler, { target, ms: 250 })
    target.dispatchEvent(new Event('scroll'))
    target.dispatchEvent(new Event('resize'))
    expect(handler).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(250)
    expect(handler).toHaveBeenCalledTimes(2)
    stop()
  })
})
