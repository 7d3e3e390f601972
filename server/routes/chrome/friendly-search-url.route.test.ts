import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FRIENDLY_SEARCH_URL_PATH } from '../../../shared/chrome/friendly-url.ts'
import { FRIENDLY_SEARCH_URL_PLAIN_PATH } from '../../../shared/chrome/friendly-url-schemas.ts'
import { ZApiErrorSchema } from '../../../shared/errors.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { browserIdentity, type TestApp } from '../../testing/test-app.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

type TBrowser = { cookie: string; token: string }
let lastOctet = 0

/** The page's form post: the browser's cookies, its form token, a form body, and its own address. */
function post(
  t: TestApp,
  who: TBrowser,
  body: Record<string, string>,
  options: { path?: string; site?: string; csrf?: boolean; ip?: string } = {},
) {
  const headers: Record<string, string> = {
    cookie: `${who.cookie}; fw_site=${options.site ?? 'kr'}`,
    'content-type': 'application/x-www-form-urlencoded',
  }
  if (options.csrf !== false) headers['x-csrf'] = who.token
  lastOctet = (lastOctet + 1) % 250
  return t.app.inject({
    method: 'POST',
    url: options.path ?? FRIENDLY_SEARCH_URL_PATH,
    headers,
    payload: new URLSearchParams(body).toString(),
    // A fresh address a request, so the generated cases meet the validation and not the rate limit.
    remoteAddress: options.ip ?? `10.48.${Math.floor(lastOctet / 250)}.${lastOctet + 1}`,
  })
}

const flightToHotel = {
  originalVertical: 'flights',
  conversionVertical: 'hotels',
  searchUrlToConvert: '/flights/search/seoul-tokyo/2026-12-01',
}

describe.each(testDatabaseKinds())('the friendly search URL call (%s)', (kind) => {
  const t = useTestApp(kind, {
    config: { friendlyUrlVerticals: ['flights', 'hotels', 'cars', 'trains'] },
  })

  it.each([FRIENDLY_SEARCH_URL_PATH, FRIENDLY_SEARCH_URL_PLAIN_PATH])(
    '%s turns a flight search into the hotel search for the same city and dates',
    async (path) => {
      const me = await browserIdentity(t.app)
      const res = await post(t, me, flightToHotel, { path })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ convertedUrl: '/hotels/search/tokyo/2026-12-01/2026-12-02' })
      expect(res.headers['cache-control']).toBe('no-store')
    },
  )

  it('a hotel becomes a flight from the site’s home place; a site without one answers 422', async () => {
    const me = await browserIdentity(t.app)
    const hotel = {
      originalVertical: 'hotels',
      conversionVertical: 'flights',
      searchUrlToConvert: '/hotels/search/tokyo/2026-12-01/2026-12-04',
    }
    const kr = await post(t, me, hotel, { site: 'kr' })
    expect(kr.json()).toEqual({ convertedUrl: '/flights/search/seoul-tokyo/2026-12-01' })
    const us = await post(t, me, hotel, { site: 'us' })
    expect(us.json()).toEqual({ convertedUrl: '/flights/search/new-york-tokyo/2026-12-01' })
    const vn = await post(t, me, hotel, { site: 'vn' })
    expect(vn.statusCode).toBe(422)
    expect(vn.json().errors[0].code).toBe('NOT_CONVERTIBLE')
  })

  it('refuses a post without the form token, and changes nothing', async () => {
    const me = await browserIdentity(t.app)
    const res = await post(t, me, flightToHotel, { csrf: false })
    expect(res.statusCode).toBe(403)
    expect(res.json().errors[0].code).toEqual(expect.any(String))
  })

  it('answers a foreign or scheme-relative URL with 400, never a redirect elsewhere', async () => {
    const me = await browserIdentity(t.app)
    for (const url of [
      '//evil.test/flights/search/seoul-tokyo/2026-12-01',
      'https://evil.test/flights/search/seoul-tokyo/2026-12-01',
      '/\\evil.test/flights/search/seoul-tokyo/2026-12-01',
      '/hotels/search/tokyo/2026-12-01/2026-12-02',
    ]) {
      const res = await post(t, me, { ...flightToHotel, searchUrlToConvert: url })
      expect(res.statusCode, url).toBe(400)
      expect(res.json().errors[0].code, url).toBe('SEARCH_URL_INVALID')
    }
  })

  it('answers any malformed form with a 4xx error body, never a 500', async () => {
    const me = await browserIdentity(t.app)
    const field = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom('flights', 'hotels', 'cars', 'trains', 'trips', 'main', ''),
      fc.string({ minLength: 2001, maxLength: 2100 }),
    )
    const form = fc.record(
      {
        originalVertical: field,
        conversionVertical: field,
        searchUrlToConvert: fc.oneof(field, fc.constantFrom('/flights/search/seoul-tokyo/2026-13-01')),
        extra: fc.string({ maxLength: 10 }),
      },
      { requiredKeys: [] },
    )
    await fc.assert(
      fc.asyncProperty(form, async (body) => {
        const res = await post(t, me, body as Record<string, string>)
        if (res.statusCode === 200) {
          expect(res.json().convertedUrl).toMatch(/^\/(flights|hotels|cars|trains)\/search\//)
          return
        }
        expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
        expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500)
        // The common item only: code and description, and a field's name and reason (decision 078).
        expect(ZApiErrorSchema.strict().safeParse(res.json().errors[0]).success).toBe(true)
      }),
      { numRuns: 120 },
    )
  })

  it('is rate limited per address', async () => {
    const me = await browserIdentity(t.app)
    const codes: number[] = []
    for (let i = 0; i < 62; i += 1)
      codes.push((await post(t, me, flightToHotel, { ip: '10.99.0.1' })).statusCode)
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true)
    expect(codes.at(-1)).toBe(429)
  })
})

describe('the friendly search URL call when not switched on', () => {
  const t = useTestApp('pglite', { config: { friendlyUrlVerticals: ['flights'] } })

  it('answers 404 unless both verticals have friendly URLs', async () => {
    const me = await browserIdentity(t.app)
    const res = await post(t, me, flightToHotel)
    expect(res.statusCode).toBe(404)
    expect(res.json().errors[0].code).toBe('FRIENDLY_URL_DISABLED')
  })
})
