import { describe, expect, it } from 'vitest'
import { LANDING_API_PATH, ZLandingResponseSchema } from '../../../shared/catalogue/landing-contract.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

const main = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''

/** Issue 27 item 2: the landing pages the footer links, made from the places and flight data. */
describe('the landing pages', () => {
  const t = useTestApp('pglite', { web: true })

  it('answers a city’s flights with the typical prices of routes from the busiest cities, in the asked currency and language', async () => {
    const res = await t.app.inject({
      url: `${LANDING_API_PATH}?kind=flightsTo&slug=tokyo&currency=KRW&locale=ko-KR`,
    })
    expect(res.statusCode).toBe(200)
    const body = ZLandingResponseSchema.parse(res.json())
    expect(body.place).toMatchObject({ code: 'TYO', name: '도쿄', countryCode: 'JP' })
    expect(body.currency).toBe('KRW')
    expect(body.routes.length).toBeGreaterThanOrEqual(3)
    for (const route of body.routes) {
      expect(route.from.code).not.toBe('TYO')
      expect(route.typicalLow).toBeGreaterThan(0)
      expect(route.typicalHigh).toBeGreaterThanOrEqual(route.typicalLow)
    }
    // The same price the search's own calendar gives for that route and those dates.
    const [first] = body.routes
    const calendar = await t.app.inject({
      url: `/i/api/catalogue/v1/flights/calendar?from=${first?.from.code}&to=TYO&depart=${first?.depart}&return=${first?.return}&currency=KRW`,
    })
    expect(calendar.json().insight).toMatchObject({
      typicalLow: first?.typicalLow,
      typicalHigh: first?.typicalHigh,
    })
  })

  it('says a place it does not know is not found, and refuses a malformed one', async () => {
    const missing = await t.app.inject({ url: `${LANDING_API_PATH}?kind=hotelsIn&slug=atlantis` })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().errors[0].code).toBe('NOT_FOUND')
    const bad = await t.app.inject({ url: `${LANDING_API_PATH}?kind=hotelsIn&slug=%3Cscript%3E` })
    expect(bad.statusCode).toBe(400)
    const page = await t.app.inject({ url: '/flights/to-atlantis' })
    expect(page.statusCode).toBe(404)
    expect(main(page.body)).toContain('We have no page for this place.')
  })

  it('renders each kind of page on the server with its title, description, canonical URL and alternates', async () => {
    const paris = await t.app.inject({ url: '/flights/to-paris?site=us' })
    expect(paris.statusCode).toBe(200)
    expect(paris.body).toContain('<title>Flights to Paris | Fernway</title>')
    expect(paris.body).toMatch(/<meta name="description" content="Compare flights to Paris on Fernway/)
    expect(paris.body).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/flights\/to-paris">/)
    expect(paris.body).toMatch(
      /<link rel="alternate" hreflang="ko-KR" href="[^"]+\/flights\/to-paris\?site=kr">/,
    )
    expect(paris.body).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]+\/flights\/to-paris">/)
    expect(main(paris.body)).toContain('Popular routes to Paris')
    expect(main(paris.body)).toMatch(/Usually \$[\d,.]+ to \$[\d,.]+ for a week/)
    // The search box is filled with the city.
    expect(main(paris.body)).toMatch(/name="to" value="PAR"/)

    const hotels = await t.app.inject({ url: '/hotels/seoul?site=kr' })
    expect(hotels.body).toContain('<title>서울 호텔 | Fernway</title>')
    expect(main(hotels.body)).toMatch(/value="SEL"/)
    expect(main(hotels.body)).toContain('부산 호텔')

    const japan = await t.app.inject({ url: '/destinations/japan?site=kr' })
    expect(japan.body).toContain('<title>일본 여행 | Fernway</title>')
    expect(main(japan.body)).toContain('href="/flights/to-tokyo"')
    expect(main(japan.body)).toContain('href="/hotels/osaka"')
    expect(main(japan.body)).not.toMatch(/Flights to|Hotels in|Trips to/)
  })

  it('lists the landing pages in the site map, which robots.txt names', async () => {
    const robots = await t.app.inject({ url: '/robots.txt' })
    expect(robots.statusCode).toBe(200)
    expect(robots.body).toMatch(/^Sitemap: http:\/\/\S+\/sitemap\.xml$/m)
    expect(robots.body).toContain('Disallow: /business/')
    const sitemap = await t.app.inject({ url: '/sitemap.xml' })
    expect(sitemap.headers['content-type']).toContain('application/xml')
    for (const path of ['/flights/to-new-york', '/hotels/rome', '/destinations/greece', '/about'])
      expect(sitemap.body).toContain(`${path}</loc>`)
  })

  it('names the configured origin in robots.txt and the site map, whatever Host a request forges', async () => {
    const forged = { host: 'attacker.example' }
    const robots = await t.app.inject({ url: '/robots.txt', headers: forged })
    expect(robots.body).toContain(`Sitemap: ${t.app.config.publicOrigin}/sitemap.xml`)
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: forged })
    expect(sitemap.body).toContain(`<loc>${t.app.config.publicOrigin}/about</loc>`)
    expect(sitemap.body).not.toContain('attacker.example')
  })
})
