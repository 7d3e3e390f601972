// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { traveller } from '../../../server/testing/trips/trips-test-kit.ts'
import { TRIPS_API_PATHS, TRIPS_CONSTANTS, TRIPS_STORAGE_KEYS } from '../../../shared/trips/trips-contract.ts'
import { fakeBrowser, MemoryStorage, signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { signedInAuth } from '../../testing/app/global-state.ts'
import { realServer } from '../../testing/app/real-server.ts'
import { installViewport, renderSideNav } from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import type { NavTripsTooltipEnv } from './use-nav-trips-tooltip.ts'

const viewport = installViewport(1440)
const TEXT = 'Your trips are one click away: your saved items, plans and bookings.'
const THIRTY_MINUTES = 30 * 60 * 1000
// Kept before the clock is faked: the answers of the real server arrive in real time.
const realSetTimeout = globalThis.setTimeout
const tick = () => act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 20)))
async function until(check: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 250; i += 1) {
    if (await check()) return
    await tick()
  }
  throw new Error(`waited 5 s for ${what}`)
}

function tooltipEnv(browser: ReturnType<typeof fakeBrowser>) {
  return {
    client: () => browser.client,
    storage: new MemoryStorage(),
    now: () => Date.now(),
    log: vi.fn<(error: unknown, context: Record<string, unknown>) => void>(),
    openTimeMs: TRIPS_CONSTANTS.tooltipOpenTimeMs,
  } satisfies NavTripsTooltipEnv
}

/** The side navigation's trips tooltip against the real server (page-chrome-privacy section 4, decision 100). */
describe('the side navigation’s trips tooltip', () => {
  const server = realServer()
  beforeEach(() => viewport.resize(1440))
  afterEach(() => vi.useRealTimers())
  const toggle = () => screen.getByRole('button', { name: 'Menu' })
  const calls = (browser: ReturnType<typeof fakeBrowser>, path: string) =>
    browser.jar.requests.filter((r) => r.url.includes(path)).length

  it('shows beside the trips entry once the drawer has been open 30 minutes from its stored first opening, closes after 5000 ms and is recorded', async () => {
    const who = await traveller(server.t)
    const browser = signedInFakeBrowser(server.baseUrl, who)
    const env = tooltipEnv(browser)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    env.storage.setItem(
      TRIPS_STORAGE_KEYS.navigationDrawerFirstOpenedAt,
      String(Date.now() - THIRTY_MINUTES + 1000),
    )
    renderSideNav('/', { auth: signedInAuth() }, undefined, env)
    fireEvent.click(toggle())
    act(() => vi.advanceTimersByTime(999))
    await tick()
    expect(calls(browser, TRIPS_API_PATHS.store)).toBe(0)
    act(() => vi.advanceTimersByTime(1))
    await until(() => screen.queryByRole('status') !== null, 'the tooltip')
    const tip = screen.getByRole('status')
    expect(tip.textContent).toContain(TEXT)
    // Beside the trips entry, in the same list item.
    expect(tip.closest('li')?.querySelector('a')?.getAttribute('href')).toBe('/trips')
    await until(
      async () => (await who.store('user')).user?.settings.isNavigationDrawerTripsTooltipShown === true,
      'the setting',
    )
    expect(calls(browser, TRIPS_API_PATHS.navigationDrawerTooltipShown)).toBe(1)
    // The header drawer's own tooltips are not the navigation's.
    const settings = (await who.store('user')).user?.settings
    expect(settings?.isTripsDrawerGoToTripsButtonTooltipShown).toBe(false)
    act(() => vi.advanceTimersByTime(TRIPS_CONSTANTS.tooltipAutoCloseMs - 1))
    expect(screen.queryByText(TEXT)).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText(TEXT)).toBeNull()
    expect(env.log).not.toHaveBeenCalled()
  })

  it('stores the first opening and counts the configured time from it; closing the drawer hides the tooltip', async () => {
    const who = await traveller(server.t)
    const browser = signedInFakeBrowser(server.baseUrl, who)
    const env = { ...tooltipEnv(browser), openTimeMs: 60_000 }
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const opened = Date.now()
    renderSideNav('/', { auth: signedInAuth() }, undefined, env)
    fireEvent.click(toggle())
    expect(env.storage.getItem(TRIPS_STORAGE_KEYS.navigationDrawerFirstOpenedAt)).toBe(String(opened))
    act(() => vi.advanceTimersByTime(59_999))
    await tick()
    expect(screen.queryByText(TEXT)).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    await until(() => screen.queryByText(TEXT) !== null, 'the tooltip')
    // axe keeps time with the real clock.
    vi.useRealTimers()
    // The kit renders the navigation without the header landmark the page puts its toggle in.
    const results = await axe.run(document.body, {
      resultTypes: ['violations'],
      rules: { region: { enabled: false } },
    })
    expect(results.violations.map((v) => v.id)).toEqual([])
    fireEvent.click(toggle())
    expect(screen.queryByText(TEXT)).toBeNull()
  })

  it('stays away when the settings say it was shown', async () => {
    const who = await traveller(server.t)
    await who.call({ method: 'POST', url: TRIPS_API_PATHS.navigationDrawerTooltipShown })
    const browser = signedInFakeBrowser(server.baseUrl, who)
    const env = tooltipEnv(browser)
    env.storage.setItem(TRIPS_STORAGE_KEYS.navigationDrawerFirstOpenedAt, String(Date.now() - THIRTY_MINUTES))
    renderSideNav('/', { auth: signedInAuth() }, undefined, env)
    fireEvent.click(toggle())
    await until(() => calls(browser, TRIPS_API_PATHS.store) === 1, 'the settings')
    for (let i = 0; i < 5; i += 1) await tick()
    expect(screen.queryByText(TEXT)).toBeNull()
    expect(calls(browser, TRIPS_API_PATHS.navigationDrawerTooltipShown)).toBe(0)
  })

  it('makes no call for a signed-out visitor', async () => {
    const browser = fakeBrowser(server.baseUrl)
    const env = tooltipEnv(browser)
    env.storage.setItem(TRIPS_STORAGE_KEYS.navigationDrawerFirstOpenedAt, String(Date.now() - THIRTY_MINUTES))
    renderSideNav('/', {}, undefined, env)
    fireEvent.click(toggle())
    for (let i = 0; i < 5; i += 1) await tick()
    expect(browser.jar.requests).toHaveLength(0)
    expect(screen.queryByText(TEXT)).toBeNull()
  })
})
