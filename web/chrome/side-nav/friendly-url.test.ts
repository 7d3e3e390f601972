import { describe, expect, it, vi } from 'vitest'
import { FRIENDLY_SEARCH_URL_PATH, FRIENDLY_URL_ERROR } from '../../../shared/chrome/friendly-url.ts'
import { cookieJarFetch } from '../../testing/api/cookie-jar.ts'
import { listeningServer } from '../../testing/api/listening-server.ts'
import { resolveFriendlyUrl, type TFriendlyUrlDeps, type TFriendlyUrlRequest } from './friendly-url.ts'

const request: TFriendlyUrlRequest = {
  originalVertical: 'flights',
  conversionVertical: 'hotels',
  searchUrlToConvert: '/flights/search/seoul-tokyo/2026-12-01',
  plainUrl: '/hotels',
}

describe('the friendly-URL call from the side navigation', () => {
  const server = listeningServer({ config: { friendlyUrlVerticals: ['flights', 'hotels'] } })

  it('gets the real server’s converted URL, and falls back to the plain link with the spec’s message when it refuses', async () => {
    // A browser with its session group and form token, so the answer is about the route and not the token.
    const jar = cookieJarFetch()
    const tokenAnswer = await jar.fetch(`${server.baseUrl}/s/run/formtoken`, {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    })
    const formToken = await tokenAnswer.text()
    expect(formToken.length).toBeGreaterThanOrEqual(16)
    const calls: number[] = []
    const log = vi.fn()
    const deps: TFriendlyUrlDeps = {
      fetch: async (input, init) => {
        const answer = await jar.fetch(input, init)
        calls.push(answer.status)
        return answer
      },
      formToken,
      baseUrl: server.baseUrl,
      log,
    }
    expect(await resolveFriendlyUrl(request, deps)).toBe('/hotels/search/tokyo/2026-12-01/2026-12-02')
    expect(log).not.toHaveBeenCalled()
    // Cars are not switched on here: the server answers 404 and the visitor takes the plain link.
    const cars = { ...request, conversionVertical: 'cars', plainUrl: '/cars' }
    expect(await resolveFriendlyUrl(cars, deps)).toBe('/cars')
    expect(calls).toEqual([200, 404])
    expect(log).toHaveBeenCalledWith(FRIENDLY_URL_ERROR, expect.any(Error))
  })

  it('falls back when the network fails', async () => {
    const log = vi.fn()
    const url = await resolveFriendlyUrl(request, {
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      formToken: 'x',
      log,
    })
    expect(url).toBe('/hotels')
    expect(log).toHaveBeenCalledWith(FRIENDLY_URL_ERROR, expect.any(TypeError))
  })

  it('posts the spec’s form fields with the form token and goes to the convertedUrl it answers', async () => {
    const seen: { url: string; init: RequestInit | undefined }[] = []
    const log = vi.fn()
    const url = await resolveFriendlyUrl(request, {
      fetch: async (input, init) => {
        seen.push({ url: String(input), init })
        return Response.json({ convertedUrl: '/hotels/search/tokyo/2026-12-01/2026-12-02' })
      },
      formToken: 'token-1',
      log,
    })
    expect(url).toBe('/hotels/search/tokyo/2026-12-01/2026-12-02')
    expect(log).not.toHaveBeenCalled()
    expect(seen[0]?.url).toBe(FRIENDLY_SEARCH_URL_PATH)
    expect(seen[0]?.init?.method).toBe('POST')
    expect(Object.fromEntries(seen[0]?.init?.body as URLSearchParams)).toEqual({
      originalVertical: 'flights',
      conversionVertical: 'hotels',
      searchUrlToConvert: '/flights/search/seoul-tokyo/2026-12-01',
    })
    expect(seen[0]?.init?.headers).toMatchObject({ 'x-csrf': 'token-1' })
  })

  it('refuses a converted URL that leaves the site', async () => {
    const log = vi.fn()
    const url = await resolveFriendlyUrl(request, {
      fetch: async () => Response.json({ convertedUrl: '//evil.test/' }),
      formToken: 'token-1',
      log,
    })
    expect(url).toBe('/hotels')
    expect(log).toHaveBeenCalledWith(FRIENDLY_URL_ERROR, expect.any(Error))
  })
})
