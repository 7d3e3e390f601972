import { Writable } from 'node:stream'
import zlib from 'node:zlib'
import type { LightMyRequestResponse } from 'fastify'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { GLOBAL_STATE_ELEMENT_ID } from '../../../shared/global-state.ts'
import { signedInUser } from '../../testing/account/account-test-support.ts'
import { pagePolicyProblems } from '../../testing/security/response-checks.ts'
import { startTestApp, type TestApp } from '../../testing/test-app.ts'

/** The page's global state, from its JSON block. */
function stateOf(html: string): { formtoken: string; currency?: string; privacy?: { gpc: boolean } } {
  const json = new RegExp(
    `<script type="application/json" id="${GLOBAL_STATE_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html)?.[1]
  if (!json) throw new Error('no global state in the page')
  return (JSON.parse(json) as { state: { formtoken: string; currency?: string; privacy?: { gpc: boolean } } })
    .state
}

const nonceOf = (res: LightMyRequestResponse) =>
  /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1] ?? ''

const groupCookieOf = (res: LightMyRequestResponse) =>
  [res.headers['set-cookie']]
    .flat()
    .find((c) => c && /^fw_sg=/.test(c))
    ?.split(';')[0] ?? ''

/** The page with this answer's nonce and form token taken out: what every visitor shares. */
function shared(res: LightMyRequestResponse, html = res.body): string {
  const token = stateOf(html).formtoken
  const out = html.replaceAll(nonceOf(res), '{nonce}')
  return token ? out.replaceAll(token, '{token}') : out
}

/** Decision 073: anonymous pages rendered once, with every answer's own nonce and form token. */
describe('the anonymous page cache', () => {
  let t: TestApp
  const rendered: Array<{ pageRender: string; forCache: boolean }> = []
  const renders = (path: string) => rendered.filter((r) => r.pageRender === path)

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) {
          const entry = JSON.parse(line) as { pageRender?: string; forCache?: boolean }
          if (entry.pageRender)
            rendered.push({ pageRender: entry.pageRender, forCache: entry.forCache === true })
        }
        done()
      },
    })
    t = await startTestApp('pglite', { web: true, logger: pino({ level: 'debug' }, sink) })
  })
  afterAll(async () => t?.close())
  beforeEach(() => {
    rendered.length = 0
  })

  /** A browser's group, as its first call makes one (POST /s/run/formtoken). */
  async function newGroup(): Promise<{ cookie: string; token: string }> {
    const res = await t.app.inject({ method: 'POST', url: '/s/run/formtoken' })
    return { cookie: groupCookieOf(res), token: res.body }
  }

  it('gives two first visitors the same page with their own nonce, and neither a group cookie nor a form token, rendered once', async () => {
    const a = await t.app.inject({ url: '/' })
    const b = await t.app.inject({ url: '/' })
    for (const res of [a, b]) {
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.headers['set-cookie']).toBeUndefined()
      expect(stateOf(res.body).formtoken).toBe('')
      expect(pagePolicyProblems(res.body, String(res.headers['content-security-policy']))).toEqual([])
    }
    expect(nonceOf(a)).not.toBe(nonceOf(b))
    expect(shared(a)).toBe(shared(b))
    expect(renders('/')).toEqual([{ pageRender: '/', forCache: true }])
  })

  it('gives two visitors with groups their own form token in the same page, rendered once beside the first visit’s', async () => {
    const [a, b] = [await newGroup(), await newGroup()]
    const first = await t.app.inject({ url: '/help' })
    const pageA = await t.app.inject({ url: '/help', headers: { cookie: a.cookie } })
    const pageB = await t.app.inject({ url: '/help', headers: { cookie: b.cookie } })
    expect(stateOf(first.body).formtoken).toBe('')
    expect(groupCookieOf(pageA)).toBe('')
    // Each page's token is the one its group cookie checks against, and no other.
    expect(stateOf(pageA.body).formtoken).toBe(a.token)
    expect(stateOf(pageB.body).formtoken).toBe(b.token)
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(a.token).not.toBe(b.token)
    expect(shared(pageA)).toBe(shared(pageB))
    const refresh = (c: string, token: string) =>
      t.app.inject({ method: 'POST', url: '/s/run/formtoken', headers: { cookie: c, 'x-csrf': token } })
    expect((await refresh(a.cookie, a.token)).body).toBe(a.token)
    expect(renders('/help')).toEqual([
      { pageRender: '/help', forCache: true },
      { pageRender: '/help', forCache: true },
    ])
  })

  it('sends the same page in brotli, gzip and plain, each with the answer’s values', async () => {
    const [p, b, g] = [await newGroup(), await newGroup(), await newGroup()]
    const plain = await t.app.inject({ url: '/trips', headers: { cookie: p.cookie } })
    const br = await t.app.inject({
      url: '/trips',
      headers: { 'accept-encoding': 'gzip, deflate, br', cookie: b.cookie },
    })
    const gz = await t.app.inject({ url: '/trips', headers: { 'accept-encoding': 'gzip', cookie: g.cookie } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
    const brHtml = zlib.brotliDecompressSync(br.rawPayload).toString()
    const gzHtml = zlib.gunzipSync(gz.rawPayload).toString()
    expect(shared(br, brHtml)).toBe(shared(plain))
    expect(shared(gz, gzHtml)).toBe(shared(plain))
    expect(pagePolicyProblems(brHtml, String(br.headers['content-security-policy']))).toEqual([])
    expect(stateOf(brHtml).formtoken).not.toBe(stateOf(gzHtml).formtoken)
    expect(renders('/trips')).toHaveLength(1)
    // A page compressed once is no bigger than the 14 KB first view either (decision 066).
    expect(br.rawPayload.length).toBeLessThanOrEqual(14 * 1024)
  })

  it('keeps pages apart where the privacy inputs change the HTML: a GPC signal gets a page of its own', async () => {
    const plain = await t.app.inject({ url: '/?site=us' })
    const gpc = await t.app.inject({ url: '/?site=us', headers: { 'sec-gpc': '1' } })
    const gpcAgain = await t.app.inject({ url: '/?site=us', headers: { 'sec-gpc': '1' } })
    expect(stateOf(plain.body).privacy?.gpc).toBe(false)
    expect(stateOf(gpc.body).privacy?.gpc).toBe(true)
    expect(shared(gpc)).not.toBe(shared(plain))
    expect(shared(gpcAgain)).toBe(shared(gpc))
    expect(renders('/')).toHaveLength(2)
  })

  it('keeps sites, currencies and URLs apart', async () => {
    const kr = await t.app.inject({ url: '/flights', headers: { cookie: 'fw_site=kr' } })
    const us = await t.app.inject({ url: '/flights', headers: { cookie: 'fw_site=us' } })
    const eur = await t.app.inject({ url: '/flights', headers: { cookie: 'fw_site=us; fw_currency=EUR' } })
    const query = await t.app.inject({ url: '/flights?x=1', headers: { cookie: 'fw_site=us' } })
    expect(kr.body).toMatch(/<html lang="ko"/)
    expect(us.body).toMatch(/<html lang="en"/)
    expect(new Set([kr, us, eur].map((r) => shared(r))).size).toBe(3)
    expect(stateOf(eur.body)).toMatchObject({ currency: 'EUR' })
    expect(query.statusCode).toBe(200)
    expect(renders('/flights')).toHaveLength(4)
  })

  it('never gives a signed-in visitor a cached page, nor a cached page to anyone after them', async () => {
    const browser = await signedInUser(t)
    const before = await t.app.inject({ url: '/trips?mine=1' })
    const mine = await t.app.inject({ url: '/trips?mine=1', headers: { cookie: browser.cookie } })
    const mineAgain = await t.app.inject({ url: '/trips?mine=1', headers: { cookie: browser.cookie } })
    const after = await t.app.inject({ url: '/trips?mine=1' })
    expect(renders('/trips')).toEqual([
      { pageRender: '/trips', forCache: true },
      { pageRender: '/trips', forCache: false },
      { pageRender: '/trips', forCache: false },
    ])
    expect(stateOf(mine.body).formtoken).toBe(browser.token)
    expect(shared(after)).toBe(shared(before))
    expect(shared(after)).not.toBe(shared(mineAgain))
    expect(mine.body).not.toBe(before.body)
  })

  it('renders a missing page for every answer, with its status, and an affiliate link every time', async () => {
    const group = await newGroup()
    const missing = await t.app.inject({ url: '/no/such/page', headers: { cookie: group.cookie } })
    expect(missing.statusCode).toBe(404)
    expect(pagePolicyProblems(missing.body, String(missing.headers['content-security-policy']))).toEqual([])
    expect(stateOf(missing.body).formtoken).toBe(group.token)
    await t.app.inject({ url: '/no/such/page' })
    expect(renders('/no/such/page')).toHaveLength(2)
    await t.app.inject({ url: '/?affiliate=partner1' })
    await t.app.inject({ url: '/?affiliate=partner1' })
    expect(renders('/')).toEqual([
      { pageRender: '/', forCache: false },
      { pageRender: '/', forCache: false },
    ])
  })

  it('renders once for requests that miss together', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.app.inject({ url: '/hotels', headers: { 'accept-encoding': 'br' } })),
    )
    expect(new Set(answers.map((r) => r.statusCode))).toEqual(new Set([200]))
    expect(
      new Set(answers.map((r) => shared(r, zlib.brotliDecompressSync(r.rawPayload).toString()))).size,
    ).toBe(1)
    expect(new Set(answers.map((r) => nonceOf(r))).size).toBe(8)
    expect(renders('/hotels')).toHaveLength(1)
  })
})
