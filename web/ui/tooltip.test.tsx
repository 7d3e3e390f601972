// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOOLTIP } from '../../shared/chrome/motion-constants.ts'
import { motionRules } from '../testing/app/css-motion.ts'
import { useComponentFakeTimers, useComponentRealTimers } from '../testing/app/fake-timers.ts'
import { installLayoutViewport } from '../testing/app/layout-viewport.ts'
import { preloadTooltipPlacer, Tooltip } from './tooltip.tsx'

installLayoutViewport()

function Harness({ disabled = false }: { disabled?: boolean }) {
  return (
    <main>
      <button type="button">before</button>
      <Tooltip
        label="Flights"
        placement="right"
        disabled={disabled}
        renderHandle={(handle) => (
          <a href="/flights" aria-label="Flights" {...handle}>
            ✈
          </a>
        )}
      />
    </main>
  )
}

const handle = () => screen.getByRole('link', { name: 'Flights' })
const tooltip = () => screen.queryByRole('tooltip')

async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

describe('the tooltip', () => {
  // The placer is a chunk of its own; loaded once here, so a busy machine's import does not race the clock.
  beforeAll(() => preloadTooltipPlacer())
  let user: ReturnType<typeof useComponentFakeTimers>
  beforeEach(() => {
    user = useComponentFakeTimers()
  })
  afterEach(() => {
    cleanup()
    useComponentRealTimers()
  })

  it('shows on hover at once and describes its handle; leaving fades it out over 200 ms', async () => {
    render(<Harness />)
    fireEvent.pointerEnter(handle())
    expect(tooltip()?.textContent).toBe('Flights')
    expect(handle().getAttribute('aria-describedby')).toBe(tooltip()?.id)
    // In its handle's landmark (axe's region rule), not loose in the body.
    expect(tooltip()?.parentElement?.tagName).toBe('MAIN')
    fireEvent.pointerLeave(handle())
    expect(tooltip()?.hasAttribute('data-exiting')).toBe(true)
    await settle(TOOLTIP.fadeMs - 1)
    expect(tooltip()).not.toBeNull()
    await settle(1)
    expect(tooltip()).toBeNull()
    expect(handle().hasAttribute('aria-describedby')).toBe(false)
  })

  it('stays while the pointer moves onto it, and Escape closes it', async () => {
    render(<Harness />)
    fireEvent.pointerEnter(handle())
    fireEvent.pointerLeave(handle())
    fireEvent.pointerEnter(tooltip() as HTMLElement)
    await settle(TOOLTIP.fadeMs)
    expect(tooltip()?.hasAttribute('data-exiting')).toBe(false)
    await user.keyboard('{Escape}')
    await settle(TOOLTIP.fadeMs)
    expect(tooltip()).toBeNull()
  })

  it('shows on keyboard focus after 100 ms, not on the focus a click gives', async () => {
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'before' }))
    await user.tab()
    expect(document.activeElement).toBe(handle())
    await settle(TOOLTIP.focusDelayMs - 1)
    expect(tooltip()).toBeNull()
    await settle(1)
    expect(tooltip()?.textContent).toBe('Flights')
    await user.tab({ shift: true })
    await settle(TOOLTIP.fadeMs)
    expect(tooltip()).toBeNull()
    await settle(TOOLTIP.fadeMs)
    // A press on the handle: pointerdown, then focus; hover may show it, focus must not keep it.
    fireEvent.pointerDown(handle())
    handle().focus()
    await settle(TOOLTIP.focusDelayMs)
    expect(tooltip()).toBeNull()
  })

  it('stands 12 px off its handle once placed', async () => {
    render(<Harness />)
    handle().getBoundingClientRect = () => new DOMRect(10, 100, 60, 30)
    fireEvent.pointerEnter(handle())
    await settle(30)
    expect(tooltip()?.hasAttribute('data-placed')).toBe(true)
    expect(tooltip()?.style.left).toBe(`${10 + 60 + TOOLTIP.offsetPx}px`)
  })

  it('shows nothing while disabled', async () => {
    render(<Harness disabled />)
    fireEvent.pointerEnter(handle())
    await settle(TOOLTIP.focusDelayMs)
    expect(tooltip()).toBeNull()
    expect(handle().hasAttribute('aria-describedby')).toBe(false)
  })

  it('fades only when motion is not reduced', () => {
    const rules = motionRules('web/ui/tooltip.css', '.fw-tooltip')
    expect(rules.always).toEqual([])
    expect(rules.noPreference.join('\n')).toMatch(/\.fw-tooltip \{ fw-tooltip-fade var\(--fw-tooltip-fade\)/)
    expect(rules.noPreference.join('\n')).toMatch(/\[data-exiting\] \{ fw-tooltip-fade .* reverse/)
  })
})
