// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  POPOVER_ANIMATION_MS,
  POPOVER_REPOSITION_THROTTLE_MS,
} from '../../shared/chrome/popover-constants.ts'
import { useComponentFakeTimers, useComponentRealTimers } from '../testing/app/fake-timers.ts'
import { installLayoutViewport } from '../testing/app/layout-viewport.ts'
import { Popover, type PopoverProps, preloadPopoverPanel } from './popover.tsx'

// Before the panel's module loads (beforeAll), which reads the viewport once.
installLayoutViewport()

type HarnessProps = Partial<PopoverProps> & { single?: boolean }

function Harness({ single = false, ...props }: HarnessProps) {
  return (
    <div>
      <button type="button">before</button>
      <Popover
        label="Trip tips"
        renderHandle={(handle) => (
          <button type="button" {...handle}>
            Tips
          </button>
        )}
        {...props}
      >
        <p>Save a trip to compare prices later.</p>
        <a href="/trips">Open trips</a>
        {single ? null : <button type="button">Dismiss tips</button>}
      </Popover>
      <button type="button">after</button>
    </div>
  )
}

const handle = () => screen.getByRole('button', { name: 'Tips' })
const panel = () => screen.queryByRole('dialog', { name: 'Trip tips' })

/** Lets the lazy panel resolve and React render it. */
async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

