// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { offer, traveller } from '../../../server/testing/trips/trips-test-kit.ts'
import type { EventBus } from '../../../shared/event-bus.ts'
import { TRIPS_STORAGE_KEYS } from '../../../shared/trips/trips-contract.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { installViewport } from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import { drawerEnv, renderDrawer } from '../../testing/features/trips-drawer/trips-drawer-test-kit.tsx'
import { forgetPendingSave } from '../trip-catalogue/pending-save.ts'

const viewport = installViewport(500)

/** The server shares the machine with other test files: loads get time. */

describe('the trips drawer', () => {
  const server = realServer()
  beforeEach(() => viewport.resize(500))
  afterEach(() => {
    vi.useRealTimers()
    forgetPendingSave()
  })

  const toggle = () => screen.getByRole('button', { name: /^Trips/ })
  const drawer = () => screen.queryByRole('dialog', { name: 'Your trips' })
  /** Opens the drawer by the bus, then closes it (`toggle`: by toggling twice), waiting for each. */
  async function openAndClose(bus: EventBus, by: 'open' | 'toggle' = 'open') {
    act(() => {
      bus.publish(by === 'open' ? 'tripsDrawer:open' : 'tripsDrawer:toggle', {})
    })
    expect(await screen.findByRole('dialog')).toBeTruthy()
    act(() => {
      bus.publish(by === 'open' ? 'tripsDrawer:close' : 'tripsDrawer:toggle', {})
    })
    await waitFor(() => expect(drawer()).toBeNull())
  }

  it('shows the saved count on its toggle and at most 3 trips with 32x32 thumbnails, names and links', async () => {
    const who = await traveller(server.t)
    for (const destination of ['Busan', 'Jeju', 'Seoul', 'Tokyo']) await who.save({ destination })
    await who.save({ destination: 'Seoul' })
    const { env } = drawerEnv(server.baseUrl, who)
    renderDrawer(env)
    await waitFor(() => expect(toggle().getAttribute('aria-label')).toBe('Trips, 5 saved items'), LOAD)
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(toggle())
    const dialog = await screen.findByRole('dialog', { name: 'Your trips' })
    const links = within(dialog).getAllByRole('link')
    const trips = links.filter((a) => a.querySelector('img'))
    expect(trips).toHaveLength(3)
    for (const link of trips) {
      const img = link.querySelector('img') as HTMLImageElement
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['32', '32'])
      expect(img.getAttribute('src')).toMatch(/^\/trips\/api\/images\/seasonal\//)
      expect(link.getAttribute('href')).toMatch(/^\/trips\/[A-Za-z0-9]+/)
    }
    expect(trips.map((a) => a.querySelector('.fw-trips-name')?.textContent).sort()).not.toContain(undefined)
    expect(within(dialog).getByText('5 saved items')).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'Go to trips' }).getAttribute('href')).toBe('/trips')
  })

  it('opens and closes on its toggle, on the bus, and closes on Escape with focus back on the toggle', async () => {
    const who = await traveller(server.t)
    const { env } = drawerEnv(server.baseUrl, who)
    const { bus } = renderDrawer(env)
    await waitFor(() => expect(toggle().getAttribute('aria-label')).toBe('Trips, 0 saved items'), LOAD)
    const user = userEvent.setup()
    const button = toggle()
    act(() => button.focus())
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Your trips' })).toBeTruthy()
    // The full-screen dialog hides the rest of the page from assistive technology, the toggle too.
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText('No trips yet. Save an offer with the heart to start one.')).toBeTruthy()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(drawer()).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(toggle()))
    await openAndClose(bus)
    await openAndClose(bus, 'toggle')
  })

  it('is a dropdown from ML up', async () => {
    viewport.resize(1280)
    const who = await traveller(server.t)
    const { env } = drawerEnv(server.baseUrl, who)
    renderDrawer(env)
    await waitFor(() => expect(toggle().getAttribute('aria-label')).toBe('Trips, 0 saved items'), LOAD)
    await userEvent.click(toggle())
    const dialog = await screen.findByRole('dialog', { name: 'Your trips' })
    expect(dialog.closest('.fw-popover')).not.toBeNull()
    expect(dialog.closest('.fw-modal')).toBeNull()
  })

  it('shows the reminder once when it closes on a trip with events, for 5000 ms, and records it', async () => {
    const who = await traveller(server.t)
    await who.save({})
    const { env } = drawerEnv(server.baseUrl, who)
    const { bus } = renderDrawer(env)
    await waitFor(() => expect(toggle().getAttribute('aria-label')).toBe('Trips, 1 saved item'), LOAD)
    // The clock also runs on its own: the server and the network under test need real time.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    act(() => {
      bus.publish('tripsDrawer:open', {})
    })
    await screen.findByRole('dialog')
    expect(screen.queryByText('Your saved items are here, in your trips.')).toBeNull()
    act(() => {
      bus.publish('tripsDrawer:close', {})
    })
    expect(await screen.findByText('Your saved items are here, in your trips.')).toBeTruthy()
    await waitFor(async () =>
      expect((await who.store('trips,user')).user?.settings.isTripsDrawerReminderTooltipShown).toBe(true),
    )
    // The clock also ran while the call above was answered: the tooltip is at most a little into its 5000 ms.
    act(() => vi.advanceTimersByTime(4000))
    expect(screen.queryByText('Your saved items are here, in your trips.')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByText('Your saved items are here, in your trips.')).toBeNull()
    await openAndClose(bus)
    expect(screen.queryByText('Your saved items are here, in your trips.')).toBeNull()
  })

  it('shows no reminder for a trip without events, nor when the settings say it was shown', async () => {
    const who = await traveller(server.t)
    const { env } = drawerEnv(server.baseUrl, who)
    const { bus } = renderDrawer(env)
    await waitFor(() => expect(toggle().getAttribute('aria-label')).toBe('Trips, 0 saved items'), LOAD)
    await openAndClose(bus)
    expect(screen.queryByRole('status')).toBeNull()
    cleanup()
    const shown = await traveller(server.t)
    await shown.save({})
    await shown.call({ method: 'POST', url: '/i/api/trips/user/v1/setTripsDrawerReminderTooltipShown' })
    const second = renderDrawer(drawerEnv(server.baseUrl, shown).env)
    await waitFor(() => expect(toggle().getAttribute('aria-label')).toBe('Trips, 1 saved item'), LOAD)
    await openAndClose(second.bus)
    expect(screen.queryByText('Your saved items are here, in your trips.')).toBeNull()
  })

  it('shows the go-to-trips tooltip once the drawer has been open 30 minutes from its stored first opening', async () => {
    const who = await traveller(server.t)
    const { env } = drawerEnv(server.baseUrl, who)
    const firstOpened = Date.now() - 30 * 60 * 1000 + 2000
    env.storage.setItem(TRIPS_STORAGE_KEYS.drawerFirstOpenedAt, String(firstOpened))
    renderDrawer(env)
    await waitFor(() => expect(toggle().getAttribute('aria-label')).toBe('Trips, 0 saved items'), LOAD)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    vi.setSystemTime(firstOpened + 30 * 60 * 1000 - 1000)
    act(() => toggle().click())
    const text = 'All your trips, with their plans and bookings, are on the trips page.'
    act(() => vi.advanceTimersByTime(999))
    expect(screen.queryByText(text)).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText(text)).toBeTruthy()
    act(() => vi.advanceTimersByTime(5000))
    expect(screen.queryByText(text)).toBeNull()
    vi.useRealTimers()
    await waitFor(async () =>
      expect((await who.store('trips,user')).user?.settings.isTripsDrawerGoToTripsButtonTooltipShown).toBe(
        true,
      ),
    )
  })

  it('stores the first opening time, and counts the configured time from it', async () => {
    const who = await traveller(server.t)
    const { env } = drawerEnv(server.baseUrl, who)
    const configured = { ...env, tooltipOpenTimeMs: 60_000 }
    renderDrawer(configured)
    await waitFor(() => expect(toggle().getAttribute('aria-label')).toBe('Trips, 0 saved items'), LOAD)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const opened = Date.now()
    act(() => toggle().click())
    expect(env.storage.getItem(TRIPS_STORAGE_KEYS.drawerFirstOpenedAt)).toBe(String(opened))
    act(() => vi.advanceTimersByTime(59_999))
    expect(screen.queryByText(/are on the trips page/)).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText(/are on the trips page/)).toBeTruthy()
  })

  it('makes the pending signed-out save on any page after sign-in, once, and counts it', async () => {
    const who = await traveller(server.t)
    const { env, jar } = drawerEnv(server.baseUrl, who)
    const pending = offer({ destination: 'Jeju', title: 'Jeju stay' })
    const record = {
      resultData: { resultId: pending.offerId, offer: pending },
      savingState: 'unsaved',
      isSaved: false,
    }
    env.saveLater.setItem(TRIPS_STORAGE_KEYS.saveLater, JSON.stringify(record))
    const changes: unknown[] = []
    const { bus } = renderDrawer(env)
    bus.subscribe('trips:changed', (c) => changes.push(c))
    await waitFor(() => expect(toggle().getAttribute('aria-label')).toBe('Trips, 1 saved item'), LOAD)
    expect(env.saveLater.getItem(TRIPS_STORAGE_KEYS.saveLater)).toBeNull()
    expect(changes).toEqual([{ reason: 'saved', fullTripId: expect.any(String) }])
    // A second drawer on the same page load (React may mount twice) does not save again.
    cleanup()
    renderDrawer(env, bus)
    await waitFor(() => expect(toggle().getAttribute('aria-label')).toBe('Trips, 1 saved item'), LOAD)
    expect(jar.requests.filter((r) => r.url.endsWith('/trips/api/events')).length).toBe(1)
    expect(env.log).not.toHaveBeenCalled()
  })
})
