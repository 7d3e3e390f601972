// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SCROLL_THROTTLE_MS } from '../../shared/chrome/site-state-constants.ts'
import { useThrottledWindowEvent } from './throttle.ts'

function OnScroll({ handler }: { handler: () => void }) {
  useThrottledWindowEvent('scroll', handler)
  return null
}

describe('useThrottledWindowEvent', () => {
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('throttles window scrolls at 100 ms for the component’s lifetime, calling the latest handler', () => {
    vi.useFakeTimers()
    const first = vi.fn()
    const second = vi.fn()
    const { rerender, unmount } = render(<OnScroll handler={first} />)
    fireEvent.scroll(window)
    fireEvent.scroll(window)
    expect(first).toHaveBeenCalledTimes(1)
    rerender(<OnScroll handler={second} />)
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS)
    expect(second).toHaveBeenCalledTimes(1)
    unmount()
    vi.advanceTimersByTime(1000)
    fireEvent.scroll(window)
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
  })
})