describe('Popover', () => {
  let user: ReturnType<typeof useComponentFakeTimers>
  beforeAll(async () => {
    await preloadPopoverPanel()
  })
  beforeEach(() => {
    user = useComponentFakeTimers()
  })
  afterEach(() => {
    cleanup()
    useComponentRealTimers()
  })

  it('is closed at first, its handle announcing a dialog that is not expanded', () => {
    render(<Harness />)
    expect(panel()).toBeNull()
    expect(handle().getAttribute('aria-haspopup')).toBe('dialog')
    expect(handle().getAttribute('aria-expanded')).toBe('false')
  })

  it('opens on click, anchored to its handle, and moves focus to the first item after 200 ms', async () => {
    render(<Harness />)
    await user.click(handle())
    await settle()
    const content = panel()
    expect(content).not.toBeNull()
    expect(handle().getAttribute('aria-expanded')).toBe('true')
    expect(handle().getAttribute('aria-controls')).toBe(content?.id)
    expect(content?.dataset.placement).toBe('bottom-left')
    expect(content?.style.position).toBe('absolute')
    expect(content?.hasAttribute('data-entering')).toBe(true)
    expect(document.activeElement).toBe(handle())
    await settle(POPOVER_ANIMATION_MS - 1)
    expect(document.activeElement).toBe(handle())
    await settle(1)
    expect(content?.hasAttribute('data-entering')).toBe(false)
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Open trips' }))
  })

  it('closes on a second click of its handle (toggle), animated for 200 ms', async () => {
    render(<Harness />)
    await user.click(handle())
    await settle(POPOVER_ANIMATION_MS)
    await user.click(handle())
    expect(handle().getAttribute('aria-expanded')).toBe('false')
    expect(panel()?.hasAttribute('data-exiting')).toBe(true)
    await settle(POPOVER_ANIMATION_MS - 1)
    expect(panel()).not.toBeNull()
    await settle(1)
    expect(panel()).toBeNull()
  })

  it('opens and closes at once when animation is off', async () => {
    render(<Harness animated={false} />)
    await user.click(handle())
    await settle()
    expect(panel()?.hasAttribute('data-entering')).toBe(false)
    await user.click(handle())
    expect(panel()).toBeNull()
  })

  it('opens from the keyboard (Enter, Space, ArrowDown) without the browser click closing it again', async () => {
    render(<Harness animated={false} />)
    for (const key of ['{Enter}', ' ', '{ArrowDown}']) {
      handle().focus()
      await user.keyboard(key)
      await settle()
      expect(panel(), key).not.toBeNull()
      await user.keyboard('{Escape}')
      expect(panel(), key).toBeNull()
    }
  })

  it('closes on Escape and gives focus back to its handle', async () => {
    render(<Harness />)
    handle().focus()
    await user.keyboard('{Enter}')
    await settle(POPOVER_ANIMATION_MS)
    expect(document.activeElement?.textContent).toBe('Open trips')
    await user.keyboard('{Escape}')
    expect(document.activeElement).toBe(handle())
    await settle(POPOVER_ANIMATION_MS)
    expect(panel()).toBeNull()
  })

  it('leaves focus where it is on Escape when focus return is off', async () => {
    render(<Harness returnFocus={false} animated={false} />)
    await user.click(handle())
    await settle(POPOVER_ANIMATION_MS)
    await user.keyboard('{Escape}')
    expect(panel()).toBeNull()
    expect(document.activeElement).not.toBe(handle())
  })

  it('closes on a click outside, but not on a click inside', async () => {
    render(<Harness animated={false} />)
    await user.click(handle())
    await settle()
    await user.click(screen.getByText('Save a trip to compare prices later.'))
    expect(panel()).not.toBeNull()
    await user.click(screen.getByRole('button', { name: 'before' }))
    expect(panel()).toBeNull()
  })

  it('closes on Tab when the content holds one focusable item, and focus moves on', async () => {
    render(<Harness single animated={false} />)
    handle().focus()
    await user.keyboard('{Enter}')
    await settle(POPOVER_ANIMATION_MS)
    expect(document.activeElement?.textContent).toBe('Open trips')
    await user.tab()
    await settle()
    expect(panel()).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'after' }))
  })

  it('stays open on Tab when the content holds several focusable items', async () => {
    render(<Harness animated={false} />)
    handle().focus()
    await user.keyboard('{Enter}')
    await settle(POPOVER_ANIMATION_MS)
    await user.tab()
    expect(panel()).not.toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dismiss tips' }))
  })

  it('opens on focus when configured, and a press then does not close it again', async () => {
    render(<Harness openOn={['focus', 'click']} animated={false} />)
    await user.tab()
    await user.tab()
    await settle()
    expect(document.activeElement).toBe(handle())
    expect(panel()).not.toBeNull()
    await user.keyboard('{Escape}')
    // Focus came back to the handle without opening it again.
    expect(document.activeElement).toBe(handle())
    expect(panel()).toBeNull()
    await user.click(screen.getByRole('button', { name: 'before' }))
    await user.click(handle())
    await settle()
    expect(panel()).not.toBeNull()
  })

  it('does not open on focus or keys unless configured', async () => {
    render(<Harness openOn={['click']} animated={false} />)
    await user.tab()
    await user.tab()
    await user.keyboard('{ArrowDown}')
    await settle()
    expect(panel()).toBeNull()
  })

  it('prevents the default action of Space unless told to leave it alone', async () => {
    const { unmount } = render(<Harness animated={false} />)
    const prevented = !fireEvent.keyDown(handle(), { key: ' ' })
    expect(prevented).toBe(true)
    await settle()
    expect(panel()).not.toBeNull()
    unmount()
    render(<Harness animated={false} keepSpaceDefault />)
    const kept = fireEvent.keyDown(handle(), { key: ' ' })
    expect(kept).toBe(true)
    // The browser's own click for that Space does not toggle it shut.
    fireEvent.click(handle(), { detail: 0 })
    await settle()
    expect(panel()).not.toBeNull()
  })

  it('can be controlled by its owner (visibility), reporting why it wants to close', async () => {
    const onOpenChange = vi.fn()
    const { rerender } = render(<Harness isOpen={false} onOpenChange={onOpenChange} animated={false} />)
    await user.click(handle())
    expect(onOpenChange).toHaveBeenLastCalledWith(true, 'toggle')
    expect(panel()).toBeNull()
    rerender(<Harness isOpen onOpenChange={onOpenChange} animated={false} />)
    await settle()
    expect(panel()).not.toBeNull()
    await user.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenLastCalledWith(false, 'escape')
    expect(panel()).not.toBeNull()
    rerender(<Harness isOpen={false} onOpenChange={onOpenChange} animated={false} />)
    await settle()
    expect(panel()).toBeNull()
  })

  it.each([
    ['default', 280],
    ['medium', 360],
    ['large', 480],
    ['xlarge', 640],
  ] as const)('has the %s size', async (size, width) => {
    render(<Harness size={size} animated={false} />)
    await user.click(handle())
    await settle()
    expect(panel()?.style.width).toBe(`${width}px`)
    expect(panel()?.className).toContain(`fw-popover-panel--${size}`)
  })

  it('honours placement and offset', async () => {
    render(<Harness placement="bottom-right" offset={20} animated={false} />)
    handle().getBoundingClientRect = () => new DOMRect(300, 100, 60, 30)
    await user.click(handle())
    await settle(30)
    expect(panel()?.dataset.placement).toBe('bottom-right')
    // 100 + 30 (the handle) + 20 (the offset) below the viewport's top.
    expect(panel()?.style.top).toBe('150px')
    cleanup()
    render(<Harness placement="bottom-right" animated={false} />)
    handle().getBoundingClientRect = () => new DOMRect(300, 100, 60, 30)
    await user.click(handle())
    await settle(30)
    expect(panel()?.style.top).toBe('138px')
  })

  it('caps its height at maxHeight, and otherwise at the room left below the handle', async () => {
    render(<Harness maxHeight={150} animated={false} />)
    handle().getBoundingClientRect = () => new DOMRect(300, 100, 60, 30)
    await user.click(handle())
    await settle(30)
    expect(panel()?.style.maxHeight).toBe('150px')
    cleanup()
    render(<Harness animated={false} />)
    handle().getBoundingClientRect = () => new DOMRect(300, 100, 60, 30)
    await user.click(handle())
    await settle(30)
    expect(Number.parseFloat(panel()?.style.maxHeight ?? '')).toBeGreaterThan(500)
  })

  it('scrolls its content into view when it opens', async () => {
    const scrolled: Element[] = []
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this)
    }
    render(<Harness animated={false} />)
    await user.click(handle())
    await settle(POPOVER_ANIMATION_MS)
    expect(scrolled).toEqual([panel()])
  })

  it('repositions on scroll and resize at most every 250 ms', async () => {
    render(<Harness animated={false} />)
    let top = 100
    handle().getBoundingClientRect = () => new DOMRect(10, top, 60, 30)
    await user.click(handle())
    await settle(30)
    const first = panel()?.style.top
    top = 300
    fireEvent.scroll(window)
    await settle()
    const afterFirstScroll = panel()?.style.top
    expect(afterFirstScroll).not.toBe(first)
    top = 500
    fireEvent.scroll(window)
    fireEvent(window, new Event('resize'))
    await settle(POPOVER_REPOSITION_THROTTLE_MS - 100)
    expect(panel()?.style.top).toBe(afterFirstScroll)
    await settle(100)
    expect(panel()?.style.top).not.toBe(afterFirstScroll)
  })
})
