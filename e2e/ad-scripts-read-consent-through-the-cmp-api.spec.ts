import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { BRAND_IDS } from '../shared/brands.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { contrastRatio, listenToTcf, tcfCall } from './support/tcf.ts'

// biome-ignore lint/suspicious/noExplicitAny: TCData is the wire's loose shape; the journey reads its fields.
type TTcData = Record<string, any>

/** Holds the CMP chunk back until `release()`, so the stub alone answers meanwhile. */
async function holdCmpChunk(page: Page) {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/cmp-start-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Waits until the CMP has replaced the stub and had its first update (ping calls back synchronously). */
const cmpReady = (page: Page) =>
  page.waitForFunction(() => {
    let status = ''
    ;(window as unknown as { __tcfapi: (...a: unknown[]) => void }).__tcfapi(
      'ping',
      2,
      (p: { cmpStatus: string }) => {
        status = p.cmpStatus
      },
    )
    return status === 'loaded'
  })

/** The real built site: what an ad or measurement script sees of `__tcfapi` (consent checklist 3.3). */
describe('ad scripts read consent through the CMP API', () => {
  const j = useSiteAndBrowser()

  it('A-01 every page carries the nonce’d stub as its head’s first script, within the 14 KB first view', async () => {
    // The privacy choices page, not the notice: the legal texts are long documents, whole in their HTML
    // (decision 096), whose head and first screen come in the first 14 KB but not the rest.
    for (const path of ['/?site=de', '/', '/help?site=fr', '/privacy/manage']) {
      const res = await fetch(`${j.site.origin}${path}`)
      const html = await res.text()
      const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'))
      const firstScript = head.match(/<script[^>]*>/)?.[0] ?? ''
      const nonce = String(res.headers.get('content-security-policy')).match(/'nonce-([^']+)'/)?.[1]
      expect(firstScript).toBe(`<script nonce="${nonce}">`)
      expect(head.slice(head.indexOf(firstScript), head.indexOf('</script>'))).toContain('__tcfapiLocator')
      expect(gzipSync(html).length).toBeLessThanOrEqual(14 * 1024)
    }
  })

  it('A-01 A-02 before the CMP loads, the stub answers ping, queues the rest, and the CMP answers the queue', async () => {
    const page = await j.browser.newPage()
    const problems = watchConsole(page)
    const release = await holdCmpChunk(page)
    await page.goto(`${j.site.origin}/?site=de`, { waitUntil: 'domcontentloaded' })
    expect(await page.evaluate(() => typeof (window as { __tcfapi?: unknown }).__tcfapi)).toBe('function')
    expect(await tcfCall(page, 'ping')).toEqual({
      data: { gdprApplies: true, cmpLoaded: false, cmpStatus: 'stub' },
      success: undefined,
    })
    expect(await page.locator('iframe[name="__tcfapiLocator"]').count()).toBe(1)
    const queued = tcfCall(page, 'getTCData')
    release()
    const answer = await queued
    expect(answer.success).toBe(true)
    expect(answer.data).toMatchObject({ gdprApplies: true, cmpStatus: 'loaded' })
    expect(problems).toEqual([])
    await page.close()
  })

  it('A-02 a framed script of another origin reaches the CMP through __tcfapiLocator by postMessage', async () => {
    const page = await j.browser.newPage()
    await openHydrated(page, `${j.site.origin}/?site=de`)
    await cmpReady(page)
    await page.evaluate(() => {
      const frame = document.createElement('iframe')
      frame.name = 'ad-slot'
      // A sandbox without allow-same-origin gives the frame an opaque origin, as an ad from elsewhere has.
      frame.setAttribute('sandbox', 'allow-scripts')
      frame.srcdoc = '<p>ad</p>'
      document.body.append(frame)
    })
    const adFrame = await (await page.waitForSelector('iframe[name="ad-slot"]')).contentFrame()
    if (!adFrame) throw new Error('no ad frame')
    await adFrame.waitForLoadState()
    const viaLocator = (command: string, version: number, asString: boolean) =>
      adFrame.evaluate(
        ([c, v, s]) =>
          new Promise<unknown>((resolve) => {
            let target: Window | null = null
            for (let w: Window = window; ; w = w.parent) {
              try {
                if ((w.frames as unknown as Record<string, unknown>).__tcfapiLocator) {
                  target = w
                  break
                }
              } catch {}
              if (w === window.top) break
            }
            const callId = `call-${Math.random()}`
            window.addEventListener('message', (event) => {
              const msg = typeof event.data === 'string' ? JSON.parse(event.data) : event.data
              if (msg?.__tcfapiReturn?.callId === callId)
                resolve({ isString: typeof event.data === 'string', ...msg.__tcfapiReturn })
            })
            const call = { __tcfapiCall: { command: c, parameter: undefined, version: v, callId } }
            target?.postMessage(s ? JSON.stringify(call) : call, '*')
          }),
        [command, version, asString] as const,
      )
    expect(await adFrame.evaluate(() => window.origin)).toBe('null')
    expect(await viaLocator('ping', 2, false)).toMatchObject({
      returnValue: { cmpLoaded: true, cmpStatus: 'loaded', gdprApplies: true, apiVersion: '2' },
    })
    const tcData = (await viaLocator('getTCData', 2, true)) as {
      isString: boolean
      success: boolean
      returnValue: { tcString: string }
    }
    expect(tcData.isString).toBe(true)
    expect(tcData.success).toBe(true)
    expect(tcData.returnValue.tcString).toMatch(/^C[A-Za-z0-9_-]+\./)
    expect(await viaLocator('getTCData', 1, false)).toMatchObject({ returnValue: null, success: false })
    await page.close()
  })

  it('A-03 A-04 A-05 A-06 A-07 A-09 A-11 S-14 on a GDPR site: ping, listeners through cmpuishown to useractioncomplete, versions', async () => {
    const page = await j.browser.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/?site=de`)
    await cmpReady(page)
    const ping = await tcfCall(page, 'ping')
    expect(ping.data).toMatchObject({
      gdprApplies: true,
      cmpLoaded: true,
      cmpStatus: 'loaded',
      displayStatus: 'visible',
      apiVersion: '2',
      tcfPolicyVersion: 5,
    })
    const state = await page.evaluate(
      () => JSON.parse(document.getElementById('fw-state')?.textContent ?? '{}').state.privacy.cmp,
    )
    expect(ping.data).toMatchObject({ cmpId: state.id, cmpVersion: state.version })
    expect(typeof (ping.data as { gvlVersion: unknown }).gvlVersion).toBe('number')

    const listener = await listenToTcf(page)
    const first = (await listener.events())[0] as {
      eventStatus: string
      listenerId: number
      tcString: string
    }
    expect(first.eventStatus).toBe('cmpuishown')
    expect(typeof first.listenerId).toBe('number')

    const data = (await tcfCall(page, 'getTCData')).data as TTcData
    // S-14: while the first layer shows, nothing is consented.
    expect(Object.values(data.purpose.consents).some(Boolean)).toBe(false)
    expect(Object.values(data.vendor.consents).some(Boolean)).toBe(false)
    expect(Object.values(data.vendor.disclosedVendors).filter(Boolean).length).toBeGreaterThan(0)
    expect(data.addtlConsent).toMatch(/^2~~dv\.\d+(\.\d+)*$/)
    expect(data.enableAdvertiserConsentMode).toBe(false)
    expect(first).toMatchObject({ addtlConsent: data.addtlConsent, enableAdvertiserConsentMode: false })

    for (const version of [1, 3, 'one'])
      expect(await tcfCall(page, 'getTCData', version)).toEqual({ data: null, success: false })
    for (const version of [0, null, undefined])
      expect((await tcfCall(page, 'getTCData', version)).success).toBe(true)

    await page.getByRole('dialog').getByRole('button', { name: 'Accept all' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    const heard = await listener.events()
    expect(heard.map((e) => e.eventStatus)).toEqual(['cmpuishown', 'useractioncomplete'])
    const after = heard[1] as TTcData
    expect(after.addtlConsent).toMatch(/^2~\d+(\.\d+)*~dv\.$/)
    expect(Object.values(after.purpose.consents).every(Boolean)).toBe(true)
    expect((await tcfCall(page, 'ping')).data).toMatchObject({ displayStatus: 'hidden' })

    const other = await tcfCall(page, 'removeEventListener', 2, 9_999)
    expect(other.data).toBe(false)
    expect((await tcfCall(page, 'removeEventListener', 2, first.listenerId)).data).toBe(true)
    expect(problems).toEqual([])
    await page.close()
  })

  it('A-08 where the GDPR does not apply: the stub says so at once, and TCData holds only the four fields', async () => {
    const page = await j.browser.newPage()
    const release = await holdCmpChunk(page)
    await page.goto(`${j.site.origin}/`, { waitUntil: 'domcontentloaded' })
    expect((await tcfCall(page, 'ping')).data).toEqual({
      gdprApplies: false,
      cmpLoaded: false,
      cmpStatus: 'stub',
    })
    release()
    await cmpReady(page)
    expect((await tcfCall(page, 'getTCData')).data).toEqual({
      gdprApplies: false,
      tcfPolicyVersion: 5,
      cmpId: expect.any(Number),
      cmpVersion: expect.any(Number),
    })
    // No consent dialog on the default (US) site.
    expect(await page.getByRole('dialog').count()).toBe(0)
    await page.close()
  })

  it('A-10 when the consent read fails, the CMP is disabled: ping says error, nothing else is answered', async () => {
    const page = await j.browser.newPage()
    await page.route(/\/i\/api\/iabtcf\/v1\/consent$/, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"errors":[{"code":"UNAVAILABLE","description":"down"}]}',
      }),
    )
    await openHydrated(page, `${j.site.origin}/?site=de`)
    await page.waitForFunction(() => {
      let status = ''
      ;(window as unknown as { __tcfapi: (...a: unknown[]) => void }).__tcfapi(
        'ping',
        2,
        (p: { cmpStatus: string }) => {
          status = p.cmpStatus
        },
      )
      return status === 'error'
    })
    const got = await tcfCall(page, 'getTCData')
    expect(got.success).toBe(false)
    expect((got.data as { tcString?: string } | null)?.tcString).toBeUndefined()
    await page.close()
  })

  it('P-04 every call to action has at least 5:1 contrast and the same treatment, on every brand', async () => {
    for (const brand of BRAND_IDS) {
      const page = await j.browser.newPage()
      await openHydrated(page, `${j.site.brandOrigin(brand)}/?site=de`)
      const dialog = page.getByRole('dialog', { name: 'Your privacy choices' })
      await dialog.getByRole('button', { name: 'Accept all' }).waitFor()
      const looks = await page.$$eval('.fw-iab-cta', (buttons) =>
        buttons.map((b) => {
          const s = getComputedStyle(b)
          return {
            text: b.textContent,
            color: s.color,
            background: s.backgroundColor,
            font: `${s.fontWeight} ${s.fontSize}`,
            opacity: s.opacity,
          }
        }),
      )
      expect(looks.map((l) => l.text)).toEqual(['Accept all', 'Reject all', 'Manage choices'])
      for (const l of looks) {
        expect(contrastRatio(l.color, l.background), `${brand} ${l.text}`).toBeGreaterThanOrEqual(5)
        expect(l.opacity).toBe('1')
      }
      expect(new Set(looks.map((l) => `${l.color} ${l.background} ${l.font}`)).size).toBe(1)
      await page.close()
    }
  })
})
