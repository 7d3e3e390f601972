import { describe, expect, it, vi } from 'vitest'
import { PLACES_API_PATH, PLACES_LIMITS } from '../../../shared/catalogue/places-contract.ts'
import { createPlacesApi, PLACE_QUERY_MAX_LENGTH, PLACE_SUGGESTIONS, PLACES_PATH } from './places-api.ts'

const PARIS = { code: 'PAR', kind: 'city', name: 'Paris', cityName: 'Paris', countryCode: 'FR' }

function answering(status: number, body: unknown, contentType = 'application/json') {
  return vi.fn<typeof fetch>(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': contentType },
      }),
  )
}

describe('the places API of the search box', () => {
  it('holds the contract’s path and limits (repeated to keep zod out of the browser bundle)', () => {
    expect(PLACES_PATH).toBe(PLACES_API_PATH)
    expect(PLACE_QUERY_MAX_LENGTH).toBe(PLACES_LIMITS.queryLength)
    expect(PLACE_SUGGESTIONS).toBe(PLACES_LIMITS.defaultLimit)
  })

  it('asks for the query in the page’s locale, abortable, and answers the places', async () => {
    const fetch = answering(200, { places: [PARIS] })
    const signal = new AbortController().signal
    const places = await createPlacesApi({ fetch, baseUrl: 'http://x.test' }).suggest(
      'par is',
      'ko-KR',
      signal,
    )
    expect(places).toEqual([PARIS])
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('http://x.test/i/api/catalogue/v1/places?q=par+is&locale=ko-KR&limit=5')
    expect(init).toMatchObject({ signal, credentials: 'same-origin' })
  })

  it('sends at most the longest query the server answers', async () => {
    const fetch = answering(200, { places: [] })
    await createPlacesApi({ fetch }).suggest('x'.repeat(100), 'en-US', new AbortController().signal)
    expect(new URL(String(fetch.mock.calls[0]?.[0]), 'http://x.test').searchParams.get('q')).toHaveLength(64)
  })

  it('leaves out places not in the answer’s shape', async () => {
    const fetch = answering(200, {
      places: [PARIS, { ...PARIS, code: 'paris' }, { ...PARIS, kind: 'region' }, null, { code: 'CDG' }],
    })
    expect(await createPlacesApi({ fetch }).suggest('par', 'en', new AbortController().signal)).toEqual([
      PARIS,
    ])
  })

  it.each([
    ['an error status', answering(502, { code: 'BAD_GATEWAY' })],
    ['an answer without places', answering(200, { suggestions: [] })],
    ['a page that is no JSON', answering(200, '<html>', 'text/html')],
  ])('rejects %s', async (_, fetch) => {
    await expect(
      createPlacesApi({ fetch }).suggest('par', 'en', new AbortController().signal),
    ).rejects.toThrow()
  })

  it('rejects an aborted request with the AbortError', async () => {
    const controller = new AbortController()
    const fetcher = vi.fn<typeof fetch>(
      (_, init) =>
        new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    )
    const pending = createPlacesApi({ fetch: fetcher }).suggest('par', 'en', controller.signal)
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })
})
