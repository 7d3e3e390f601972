import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BRAND_IDS } from '../../../shared/brands.ts'
import {
  FOOTER_API,
  SOCIAL_SITES,
  ZFooterBrandsStateResponseSchema,
  ZFooterSiteMapLinksResponseSchema,
  ZPrivacyMenuStateResponseSchema,
} from '../../../shared/chrome/footer-schemas.ts'
import { ZErrorBodySchema } from '../../../shared/errors.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

describe('footer routes', () => {
  const t = useTestApp('pglite', { env: { BRAND_HOSTS: 'haneul.test=haneul, sky.test=skylark' } })

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })

  it('answers each brand and language with its own valid content', async () => {
    const seen = new Set<string>()
    for (const brand of BRAND_IDS)
      for (const site of ['us', 'kr']) {
        const brands = await get(`${FOOTER_API.brands}?brand=${brand}&site=${site}`)
        expect(brands.statusCode).toBe(200)
        const body = ZFooterBrandsStateResponseSchema.parse(brands.json())
        expect(body.brands.map((b) => b.name)).not.toContain(brand)
        for (const s of body.socialMediaSites)
          expect(body.socialIconsByName[s.name]).toBe(`/res/images/social/${s.name}.svg`)
        const links = await get(`${FOOTER_API.siteMapLinks}?brand=${brand}&site=${site}`)
        ZFooterSiteMapLinksResponseSchema.parse(links.json())
        const privacy = await get(`${FOOTER_API.privacyMenu}?brand=${brand}&site=${site}`)
        expect(ZPrivacyMenuStateResponseSchema.parse(privacy.json()).length).toBeGreaterThan(0)
        seen.add(brands.body)
      }
    // Each brand lists its sisters, in each language's words.
    expect(seen.size).toBe(BRAND_IDS.length * 2)
  })

  it('picks the brand by host and the language by the site cookie', async () => {
    const korean = await get(FOOTER_API.siteMapLinks, { host: 'haneul.test', cookie: 'fw_site=kr' })
    const english = await get(FOOTER_API.siteMapLinks, { host: 'haneul.test', cookie: 'fw_site=us' })
    expect(korean.json().companyLinks[0].title).toBe('회사 소개')
    expect(english.json().companyLinks[0].title).toBe('About')
    const social = await get(FOOTER_API.brands, { host: 'haneul.test', cookie: 'fw_site=kr' })
    expect(social.json().socialMediaSites.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['brunch', 'naverblog', 'naverpost']),
    )
    const sky = await get(FOOTER_API.brands, { host: 'sky.test' })
    const names = sky.json().socialMediaSites.map((s: { name: string }) => s.name)
    expect(names).not.toContain('brunch')
    expect(sky.json().brands.map((b: { name: string }) => b.name)).toContain('Haneul')
    expect(sky.json().brands.map((b: { name: string }) => b.name)).not.toContain('Skylark')
  })

  it('links each sister brand at its configured host, or at this server’s view of it, never at a made-up domain', async () => {
    const strip = (await get(`${FOOTER_API.brands}?brand=fernway&site=us`)).json().brands as Array<{
      name: string
      url: string
    }>
    const url = (name: string) => strip.find((b) => b.name === name)?.url
    expect(url('Haneul')).toBe('https://haneul.test/')
    expect(url('Skylark')).toBe('https://sky.test/')
    expect(url('Voyagio')).toBe('/?brand=voyagio')
    expect(strip.map((b) => b.url).filter((u) => u.includes('.example'))).toEqual([])
  })

  it('shows airline tickets for a flight brand and none for the business brand', async () => {
    const sky = (await get(`${FOOTER_API.siteMapLinks}?brand=skylark`)).json()
    const crew = (await get(`${FOOTER_API.siteMapLinks}?brand=tripcrew`)).json()
    expect(sky.airlineTicketsLinks.length).toBeGreaterThan(0)
    expect(crew.airlineTicketsLinks).toEqual([])
  })

  it('sends a strong ETag, caches publicly and answers 304 to a matching If-None-Match', async () => {
    for (const url of Object.values(FOOTER_API)) {
      const first = await get(`${url}?brand=voyagio`)
      const etag = String(first.headers.etag)
      expect(etag).toMatch(/^"[^"]+"$/)
      expect(first.headers['cache-control']).toBe('public, max-age=300')
      expect(first.headers.vary).toBe('Host, Cookie')
      const again = await get(`${url}?brand=voyagio`, { 'if-none-match': etag })
      expect(again.statusCode).toBe(304)
      expect(again.body).toBe('')
      expect(again.headers.etag).toBe(etag)
      const listed = await get(`${url}?brand=voyagio`, { 'if-none-match': `"stale", ${etag}` })
      expect(listed.statusCode).toBe(304)
      const stale = await get(`${url}?brand=voyagio`, { 'if-none-match': '"stale"' })
      expect(stale.statusCode).toBe(200)
      // Another brand's tag does not match: its answer differs.
      const other = await get(`${url}?brand=haneul&site=kr`, { 'if-none-match': etag })
      expect(other.statusCode).toBe(200)
    }
  })

  it('serves every social icon as an SVG, and 404s an unknown one', async () => {
    for (const name of SOCIAL_SITES) {
      const res = await get(`/res/images/social/${name}.svg`)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('image/svg+xml')
      expect(res.body.startsWith('<svg')).toBe(true)
      expect(
        (await get(`/res/images/social/${name}.svg`, { 'if-none-match': String(res.headers.etag) }))
          .statusCode,
      ).toBe(304)
    }
    const missing = await get('/res/images/social/myspace.svg')
    expect(missing.statusCode).toBe(404)
    ZErrorBodySchema.parse(missing.json())
  })

  it('answers bad queries with a 4xx error body, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.values(FOOTER_API)),
        fc.dictionary(fc.constantFrom('brand', 'site', 'x'), fc.array(fc.string(), { maxLength: 3 })),
        async (url, query) => {
          const qs = Object.entries(query)
            .flatMap(([k, vs]) => vs.map((v) => `${k}=${encodeURIComponent(v)}`))
            .join('&')
          const res = await get(`${url}?${qs}`)
          if (res.statusCode === 200) return
          expect(res.statusCode).toBeGreaterThanOrEqual(400)
          expect(res.statusCode).toBeLessThan(500)
          ZErrorBodySchema.parse(res.json())
        },
      ),
      { numRuns: 60 },
    )
    const doubled = await get(`${FOOTER_API.brands}?site=us&site=kr`)
    expect(doubled.statusCode).toBe(400)
  })
})
