// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FOCUS_OUTLINE_THROTTLE_MS } from '../../shared/chrome/motion-constants.ts'
import { createFocusModality, type FocusModality } from './focus-modality.ts'

describe('the focus modality', () => {
  let tracker: FocusModality
  beforeEach(() => {
    vi.useFakeTimers()
    tracker = createFocusModality(document)
  })
  afterEach(() => {
    tracker.stop()
    vi.useRealTimers()
  })
  const key = (init: KeyboardEventInit = {}) =>
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', ...init }))
  const press = () => document.dispatchEvent(new Event('pointerdown'))

  it('is the pointer until a key is pressed, then the keyboard', () => {
    expect(tracker.current()).toBe('pointer')
    key()
    expect(tracker.current()).toBe('keyboard')
  })

  it('takes a change at most every 50 ms, the latest press winning', () => {
    key()
    press()
    vi.advanceTimersByTime(FOCUS_OUTLINE_THROTTLE_MS - 1)
    expect(tracker.current()).toBe('keyboard')
    key()
    press()
    vi.advanceTimersByTime(1)
    expect(tracker.current()).toBe('pointer')
  })

  it('leaves shortcuts with a modifier out, and stops listening when stopped', () => {
    key({ ctrlKey: true })
    expect(tracker.current()).toBe('pointer')
    tracker.stop()
    vi.advanceTimersByTime(FOCUS_OUTLINE_THROTTLE_MS)
    key()
    expect(tracker.current()).toBe('pointer')
  })
})
