import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { addIsoDays, isoDay } from '../shared/calendar-days.ts'
import { AUTH_STATE_PATH } from '../shared/constants.ts'
import { EmbedErrorCode } from '../shared/embed/embed-contract.ts'
import { axeViolations } from './support/axe.ts'
import { watchConsole } from './support/browser.ts'
import { type HostServer, startHostServer } from './support/embed-host-server.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { signInBrowser } from './support/signed-in.ts'

interface Reply {
  type: string
  id: string
  status?: number
  data?: unknown
  error?: { code: string; description: string }
}

const SEARCH = '/i/api/catalogue/v1/flight/search'
const daysFromToday = (days: number) => addIsoDays(isoDay(new Date()), days)
// A month ahead: the catalogue refuses a day that has passed (a fixed date here once broke on its day).
const ROUTE = { from: 'seoul', to: 'tokyo', date: daysFromToday(30) }

/** Asks through the sample host page's own helper, as a partner's script would. */
const ask = (page: Page, request: Record<string, unknown>) =>
  page.evaluate(
    (r) =>
      (window as unknown as { fernwayEmbed: { request(r: unknown): Promise<Reply> } }).fernwayEmbed.request(
        r,
      ),
    request,
  )

/**
 * A partner page frames Fernway and asks it for offers through the embedded relay; only the configured
 * host is heard, and only the allow-listed reads go out (ASVS 3.5.5 and 3.4.6, decision 049).
 */
describe('[ASVS #33 3.5.5][ASVS #31 3.4.6] a partner page embeds Fernway and asks for offers', () => {
  let host: HostServer
  let partner: string
  const j = useSiteAndBrowser(async () => {
    host = await startHostServer()
    partner = `http://localhost:${host.port}`
    return { env: { EMBED_HOST_ORIGINS: partner }, peers: [host] }
  })

  async function openHost(origin: string) {
    const context = await j.browser.newContext()
    const page = await context.newPage()
    const relayed: string[] = []
    const metrics: number[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin === j.site.origin && url.pathname.startsWith('/i/api/catalogue/'))
        relayed.push(url.pathname)
    })
    page.on('response', (response) => {
      if (response.url().includes('/i/api/affiliate/ui/metrics/v1/')) metrics.push(response.status())
    })
    await page.goto(`${origin}/?site=${encodeURIComponent(j.site.origin)}`)
    return { context, page, relayed, metrics }
  }

  it('relays an allowed search to the configured host and refuses what is not allowed, saying why', async () => {
    const { context, page, relayed, metrics } = await openHost(partner)
    await signInBrowser(j.site, context, [{ email: 'dana@northwind.test', businessMode: false }])
    await page.reload()
    const problems = watchConsole(page)
    await page.evaluate(
      () => (window as unknown as { fernwayEmbed: { ready: Promise<void> } }).fernwayEmbed.ready,
    )

    // The configured host's frame holds a Fernway page (the last test's frame must not).
    expect(await page.frame({ name: 'fernway' })?.locator('#fw-state').count()).toBe(1)

    const offers = await ask(page, { method: 'GET', url: SEARCH, params: ROUTE })
    expect(offers).toMatchObject({ type: 'fernway:embed:response', status: 200 })
    expect((offers.data as { offers: unknown[] }).offers.length).toBeGreaterThan(0)
    // The host is on our own site, so the user's own read of the sign-in state goes with their cookie.
    const state = await ask(page, { method: 'GET', url: AUTH_STATE_PATH })
    expect(state.status).toBe(200)
    expect(JSON.stringify(state.data)).toContain('dana@northwind.test')

    const refusals = [
      [{ method: 'GET', url: 'https://evil.example/steal' }, EmbedErrorCode.URL_REFUSED],
      [{ method: 'GET', url: '//evil.example/i/api/catalogue/v1/flight/search' }, EmbedErrorCode.URL_REFUSED],
      [
        { method: 'GET', url: '/i/api/catalogue/v1/flight/search/../../../business/me/v1/account/info' },
        EmbedErrorCode.URL_REFUSED,
      ],
      [{ method: 'DELETE', url: '/i/api/business/company/v1/sso' }, EmbedErrorCode.PATH_REFUSED],
      [{ method: 'POST', url: '/trips/api/store' }, EmbedErrorCode.METHOD_REFUSED],
      [
        { method: 'GET', url: SEARCH, params: ROUTE, headers: { 'X-CSRF': 'x' } },
        EmbedErrorCode.HEADER_REFUSED,
      ],
      [
        { method: 'GET', url: SEARCH, params: ROUTE, headers: { Cookie: 'fw_sg=x' } },
        EmbedErrorCode.HEADER_REFUSED,
      ],
    ] as const
    for (const [request, code] of refusals) {
      const reply = await ask(page, request)
      expect(reply.type, JSON.stringify(request)).toBe('fernway:embed:error')
      expect(reply.error?.code).toBe(code)
      expect(reply.error?.description.length).toBeGreaterThan(10)
    }
    // Only the one allowed search reached the catalogue.
    expect(relayed).toEqual([SEARCH])
    // The frame reported its init time to the metrics call, accepted.
    await expect.poll(() => metrics.includes(202), { timeout: 10_000 }).toBe(true)
    // The host page's log shows the refusals; the page, frame included, has no accessibility violations.
    await page.getByText(EmbedErrorCode.HEADER_REFUSED).first().waitFor()
    expect(await axeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })

  it('does not answer another origin’s frame beside it', async () => {
    const { context, page, relayed } = await openHost(partner)
    await page.evaluate(
      () => (window as unknown as { fernwayEmbed: { ready: Promise<void> } }).fernwayEmbed.ready,
    )
    const strangerUrl = `http://127.0.0.1:${host.port}/stranger.html`
    await page.evaluate((src) => {
      const frame = document.createElement('iframe')
      frame.src = src
      frame.title = 'stranger'
      document.body.append(frame)
    }, strangerUrl)
    await expect.poll(() => page.frame({ url: strangerUrl })?.title(), { timeout: 10_000 }).toBe('sent')
    // Give the frame time it would need to answer; then check nothing went out and nothing came back.
    const check = await ask(page, { method: 'GET', url: SEARCH, params: ROUTE })
    expect(check.status).toBe(200)
    await page.waitForTimeout(500)
    const received = await page.evaluate(
      () => (window as unknown as { fernwayEmbed: { received: Reply[] } }).fernwayEmbed.received,
    )
    expect(received.some((m) => m.id === 'stranger-1')).toBe(false)
    expect(relayed).toEqual([SEARCH])
    await context.close()
  })

  it('does not load in a host page whose origin is not configured', async () => {
    const { context, page, relayed } = await openHost(`http://127.0.0.1:${host.port}`)
    const fernway = page.frames().find((f) => f.name() === 'fernway')
    // frame-ancestors refuses the page: the frame never runs Fernway and never announces itself.
    const announced = await page.evaluate(() =>
      Promise.race([
        (window as unknown as { fernwayEmbed: { ready: Promise<void> } }).fernwayEmbed.ready.then(() => true),
        new Promise((resolve) => setTimeout(() => resolve(false), 3000)),
      ]),
    )
    expect(announced).toBe(false)
    // The frame holds the browser's refusal, not a Fernway page (whose state element every page has).
    expect(fernway).toBeDefined()
    expect(await fernway?.locator('#fw-state').count()).toBe(0)
    expect(relayed).toEqual([])
    await context.close()
  })
})
