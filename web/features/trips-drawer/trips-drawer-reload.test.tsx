// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { traveller } from '../../../server/testing/trips/trips-test-kit.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { installViewport } from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import {
  drawerEnv,
  renderDrawer,
  setVisibility,
} from '../../testing/features/trips-drawer/trips-drawer-test-kit.tsx'

installViewport(500)

const failing = (status: number) => (jarFetch: typeof fetch) => {
  let calls = 0
  // The first store answers from the server; every later one fails as the network would have it.
  return (async (input, init) => {
    if (String(input).includes('/trips/api/store') && ++calls > 1)
      return new Response(JSON.stringify({ errors: [{ code: 'X', description: 'no' }] }), {
        status,
        headers: { 'content-type': 'application/json' },
      })
    return jarFetch(input, init)
  }) as typeof fetch
}

/** Every store call after the first fails before any HTTP answer, as fetch does when the network is down. */
const unreachable = (jarFetch: typeof fetch) => {
  let calls = 0
  return (async (input, init) => {
    if (String(input).includes('/trips/api/store') && ++calls > 1) throw new TypeError('Failed to fetch')
    return jarFetch(input, init)
  }) as typeof fetch
}

/** The first store call is answered by the server at once but handed over only on release(). */
function heldFirstAnswer() {
  let answered!: () => void
  let release!: () => void
  const wasAnswered = new Promise<void>((resolve) => {
    answered = resolve
  })
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  let calls = 0
  const wrap = (jarFetch: typeof fetch) =>
    (async (input, init) => {
      if (!(String(input).includes('/trips/api/store') && ++calls === 1)) return jarFetch(input, init)
      const response = await jarFetch(input, init)
      answered()
      await gate
      return response
    }) as typeof fetch
  return { wrap, wasAnswered, release }
}

/** The server shares the machine with other test files: loads get time. */

