import { afterEach, describe, expect, it, vi } from 'vitest'
import { FLIGHT_DASHBOARD } from '../../shared/constants.ts'
import { fetchUpcomingFlights, isTimeout } from './upcoming-flights.ts'

afterEach(() => vi.restoreAllMocks())

describe('the flight dashboard’s call (spec section 9: 5 seconds, 5 flights)', () => {
  it('asks for 5 flights and gives up after 5 seconds by default', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ flights: [] }))
    expect(await fetchUpcomingFlights({ fetch, baseUrl: 'http://x.test' })).toEqual({ flights: [] })
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('http://x.test/trips/api/flights/upcoming?limit=5')
    expect(timeout).toHaveBeenCalledWith(FLIGHT_DASHBOARD.timeoutMs)
    expect(init?.signal).toBe(timeout.mock.results[0]?.value)
  })

  it('rejects with a time-out when no answer comes in time', async () => {
    // A server that never answers: only the signal ends the wait, as fetch's does.
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    )
    const failure = await fetchUpcomingFlights({ fetch, timeoutMs: 20 }).catch((error: unknown) => error)
    expect(isTimeout(failure)).toBe(true)
    expect(isTimeout(new Error('500'))).toBe(false)
  })

  it('rejects an error status or an answer without flights', async () => {
    const status = vi.fn<typeof globalThis.fetch>(async () => new Response('', { status: 503 }))
    await expect(fetchUpcomingFlights({ fetch: status })).rejects.toThrow('503')
    const shapeless = vi.fn<typeof globalThis.fetch>(async () => Response.json({}))
    await expect(fetchUpcomingFlights({ fetch: shapeless })).rejects.toThrow('answered no flights')
  })
})
