import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestApp, type TestApp } from '../../../server/test-app.ts'
import { FRIENDLY_SEARCH_URL_PATH, FRIENDLY_URL_ERROR } from '../../../shared/chrome/friendly-url.ts'
import { cookieJarFetch } from '../../api/test-support/cookie-jar.ts'
import { resolveFriendlyUrl, type TFriendlyUrlRequest } from './friendly-url.ts'

const request: TFriendlyUrlRequest = {
  originalVertical: 'trips',
  conversionVertical: 'main',
  searchUrlToConvert: '/trips/results?q=Seoul',
  plainUrl: '/',
}

describe('the friendly-URL call from the side navigation', () => {
  let t: TestApp
  let baseUrl: string
  beforeAll(async () => {
    t = await startTestApp('pglite')
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => t?.close())

  it('falls back to the plain link and logs the spec’s message when the real server has no such route', async () => {
    // A browser with its session group and form token, so the answer is about the route and not the token.
    const jar = cookieJarFetch()
    const tokenAnswer = await jar.fetch(`${baseUrl}/s/run/formtoken`, {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    })
    const formToken = await tokenAnswer.text()
    expect(formToken.length).toBeGreaterThanOrEqual(16)
    const calls: number[] = []
    const log = vi.fn()
    const url = await resolveFriendlyUrl(request, {
      fetch: async (input, init) => {
        const answer = await jar.fetch(input, init)
        calls.push(answer.status)
        return answer
      },
      formToken,
      baseUrl,
      log,
    })
    expect(url).toBe('/')
    expect(calls).toEqual([404])
    expect(log).toHaveBeenCalledWith(FRIENDLY_URL_ERROR, expect.any(Error))
  })

  it('falls back when the network fails', async () => {
    const log = vi.fn()
    const url = await resolveFriendlyUrl(request, {
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      formToken: 'x',
      log,
    })
    expect(url).toBe('/')
    expect(log).toHaveBeenCalledWith(FRIENDLY_URL_ERROR, expect.any(TypeError))
  })

  it('posts the spec’s form fields with the form token and goes to the convertedUrl it answers', async () => {
    const seen: { url: string; init: RequestInit | undefined }[] = []
    const log = vi.fn()
    const url = await resolveFriendlyUrl(request, {
      fetch: async (input, init) => {
        seen.push({ url: String(input), init })
        return Response.json({ convertedUrl: '/seoul-trips' })
      },
      formToken: 'token-1',
      log,
    })
    expect(url).toBe('/seoul-trips')
    expect(log).not.toHaveBeenCalled()
    expect(seen[0]?.url).toBe(FRIENDLY_SEARCH_URL_PATH)
    expect(seen[0]?.init?.method).toBe('POST')
    expect(Object.fromEntries(seen[0]?.init?.body as URLSearchParams)).toEqual({
      originalVertical: 'trips',
      conversionVertical: 'main',
      searchUrlToConvert: '/trips/results?q=Seoul',
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
    expect(url).toBe('/')
    expect(log).toHaveBeenCalledWith(FRIENDLY_URL_ERROR, expect.any(Error))
  })
})
