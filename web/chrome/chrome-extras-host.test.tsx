// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { POPOVER_ANIMATION_MS } from '../../shared/chrome/popover-constants.ts'
import { A11Y_ANNOUNCEMENT_CLEAR_MS } from '../../shared/constants.ts'
import { createEventBus, type EventBus } from '../../shared/event-bus.ts'
import { AppProviders } from '../app/providers.tsx'
import { createI18n, type Messages } from '../i18n/create-i18n.ts'
import en from '../i18n/messages/en.json' with { type: 'json' }
import ko from '../i18n/messages/ko.json' with { type: 'json' }
import { useComponentFakeTimers, useComponentRealTimers } from '../testing/app/fake-timers.ts'
import { testGlobalState } from '../testing/app/global-state.ts'
import { preloadPopoverPanel } from '../ui/popover.tsx'
import ChromeExtrasHost from './chrome-extras-host.tsx'
import { Logo } from './logo.tsx'

let online = true
let cookies = true
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online })
Object.defineProperty(window.navigator, 'cookieEnabled', { configurable: true, get: () => cookies })

function go(next: boolean) {
  online = next
  act(() => {
    window.dispatchEvent(new Event(next ? 'online' : 'offline'))
  })
}

function show(bus: EventBus, language: 'en' | 'ko' = 'en', confetti = false) {
  const i18n = createI18n(
    language,
    language === 'ko' ? 'ko-KR' : 'en-US',
    (language === 'ko' ? ko : en) as Messages,
  )
  return render(
    <AppProviders state={testGlobalState()} i18n={i18n} bus={bus}>
      <MemoryRouter>
        <Logo brand="fernway" confetti={confetti} />
        <ChromeExtrasHost />
      </MemoryRouter>
    </AppProviders>,
  )
}

const region = () => screen.getByRole('status')

describe('the chrome extras island', () => {
  let user: ReturnType<typeof useComponentFakeTimers>
  let bus: EventBus
  beforeAll(async () => {
    await preloadPopoverPanel()
  })
  beforeEach(() => {
    online = true
    cookies = true
    bus = createEventBus()
    user = useComponentFakeTimers()
    window.localStorage.clear()
  })
  afterEach(() => {
    cleanup()
    useComponentRealTimers()
  })

  it('reads out a11y:announce in its polite live region and empties it after 3000 ms', async () => {
    show(bus)
    expect(region().getAttribute('aria-live')).toBe('polite')
    expect(region().textContent).toBe('')
    act(() => bus.publish('a11y:announce', { message: 'Trip saved' }))
    expect(region().textContent).toBe('Trip saved')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(A11Y_ANNOUNCEMENT_CLEAR_MS - 1)
    })
    expect(region().textContent).toBe('Trip saved')
    act(() => bus.publish('a11y:announce', { message: 'Trip removed' }))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(A11Y_ANNOUNCEMENT_CLEAR_MS - 1)
    })
    // A new message starts the 3000 ms again.
    expect(region().textContent).toBe('Trip removed')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    expect(region().textContent).toBe('')
  })

  it('shows an offline notice when the connection drops, with details in a popover, and announces both ways', async () => {
    show(bus)
    expect(screen.queryByRole('region', { name: "You're offline" })).toBeNull()
    go(false)
    const notice = screen.getByRole('region', { name: "You're offline" })
    expect(region().textContent).toBe("You're offline. Some things won't work until your connection is back.")
    const details = screen.getByRole('button', { name: 'What still works?' })
    expect(notice.contains(details)).toBe(true)
    details.focus()
    await user.keyboard('{Enter}')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POPOVER_ANIMATION_MS)
    })
    const popover = screen.getByRole('dialog', { name: 'Working offline' })
    expect(popover.textContent).toContain('Pages already open stay readable.')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Got it' }))
    await user.click(screen.getByRole('button', { name: 'Got it' }))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POPOVER_ANIMATION_MS)
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    go(true)
    expect(screen.queryByRole('region', { name: "You're offline" })).toBeNull()
    expect(region().textContent).toBe("You're back online.")
  })

  it('speaks Korean on the Korean site', () => {
    show(bus, 'ko')
    go(false)
    expect(screen.getByRole('region', { name: '오프라인 상태입니다' })).toBeTruthy()
  })

  it('tells visitors when cookies are off', () => {
    cookies = false
    show(bus)
    expect(
      screen.getByText(
        'Cookies are turned off in your browser. Signing in and saving your choices need them.',
      ),
    ).toBeTruthy()
  })

  it('runs the celebration of a logo that asks for it', async () => {
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
    })) as unknown as typeof matchMedia
    show(bus, 'en', true)
    const logo = screen.getByRole('link', { name: 'Fernway home' })
    await act(async () => {
      await import('./logo-celebration.ts')
      await vi.advanceTimersByTimeAsync(1000)
    })
    expect(logo.classList.contains('fw-logo--bounce')).toBe(true)
  })
})
