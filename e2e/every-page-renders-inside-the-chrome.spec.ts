import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../server/testing/test-app.ts'
import { ErrorCode } from '../shared/error-codes.ts'
import { allPages, POLICY_VERTICALS, policySections } from '../web/routes/catalogue.ts'

function concrete(path: string): string[] {
  if (path.endsWith('/policy/:vertical/:section')) {
    const base = path.replace('/:vertical/:section', '')
    return POLICY_VERTICALS.flatMap((v) => policySections(v).map((s) => `${base}/${v}/${s}`))
  }
  if (path.endsWith('/policy/:vertical')) return POLICY_VERTICALS.map((v) => path.replace(':vertical', v))
  return [path.replace(':section', 'preferences')]
}

describe.each(['/business', '/corporate'])(
  'every route of the route table, with the admin hub under %s',
  (base) => {
    let t: TestApp
    beforeAll(async () => {
      t = await startTestApp('pglite', { web: true, env: { BUSINESS_BASE_PATH: base } })
    })
    afterAll(async () => t?.close())

    it('renders each page on the server inside the header and footer, with a real title', async () => {
      const urls = allPages(base).flatMap((p) => concrete(p.path))
      expect(urls.length).toBeGreaterThan(40)
      for (const url of urls) {
        const res = await t.app.inject(url)
        expect(res.statusCode, url).toBe(200)
        expect(res.headers['cache-control'], url).toBe('no-store')
        expect(res.body, url).toContain('class="fw-header"')
        expect(res.body, url).toContain('class="fw-footer"')
        const title = /<title>([^<]*)<\/title>/.exec(res.body)?.[1] ?? ''
        expect(title, url).toMatch(/ \| Fernway$/)
        // A missing translation would show its key.
        expect(res.body, url).not.toMatch(/>pages\.[a-zA-Z]+\.(title|about)</)
        expect(/<h1[^>]*>[^<]+<\/h1>/.test(res.body), url).toBe(true)
      }
    })

    it('names policy verticals and sections in words of the catalogue', async () => {
      const res = await t.app.inject(`${base}/policy/flight/advanced-rules`)
      expect(/<title>([^<]*)<\/title>/.exec(res.body)?.[1]).toBe(
        'Travel policy: Flights, Advanced rules | Fernway',
      )
      expect(res.body).toContain('>Travel policy: Flights, Advanced rules</h1>')
      const ko = await t.app.inject({ url: '/profile/security?site=kr' })
      expect(ko.body).toContain('>계정: 로그인 및 보안</h1>')
    })

    it('answers unknown pages, policy verticals and sections with a 404 page in the chrome', async () => {
      for (const url of [
        '/no-such-page',
        `${base}/policy/boat`,
        `${base}/policy/train/preferences`,
        '/profile/nope',
      ]) {
        const res = await t.app.inject(url)
        expect(res.statusCode, url).toBe(404)
        expect(res.body, url).toContain('Page not found')
        expect(res.body, url).toContain('class="fw-header"')
      }
    })

    it('asks search engines not to list the sign-out, resend and e-mailed-link pages', async () => {
      const noindex = '<meta name="robots" content="noindex">'
      for (const page of allPages(base).filter((p) => p.area === 'auth')) {
        const res = await t.app.inject(page.path)
        expect(res.statusCode, page.path).toBe(200)
        expect(res.body, page.path).toContain(noindex)
      }
      expect((await t.app.inject('/help')).body).not.toContain(noindex)
    })

    it('answers unknown API paths with JSON, not a page', async () => {
      const res = await t.app.inject('/i/api/nope/v1/x')
      expect(res.statusCode).toBe(404)
      expect(res.json().errors[0].code).toBe(ErrorCode.NOT_FOUND)
    })

    it('embeds the global state so the first paint needs no call', async () => {
      const res = await t.app.inject('/trips?affiliate=partner_1')
      const json = /<script type="application\/json" id="fw-state">([^<]*)<\/script>/.exec(res.body)?.[1]
      const { state } = JSON.parse(json ?? '{}')
      expect(state).toMatchObject({
        brandDisplayName: 'Fernway',
        brand: 'fernway',
        affiliate: 'partner_1',
        businessBasePath: base,
        locale: 'en-US',
        currency: 'USD',
      })
      // A first visit's page carries no form token; its first call asks for one (decision 092).
      expect(state.formtoken).toBe('')
      expect(state.seo.canonicalUrl).toMatch(/\/trips$/)
      expect(state.analytics.pageId).toBe('trips')
      expect(state.auth.loggedInSession).toBe(false)
    })

    it('hands an affiliate, its placement and the platform on through the chrome’s links (decision 102)', async () => {
      const res = await t.app.inject('/trips?affiliate=partner_1&placement=hero&platform=mb&other=1')
      const json = /<script type="application\/json" id="fw-state">([^<]*)<\/script>/.exec(res.body)?.[1]
      const { state } = JSON.parse(json ?? '{}')
      expect(state.linkParams).toBe('affiliate=partner_1&placement=hero&platform=mb')
      const carried = 'affiliate=partner_1&amp;placement=hero&amp;platform=mb'
      for (const path of ['/help', '/trips', '/']) expect(res.body).toContain(`href="${path}?${carried}"`)
      const plain = await t.app.inject('/trips?platform=desktop')
      expect(plain.body).toContain('href="/help"')
      expect(plain.body).not.toContain('platform=desktop"')
    })

    it('sends a nonce-based CSP on pages and long-lived caching on hashed assets', async () => {
      const res = await t.app.inject('/')
      const csp = String(res.headers['content-security-policy'])
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
      expect(nonce).toBeTruthy()
      expect(res.body).toContain(`nonce="${nonce}"`)
      expect(csp).toContain("frame-ancestors 'none'")
      const asset = /src="(\/assets\/[^"]+\.js)"/.exec(res.body)?.[1] ?? ''
      const assetRes = await t.app.inject(asset)
      expect(assetRes.statusCode).toBe(200)
      expect(assetRes.headers['cache-control']).toContain('immutable')
      expect((await t.app.inject('/')).headers['content-security-policy']).not.toContain(nonce)
    })
  },
)
