import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../server/testing/test-app.ts'
import { BUDGETS, measureBundle, measureLazyChunk, preloadMapBytes } from './bundle-budget.ts'

// Sizes, not times: these budgets hold on any machine, so they run with every test run.
describe('bundle and first-view budgets (DESIGN.md)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp('pglite', { web: true })
  })
  afterAll(async () => t?.close())

  it('keeps the initial JavaScript within budget, our own code and the framework each', () => {
    const sizes = measureBundle(path.resolve('dist'))
    expect(sizes.initialFiles.some((f) => f.includes('framework-'))).toBe(true)
    expect(sizes.appJsGzip).toBeGreaterThan(0)
    expect(sizes.appJsGzip).toBeLessThanOrEqual(BUDGETS.appJsGzip)
    expect(sizes.frameworkJsGzip).toBeLessThanOrEqual(BUDGETS.frameworkJsGzip)
    expect(sizes.initialJsGzip).toBeLessThanOrEqual(BUDGETS.initialJsGzip)
  })

  it('keeps the chunk names of the preload map out of the entry, and the inlined CSS out of every list (decision 066)', () => {
    expect(preloadMapBytes(path.resolve('dist'))).toEqual({ names: 0, gzip: 0 })
    const client = path.resolve('dist', 'client')
    const manifest = JSON.parse(
      fs.readFileSync(path.join(client, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; css?: string[]; isEntry?: boolean }>
    const entry = Object.values(manifest).find((c) => c.isEntry) as { file: string; css?: string[] }
    const code = fs.readFileSync(path.join(client, entry.file), 'utf8')
    const map = /fetch\("\/(assets\/preload-map-[\w-]+\.json)"\)/.exec(code)?.[1] as string
    const names = JSON.parse(fs.readFileSync(path.join(client, map), 'utf8')) as string[]
    expect(names.filter(Boolean).length).toBeGreaterThan(50)
    const always = [entry.file, ...(entry.css ?? [])]
    expect(entry.css?.length).toBeGreaterThan(0)
    for (const file of fs.readdirSync(path.join(client, 'assets')).filter((f) => f.endsWith('.js'))) {
      const list = /m\.f=(\[[^\]]*\])/.exec(fs.readFileSync(path.join(client, 'assets', file), 'utf8'))?.[1]
      for (const name of [...names, ...(list ? (JSON.parse(list) as string[]) : [])]) {
        expect(always, `${file} lists ${name}`).not.toContain(name)
      }
    }
  })

  it('loads dialogs and page areas on demand, not in the first download', () => {
    const sizes = measureBundle(path.resolve('dist'))
    for (const area of [
      'business-hub',
      'account',
      'trips',
      'privacy',
      'legal',
      'ko',
      'sign-in-dialog',
      'account-menu',
      'auth',
      'impersonation-banner',
      'picker-triggers',
      'country-picker',
      'currency-picker',
      'currency-actions',
      'side-nav',
      'consent-host',
      'iab-dialog',
      'data-sharing-dialog',
      'two-party-dialog',
      'data-transfer-dialog',
      'trips-drawer',
      'embedded-client',
      'marketing-id-sync',
    ]) {
      expect(
        sizes.initialFiles.some((f) => path.basename(f).startsWith(`${area}-`)),
        area,
      ).toBe(false)
    }
  })

  it('keeps the consent banner’s first layer within 15 KB gzip of JavaScript and CSS (issue 6)', () => {
    const layer = measureLazyChunk(path.resolve('dist'), 'web/features/consent/consent-host.tsx')
    expect(layer.files.some((f) => path.basename(f).startsWith('consent-host-'))).toBe(true)
    expect(layer.jsGzip + layer.cssGzip).toBeLessThanOrEqual(BUDGETS.consentFirstLayerGzip)
    // The IAB dialog and its vendor list come only when needed.
    expect(
      layer.files.some((f) => /iab-dialog|cmp-|data-sharing|two-party|data-transfer/.test(path.basename(f))),
    ).toBe(false)
  })

  it('sends pages and scripts compressed to a browser that takes it, and plain to one that does not (decision 066)', async () => {
    const page = await t.app.inject({ url: '/help', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-encoding']).toBe('br')
    expect(page.headers.vary).toMatch(/accept-encoding/i)
    const html = zlib.brotliDecompressSync(page.rawPayload).toString()
    expect(html).toContain('class="fw-header"')
    const plain = await t.app.inject({ url: '/help' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain('class="fw-header"')

    const script = /src="(\/assets\/entry-client-[^"]+\.js)"/.exec(plain.body)?.[1] as string
    const gz = await t.app.inject({ url: script, headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.headers['content-type']).toMatch(/javascript/)
    const raw = await t.app.inject({ url: script })
    expect(raw.headers['content-encoding']).toBeUndefined()
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(raw.body)
  })

  it.each(['/', '/help', '/business/users/manage'])(
    'keeps the first view of %s within 14 KB as sent to a browser taking brotli',
    async (url) => {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } })
      expect(res.statusCode).toBe(200)
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('class="fw-header"')
      expect(res.rawPayload.length).toBeLessThanOrEqual(BUDGETS.firstViewHtmlCompressed)
    },
  )
})
