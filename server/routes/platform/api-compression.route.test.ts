import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { FLIGHT_SEARCH_API_PATH } from '../../../shared/catalogue/flight-search-contract.ts'
import { AUTH_STATE_PATH } from '../../../shared/constants.ts'
import { PICKER_API } from '../../../shared/pickers/picker-contract.ts'
import { PRIVACY_API } from '../../../shared/privacy/privacy-contract.ts'
import { API_COMPRESSION_FROM_BYTES } from '../../plugins/api-compression.ts'
import { inDays } from '../../testing/catalogue/search-route-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

/** What Chromium sends. */
const BROWSER = 'gzip, deflate, br, zstd'
const FLIGHTS = `${FLIGHT_SEARCH_API_PATH}?from=SEL&to=TYO&depart=${inDays(21)}&return=${inDays(28)}&adults=2`

/** Decision 106: the API's JSON answers compressed from 1 KB up; pages and answers made once as before. */
describe('compressing answers', () => {
  const t = useTestApp('pglite', { web: true })

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })

  it('sends a large API answer in gzip or brotli as the client takes them, and plain otherwise', async () => {
    const plain = await get(FLIGHTS)
    expect(plain.statusCode, plain.body).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(API_COMPRESSION_FROM_BYTES)
    const json = plain.json()

    // A browser takes both: gzip, which costs the server less for about the same bytes.
    const gzip = await get(FLIGHTS, BROWSER)
    expect([gzip.statusCode, gzip.headers['content-encoding']]).toEqual([200, 'gzip'])
    expect(String(gzip.headers.vary)).toMatch(/accept-encoding/i)
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4)
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(json)

    for (const brotliFirst of ['br', 'br;q=1, gzip;q=0.5']) {
      const br = await get(FLIGHTS, brotliFirst)
      expect(br.headers['content-encoding'], brotliFirst).toBe('br')
      expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(json)
    }

    for (const refused of ['identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const res = await get(FLIGHTS, refused)
      expect(res.headers['content-encoding'], refused).toBeUndefined()
      expect(res.json(), refused).toEqual(json)
    }
  })

  it('leaves an answer under 1 KB as it is', async () => {
    const res = await get(AUTH_STATE_PATH, BROWSER)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.rawPayload.length).toBeLessThan(API_COMPRESSION_FROM_BYTES)
  })

  it('sends a page compressed once, by the page route', async () => {
    const res = await get('/', BROWSER)
    expect([res.statusCode, res.headers['content-encoding']]).toEqual([200, 'br'])
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toMatch(/^<!doctype html>/i)
  })

  it('leaves answers made once as made: a validator of their bytes, or a throughput budget', async () => {
    for (const url of [PRIVACY_API.iabInitialPrefs, PICKER_API.currencyPickerState]) {
      const plain = await get(url)
      expect(plain.rawPayload.length, url).toBeGreaterThan(API_COMPRESSION_FROM_BYTES)
      const asked = await get(url, BROWSER)
      expect(asked.headers['content-encoding'], url).toBeUndefined()
      expect([asked.headers.etag, asked.body], url).toEqual([plain.headers.etag, plain.body])
    }
  })
})
