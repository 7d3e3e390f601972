import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { IMAGE_SIZES } from '../../../shared/trips/trip-images.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { errorCode } from '../../testing/trips/trips-test-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('seasonal trip images (%s)', (kind) => {
  const t = useTestApp(kind)

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })

  it('draws a real image of each size, the same bytes every time, cacheable by anyone', async () => {
    for (const [size, { width, height }] of Object.entries(IMAGE_SIZES)) {
      const res = await get(TRIPS_API_PATHS.seasonalImage('seoul', 'autumn', size))
      expect(res.statusCode, size).toBe(200)
      expect(res.headers['content-type']).toBe('image/webp')
      expect(res.headers['cache-control']).toBe('public, max-age=604800')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      const meta = await sharp(res.rawPayload).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height])
      const again = await get(TRIPS_API_PATHS.seasonalImage('seoul', 'autumn', size))
      expect(again.rawPayload.equals(res.rawPayload)).toBe(true)
    }
  })

  it('differs by destination and by season', async () => {
    const body = async (d: string, s: string) =>
      (await get(TRIPS_API_PATHS.seasonalImage(d, s, 'thumb'))).rawPayload
    const seoulWinter = await body('seoul', 'winter')
    expect(seoulWinter.equals(await body('seoul', 'summer'))).toBe(false)
    expect(seoulWinter.equals(await body('paris', 'winter'))).toBe(false)
  })

  it('answers a matching ETag with 304 and no body', async () => {
    const url = TRIPS_API_PATHS.seasonalImage('anywhere', 'spring', 'card')
    const first = await get(url)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/)
    const cached = await get(url, { 'if-none-match': etag })
    expect(cached.statusCode).toBe(304)
    expect(cached.body).toBe('')
  })

  it('is 404 JSON for anything outside the catalogue', async () => {
    for (const [d, s, size] of [
      ['atlantis', 'spring', 'thumb'],
      ['seoul', 'monsoon', 'thumb'],
      ['seoul', 'spring', 'huge'],
      ['Seoul', 'spring', 'thumb'],
      ['seoul', 'spring', 'toString'],
      ['__proto__', 'spring', 'thumb'],
    ]) {
      const res = await get(TRIPS_API_PATHS.seasonalImage(d as string, s as string, size as string))
      expect([res.statusCode, errorCode(res)], `${d}/${s}/${size}`).toEqual([404, 'IMAGE_NOT_FOUND'])
    }
    for (const url of [
      '/trips/api/images/seasonal/seoul/spring',
      '/trips/api/images/seasonal/../spring/thumb',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404)
    }
  })
})
