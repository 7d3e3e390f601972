import { describe, expect, it, vi } from 'vitest'
import { fakeLocation, MemoryStorage } from '../testing/api/fake-browser.ts'
import { createApiClient } from './client.ts'
import { catalogueEndpoints } from './endpoints.gen.ts'
import { getSearch } from './search-call.ts'

const answer = { property: { id: 'TYO001' }, rooms: [] }

function clientAnswering() {
  const fetch = vi.fn<typeof globalThis.fetch>(
    async () =>
      new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }),
  )
  const client = createApiClient({
    baseUrl: 'http://site.test',
    fetch,
    getPageToken: () => 'page-token',
    storage: new MemoryStorage(),
    location: fakeLocation('/hotels/property/TYO001/2027-01-10/2027-01-12'),
    now: () => 0,
    log: vi.fn(),
  })
  return { client, fetch }
}

describe('getSearch (a declared search with the page’s text query)', () => {
  it('calls the declaration’s path, its parameters filled in and encoded, with the query as written', async () => {
    const { client, fetch } = clientAnswering()
    const got = await getSearch(
      client,
      catalogueEndpoints.property,
      { checkin: '2027-01-10', checkout: '2027-01-12', adults: '2' },
      { propertyId: 'TYO/001' },
    )
    expect(got).toEqual(answer)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe(
      'http://site.test/i/api/catalogue/v1/hotels/properties/TYO%2F001?checkin=2027-01-10&checkout=2027-01-12&adults=2',
    )
    expect(init?.method ?? 'GET').toBe('GET')
  })

  it('refuses a path parameter left out rather than calling a path that names nothing', () => {
    const { client, fetch } = clientAnswering()
    expect(() => getSearch(client, catalogueEndpoints.property, {})).toThrow(/propertyId/)
    expect(fetch).not.toHaveBeenCalled()
  })
})
