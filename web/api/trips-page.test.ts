import { describe, expect, it, vi } from 'vitest'
import { fakeLocation, MemoryStorage } from '../testing/api/fake-browser.ts'
import { createApiClient } from './client.ts'
import { createTripsPageApi } from './trips-page.ts'

/** The trips pages' API over the real client, with every answer `body` (the page's token is there). */
function apiAnswering(body: unknown) {
  const fetch = vi.fn<typeof globalThis.fetch>(
    async () =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  )
  const client = createApiClient({
    baseUrl: 'http://site.test',
    fetch,
    getPageToken: () => 'page-token',
    storage: new MemoryStorage(),
    location: fakeLocation('/trips'),
    now: () => 0,
    log: vi.fn(),
  })
  const sent = () =>
    fetch.mock.calls.map(([url, init]) => ({
      url: String(url),
      method: init?.method,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }))
  return { api: createTripsPageApi(() => client), sent }
}

describe('the trips pages API (web client)', () => {
  it('asks the store for the trip with the trips it may move to', async () => {
    const { api, sent } = apiAnswering({})
    await api.trips()
    await api.trip('abc123def456')
    expect(sent().map((s) => s.url)).toEqual([
      'http://site.test/trips/api/store?props=trips',
      'http://site.test/trips/api/store?props=trip%2Ctrips&fullTripId=abc123def456',
    ])
  })

  it('creates an unnamed trip with no name, and sends changes as JSON to their paths', async () => {
    const { api, sent } = apiAnswering({})
    await api.createTrip('  ')
    await api.updateTrip('abc123def456', { name: 'Rome', startDate: null })
    await api.moveEvent('e-1', 'xyz789uvw000')
    await api.share('abc123def456', { email: 'ava@northwind.test', role: 'editor' })
    await api.endShare('abc123def456', 's-1')
    await api.revokeLink('abc123def456')
    expect(sent()).toEqual([
      { url: 'http://site.test/trips/api/trips', method: 'POST', body: {} },
      {
        url: 'http://site.test/trips/api/trips/abc123def456',
        method: 'PUT',
        body: { name: 'Rome', startDate: null },
      },
      {
        url: 'http://site.test/trips/api/events/e-1/move',
        method: 'POST',
        body: { fullTripId: 'xyz789uvw000' },
      },
      {
        url: 'http://site.test/trips/api/trips/abc123def456/shares',
        method: 'POST',
        body: { email: 'ava@northwind.test', role: 'editor' },
      },
      { url: 'http://site.test/trips/api/trips/abc123def456/shares/s-1', method: 'DELETE', body: undefined },
      { url: 'http://site.test/trips/api/trips/abc123def456/link', method: 'DELETE', body: undefined },
    ])
  })
})
