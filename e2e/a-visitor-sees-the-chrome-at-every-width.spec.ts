import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { withConsentGiven } from './support/consent.ts'
import { useSiteAndBrowser } from './support/journey.ts'

/**
 * E2E_SCREENSHOTS=1 keeps a full-page screenshot per brand and width in test-results/chrome (not
 * committed), for a person to look at; the assertions below do not need them, and they cost CI time.
 */
const SHOTS = process.env.E2E_SCREENSHOTS === '1' ? path.resolve('test-results/chrome') : null

const WIDTHS = [
  ['narrow', 390, 844],
  ['medium', 900, 1000],
  ['wide', 1440, 1000],
] as const

describe('a visitor sees the chrome at every width and on every brand', () => {
  const j = useSiteAndBrowser()

  for (const brand of ['fernway', 'haneul']) {
    for (const [name, width, height] of WIDTHS) {
      it(`on ${brand}, ${name} (${width} px): header and footer fit, nothing shifts, axe finds nothing`, async () => {
        const context = await j.browser.newContext({ viewport: { width, height } })
        await withConsentGiven(context, [j.site.brandOrigin(brand)])
        const page = await context.newPage()
        const problems = watchConsole(page)
        await page.goto(`${j.site.brandOrigin(brand)}/help`, { waitUntil: 'commit' })
        await page.locator('.fw-header').waitFor()
        const before = await page.locator('.fw-header').boundingBox()
        // The same load, once its code has loaded and hydrated (as openHydrated waits for).
        await page.waitForLoadState('networkidle')
        const after = await page.locator('.fw-header').boundingBox()
        // The header is laid out by CSS alone: hydration must not move or resize it.
        expect(after).toEqual(before)
        // Nothing wider than the screen: no sideways scrolling at any width.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow).toBeLessThanOrEqual(0)
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
        if (SHOTS) {
          fs.mkdirSync(SHOTS, { recursive: true })
          await page.screenshot({ path: path.join(SHOTS, `${brand}-${name}.png`), fullPage: true })
        }
        expect(await axeViolations(page)).toEqual([])
        expect(problems).toEqual([])
        await context.close()
      })
    }
  }

  it.each(['fernway', 'skylark', 'farecompass', 'haneul', 'tripcrew', 'voyagio'])(
    '%s: logo, navigation, pickers, privacy entry and footer, axe clean',
    async (brand) => {
      const context = await j.browser.newContext({ viewport: { width: 1280, height: 900 } })
      await withConsentGiven(context, [j.site.brandOrigin(brand)])
      const page = await context.newPage()
      const problems = watchConsole(page)
      await openHydrated(page, `${j.site.brandOrigin(brand)}/`)
      const header = page.locator('.fw-header')
      expect(await header.locator('.fw-logo').count()).toBe(1)
      expect(await header.locator('.fw-sidenav-toggle').count()).toBe(1)
      expect(await header.locator('.fw-picker-trigger').count()).toBe(2)
      expect(await header.locator('a[href="/privacy#ccpa"]').count()).toBe(1)
      const footer = page.getByRole('contentinfo')
      expect(await footer.getByRole('link').count()).toBeGreaterThan(10)
      expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()}`)
      expect(await axeViolations(page)).toEqual([])
      expect(problems).toEqual([])
      await context.close()
    },
  )
})
