// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NAV_HOVER_DELAY_MS } from '../../../shared/chrome/nav-constants.ts'
import { installViewport, renderSideNav } from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import { preloadTooltipPlacer } from '../../ui/tooltip.tsx'

const viewport = installViewport(1440)

describe('the side navigation as a standing drawer (wide screens)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    viewport.resize(1440)
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })
  // Fake timers pace the delays; events are fired directly (user-event waits on timers of its own).
  const enter = (el: Element) => fireEvent.pointerOver(el)
  const leave = (el: Element) => fireEvent.pointerOut(el, { relatedTarget: document.body })
  const click = (el: Element) => fireEvent.click(el)
  const toggle = () => screen.getByRole('button', { name: 'Menu' })

  it('renders every entry as a real link, the current page marked, with the rail drawn from ML', async () => {
    const { root } = renderSideNav('/trips')
    await act(async () => {})
    expect(root().dataset.variant).toBe('drawer')
    expect(root().dataset.rail).toBe('ml')
    const nav = screen.getByRole('navigation', { name: 'Site navigation' })
    const links = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    expect(links).toEqual([
      '/',
      '/trips',
      '/flights',
      '/hotels',
      '/cars',
      '/trains',
      '/help',
      '/business',
      '/privacy',
      '/terms-of-use',
      '/privacy/manage',
      '/help',
    ])
    expect(screen.getByRole('link', { name: 'Trips' }).getAttribute('aria-current')).toBe('page')
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
  })

  it('expands after 400 ms of hover, not before, and collapses when the pointer leaves', async () => {
    const { root } = renderSideNav('/')
    const panel = screen.getByRole('navigation', { name: 'Site navigation' })
    enter(panel)
    act(() => vi.advanceTimersByTime(399))
    expect(root().dataset.expanded).toBeUndefined()
    act(() => vi.advanceTimersByTime(1))
    expect(root().dataset.expanded).toBe('true')
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    leave(panel)
    expect(root().dataset.expanded).toBeUndefined()
  })

  it('shows a collapsed entry’s label as a tooltip on hover at once, and none once the rail expands', async () => {
    renderSideNav('/')
    const flights = screen.getByRole('link', { name: 'Flights' })
    await preloadTooltipPlacer()
    await act(async () => enter(flights))
    expect(screen.getByRole('tooltip').textContent).toBe('Flights')
    expect(flights.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id)
    act(() => vi.advanceTimersByTime(NAV_HOVER_DELAY_MS))
    expect(screen.queryByRole('tooltip')).toBeNull()
    enter(screen.getByRole('link', { name: 'Hotels' }))
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('expands 50 ms after keyboard focus enters, and collapses when focus leaves', async () => {
    const { root } = renderSideNav('/')
    const first = screen.getByRole('link', { name: 'Search' })
    act(() => first.focus())
    act(() => vi.advanceTimersByTime(49))
    expect(root().dataset.expanded).toBeUndefined()
    act(() => vi.advanceTimersByTime(1))
    expect(root().dataset.expanded).toBe('true')
    act(() => toggle().focus())
    expect(root().dataset.expanded).toBeUndefined()
  })

  it('is pinned open by the toggle, and a click outside unpins it', async () => {
    const { root } = renderSideNav('/')
    click(toggle())
    expect(root().dataset.expanded).toBe('true')
    expect(root().dataset.open).toBe('true')
    fireEvent.pointerDown(screen.getByTestId('outside'))
    expect(root().dataset.expanded).toBeUndefined()
    click(toggle())
    // A click inside does not close it.
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Trips' }))
    expect(root().dataset.open).toBe('true')
  })

  it('stays pinned across a route change, and the new page becomes the current entry', async () => {
    const { root, router } = renderSideNav('/')
    click(toggle())
    await act(() => router.navigate('/help'))
    expect(root().dataset.open).toBe('true')
    expect(screen.getByRole('link', { name: 'Help centre' }).getAttribute('aria-current')).toBe('page')
  })

  it('opens and closes on the bus’s sideNav events', async () => {
    const { root, bus } = renderSideNav('/')
    act(() => void bus.publish('sideNav:open', {}))
    expect(root().dataset.expanded).toBe('true')
    act(() => void bus.publish('sideNav:close', {}))
    expect(root().dataset.expanded).toBeUndefined()
  })

  it('keeps the drawer closed on a drawer-hidden page, where it is a hidden drawer', async () => {
    const { root } = renderSideNav('/business/verify')
    expect(root().dataset.rail).toBe('none')
    expect(root().dataset.variant).toBe('hiddenDrawer')
    const panel = screen.getByRole('navigation', { name: 'Site navigation' })
    enter(panel)
    act(() => vi.advanceTimersByTime(1000))
    expect(root().dataset.expanded).toBeUndefined()
  })
})
