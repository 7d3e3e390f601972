// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createEventBus } from '../../shared/event-bus.ts'
import { AppProviders } from '../app/providers.tsx'
import { createI18n, type Messages } from '../i18n/create-i18n.ts'
import en from '../i18n/messages/en.json' with { type: 'json' }
import { testGlobalState } from '../testing/app/global-state.ts'
import { HeaderLinks } from './header-links.tsx'

const i18n = createI18n('en', 'en-US', en as Messages)
const LINKS = [
  { id: 'approve', href: '/business/approval', label: 'Trips to approve' },
  { id: 'trips', href: '/trips', label: 'Trips' },
  { id: 'help', href: '/help', label: 'Help' },
]

/**
 * jsdom lays nothing out: the row's room, each link's width (100 px) and the button's (60 px) are given
 * here, and the ResizeObserver is one the test triggers. Without a stylesheet the gaps are 0.
 */
let room = 0
let observers: Array<() => void> = []
const resized = () => {
  for (const callback of observers) callback()
}
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        observers.push(callback)
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'NAV' ? room : 0
  })
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
    return (this.tagName === 'NAV' ? [new DOMRect()] : []) as unknown as DOMRectList
  })
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const width = this.tagName === 'LI' ? 100 : this.classList.contains('fw-header-more') ? 60 : 0
    return new DOMRect(0, 0, width, 24)
  })
})
afterEach(() => {
  cleanup()
  observers = []
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

function renderLinks(width: number) {
  room = width
  const router = createMemoryRouter([{ path: '*', element: <HeaderLinks label="Main" links={LINKS} /> }], {
    initialEntries: ['/trips'],
  })
  render(
    <AppProviders state={testGlobalState()} i18n={i18n} bus={createEventBus()}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return screen.getByRole('navigation', { name: 'Main' })
}

const rowOf = (nav: HTMLElement) =>
  [...nav.querySelectorAll('li:not([data-overflow])')].map((li) => li.textContent)
const more = () => screen.getByRole('button', { name: 'More', hidden: true })

describe('the header’s links', () => {
  it('shows every link and no "More" when they all fit', () => {
    const nav = renderLinks(300)
    expect(rowOf(nav)).toEqual(['Trips to approve', 'Trips', 'Help'])
    expect(more().hasAttribute('data-idle')).toBe(true)
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Trips')
  })

  it('keeps those that fit beside "More" and moves the rest into its menu, which keyboards use', async () => {
    const nav = renderLinks(299)
    // 100 + 100 + 60 = 260 fits; a third link would not.
    expect(rowOf(nav)).toEqual(['Trips to approve', 'Trips'])
    expect(more().hasAttribute('data-idle')).toBe(false)
    const user = userEvent.setup()
    more().focus()
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu', { name: 'More links' })
    expect(more().getAttribute('aria-expanded')).toBe('true')
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([['Help', '/help']])
    await vi.waitFor(() => expect(document.activeElement).toBe(items[0]))
    await user.keyboard('{Escape}')
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    // React Aria gives the focus back after the menu has gone, in a frame of its own.
    await vi.waitFor(() => expect(document.activeElement).toBe(more()))
  })

  it('measures again when its room changes: links come back, or all go under "More"', () => {
    const nav = renderLinks(150)
    expect(rowOf(nav)).toEqual([])
    act(() => {
      room = 400
      resized()
    })
    expect(rowOf(nav)).toEqual(['Trips to approve', 'Trips', 'Help'])
    expect(more().hasAttribute('data-idle')).toBe(true)
  })

  it('keeps the server’s row while it is not laid out (hidden on phones)', () => {
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(() => [] as unknown as DOMRectList)
    const nav = renderLinks(0)
    expect(nav.querySelector('[data-measured]')).toBeNull()
    expect(rowOf(nav)).toEqual(['Trips to approve', 'Trips', 'Help'])
  })
})
