// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SCROLL_ANIMATION_MS, SCROLL_OFFSET_PX } from '../../shared/chrome/motion-constants.ts'
import { revealTarget, scrollToTarget } from './scroll-to.ts'

const FRAME_MS = 16

describe('scrolling to a target', () => {
  let reduce = false
  let scrolled: number[] = []
  let target: HTMLElement
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    })
    reduce = false
    scrolled = []
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 100 })
    window.scrollTo = ((options: ScrollToOptions) =>
      scrolled.push(options.top ?? Number.NaN)) as typeof window.scrollTo
    window.matchMedia = ((query: string) => ({
      matches: reduce && query.includes('reduce'),
    })) as unknown as typeof window.matchMedia
    target = document.createElement('section')
    target.getBoundingClientRect = () => new DOMRect(0, 500, 100, 100)
    document.body.append(target)
  })
  afterEach(() => {
    vi.useRealTimers()
    document.body.replaceChildren()
  })
  const destination = (offset: number) => 100 + 500 - offset

  it('lands 20 px below the viewport’s top over 300 ms, passing through the way there', () => {
    scrollToTarget(target)
    vi.advanceTimersByTime(SCROLL_ANIMATION_MS / 2)
    const midway = scrolled.at(-1) as number
    expect(midway).toBeGreaterThan(100)
    expect(midway).toBeLessThan(destination(SCROLL_OFFSET_PX.default))
    vi.advanceTimersByTime(SCROLL_ANIMATION_MS * 2)
    expect(scrolled.at(-1)).toBe(destination(SCROLL_OFFSET_PX.default))
    // One position a frame, for 300 ms: the first frame starts the clock, the last one lands.
    const frames = SCROLL_ANIMATION_MS / FRAME_MS
    expect(scrolled.length).toBeGreaterThanOrEqual(Math.floor(frames))
    expect(scrolled.length).toBeLessThanOrEqual(Math.ceil(frames) + 2)
  })

  it('jumps at once when reduced motion is preferred', () => {
    reduce = true
    scrollToTarget(target)
    expect(scrolled).toEqual([destination(SCROLL_OFFSET_PX.default)])
  })

  it('lands 80 px down when the header stays at the top', () => {
    reduce = true
    const header = document.createElement('header')
    header.className = 'fw-header'
    header.style.position = 'sticky'
    document.body.prepend(header)
    scrollToTarget(target)
    expect(scrolled).toEqual([destination(SCROLL_OFFSET_PX.stickyHeader)])
  })

  it('stops when the visitor turns the wheel', () => {
    scrollToTarget(target)
    vi.advanceTimersByTime(FRAME_MS * 2)
    window.dispatchEvent(new Event('wheel'))
    const count = scrolled.length
    vi.advanceTimersByTime(SCROLL_ANIMATION_MS)
    expect(scrolled).toHaveLength(count)
  })

  it('takes the keyboard to the target without the browser’s own jump', () => {
    reduce = true
    const focus = vi.spyOn(target, 'focus')
    revealTarget(target)
    expect(document.activeElement).toBe(target)
    expect(target.getAttribute('tabindex')).toBe('-1')
    expect(focus).toHaveBeenCalledWith({ preventScroll: true })
    expect(scrolled).toEqual([destination(SCROLL_OFFSET_PX.default)])
  })
})
