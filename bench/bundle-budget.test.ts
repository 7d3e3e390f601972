import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../server/test-app.ts'
import { BUDGETS, measureBundle, measureLazyChunk } from './bundle-budget.ts'

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

  it('loads dialogs and page areas on demand, not in the first download', () => {
    const sizes = measureBundle(path.resolve('dist'))
    for (const area of [
      'business-hub',
      'account',
      'trips',
      'privacy',
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

  it.each(['/', '/help', '/business/users/manage'])(
    'keeps the first view of %s within 14 KB compressed',
    async (url) => {
      const res = await t.app.inject(url)
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('class="fw-header"')
      expect(zlib.brotliCompressSync(res.body).length).toBeLessThanOrEqual(BUDGETS.firstViewHtmlCompressed)
    },
  )
})