describe('the trips drawer keeping its store fresh', () => {
  const server = realServer()
  afterEach(() => {
    vi.useRealTimers()
    setVisibility('visible')
  })

  const toggle = () => screen.getByRole('button', { name: /^Trips/ })
  const label = () => toggle().getAttribute('aria-label')

  it('loads once on mount and again when the tab becomes visible, not on hiding', async () => {
    const who = await traveller(server.t)
    const { env, storeCalls } = drawerEnv(server.baseUrl, who)
    renderDrawer(env)
    await waitFor(() => expect(label()).toBe('Trips, 0 saved items'), LOAD)
    expect(storeCalls()).toBe(1)
    await who.save({})
    act(() => setVisibility('hidden'))
    expect(storeCalls()).toBe(1)
    act(() => setVisibility('visible'))
    await waitFor(() => expect(label()).toBe('Trips, 1 saved item'), LOAD)
    expect(storeCalls()).toBe(2)
    expect(env.reload).not.toHaveBeenCalled()
  })

  it('reloads on trips:changed, and the heart beats for 1200 ms when the saved count rises', async () => {
    const who = await traveller(server.t)
    const { env } = drawerEnv(server.baseUrl, who)
    const { bus } = renderDrawer(env)
    await waitFor(() => expect(label()).toBe('Trips, 0 saved items'), LOAD)
    expect(toggle().dataset.pulse).toBeUndefined()
    // The clock also runs on its own: the server and the network under test need real time.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    await who.save({})
    act(() => {
      bus.publish('trips:changed', { reason: 'saved' })
    })
    await waitFor(() => expect(label()).toBe('Trips, 1 saved item'), LOAD)
    // The beat starts in an effect after the count's render.
    await waitFor(() => expect(toggle().dataset.pulse).toBe('true'))
    // Exact to the millisecond in use-heart-pulse.test.tsx; here with room for the network's real time.
    act(() => vi.advanceTimersByTime(900))
    expect(toggle().dataset.pulse).toBe('true')
    act(() => vi.advanceTimersByTime(300))
    expect(toggle().dataset.pulse).toBeUndefined()
  })

  it('does not beat under reduced motion, nor when the count falls', async () => {
    const who = await traveller(server.t)
    const saved = await who.save({})
    const { env } = drawerEnv(server.baseUrl, who)
    const { bus } = renderDrawer({ ...env, reducedMotion: () => true })
    await waitFor(() => expect(label()).toBe('Trips, 1 saved item'), LOAD)
    await who.save({})
    act(() => {
      bus.publish('trips:changed', { reason: 'saved' })
    })
    await waitFor(() => expect(label()).toBe('Trips, 2 saved items'), LOAD)
    // Effects flushed: a beat would have started by now.
    await act(async () => {})
    expect(toggle().dataset.pulse).toBeUndefined()
    cleanup()
    const second = renderDrawer(env)
    await waitFor(() => expect(label()).toBe('Trips, 2 saved items'), LOAD)
    await who.call({ method: 'DELETE', url: `/trips/api/events/${saved.event.id}` })
    act(() => {
      second.bus.publish('trips:changed', { reason: 'removed' })
    })
    await waitFor(() => expect(label()).toBe('Trips, 1 saved item'), LOAD)
    await act(async () => {})
    expect(toggle().dataset.pulse).toBeUndefined()
  })

  it('reloads the page when a reload fails, logging the error first', async () => {
    const who = await traveller(server.t)
    const { env } = drawerEnv(server.baseUrl, who, failing(500))
    renderDrawer(env)
    await waitFor(() => expect(label()).toBe('Trips, 0 saved items'), LOAD)
    act(() => setVisibility('visible'))
    await waitFor(() => expect(env.reload).toHaveBeenCalledTimes(1))
    expect(env.log).toHaveBeenCalledTimes(1)
    expect(env.log.mock.invocationCallOrder[0]).toBeLessThan(env.reload.mock.invocationCallOrder[0] as number)
  })

  it('keeps the newer answer when an older one arrives after it', async () => {
    const who = await traveller(server.t)
    const held = heldFirstAnswer()
    const { env, storeCalls } = drawerEnv(server.baseUrl, who, held.wrap)
    const { bus } = renderDrawer(env)
    // The mount's load was answered with no saved items, and is still on its way.
    await held.wasAnswered
    await who.save({})
    act(() => {
      bus.publish('trips:changed', { reason: 'saved' })
    })
    await waitFor(() => expect(label()).toBe('Trips, 1 saved item'), LOAD)
    await act(async () => held.release())
    await waitFor(() => expect(storeCalls()).toBe(2))
    // Give the late answer every chance to land.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(label()).toBe('Trips, 1 saved item')
    expect(env.log).not.toHaveBeenCalled()
  })

  it('logs a reload that got no answer (a network error) without reloading the page', async () => {
    const who = await traveller(server.t)
    const { env } = drawerEnv(server.baseUrl, who, unreachable)
    renderDrawer(env)
    await waitFor(() => expect(label()).toBe('Trips, 0 saved items'), LOAD)
    act(() => setVisibility('visible'))
    await waitFor(() => expect(env.log).toHaveBeenCalledTimes(1))
    expect(env.log.mock.calls[0]?.[0]).toBeInstanceOf(TypeError)
    expect(env.reload).not.toHaveBeenCalled()
    expect(label()).toBe('Trips, 0 saved items')
  })

  it('logs a failed reload while the browser is offline without reloading the page', async () => {
    const who = await traveller(server.t)
    const { env } = drawerEnv(server.baseUrl, who, failing(503))
    renderDrawer(env)
    await waitFor(() => expect(label()).toBe('Trips, 0 saved items'), LOAD)
    env.online.mockReturnValue(false)
    act(() => setVisibility('visible'))
    await waitFor(() => expect(env.log).toHaveBeenCalledTimes(1))
    expect(env.reload).not.toHaveBeenCalled()
  })

  it('reloads the page without logging when a reload is refused with 403', async () => {
    const who = await traveller(server.t)
    const { env } = drawerEnv(server.baseUrl, who, failing(403))
    renderDrawer(env)
    await waitFor(() => expect(label()).toBe('Trips, 0 saved items'), LOAD)
    act(() => setVisibility('visible'))
    await waitFor(() => expect(env.reload).toHaveBeenCalledTimes(1))
    expect(env.log).not.toHaveBeenCalled()
  })
})
