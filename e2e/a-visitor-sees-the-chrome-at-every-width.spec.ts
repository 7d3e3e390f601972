import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
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

const BRANDS = ['fernway', 'skylark', 'farecompass', 'haneul', 'tripcrew', 'voyagio'] as const

const WIDTHS = [
  ['narrow', 390, 844],
  ['medium', 900, 1000],
  ['wide', 1440, 1000],
] as const

/**
 * One journey per width group (decision 069): one browser window at that width walks the brands, so
 * that the layout checks cost a page load each rather than a browser context each.
 */
describe('a visitor sees the chrome at every width and on every brand', () => {
  const j = useSiteAndBrowser()

  /** A page of the brand, loaded; the header must not move or resize while its code hydrates. */
  async function loadWithoutShift(page: Page, url: string) {
    await page.goto(url, { waitUntil: 'commit' })
    await page.locator('.fw-header').waitFor()
    const before = await page.locator('.fw-header').boundingBox()
    // The same load, once its code has loaded and hydrated (as openHydrated waits for).
    await page.waitForLoadState('networkidle')
    // The header is laid out by CSS alone: hydration must not move or resize it.
    expect(await page.locator('.fw-header').boundingBox(), url).toEqual(before)
  }

  for (const [name, width, height] of WIDTHS) {
    // The home brand and the Korean one (the other brands' home pages are checked wide, below).
    const brands = ['fernway', 'haneul'] as const
    it(`${name} (${width} px), ${brands.join(', ')}: header and footer fit, nothing shifts, axe finds nothing`, async () => {
      const context = await j.browser.newContext({ viewport: { width, height } })
      await withConsentGiven(
        context,
        brands.map((brand) => j.site.brandOrigin(brand)),
      )
      const page = await context.newPage()
      const problems = watchConsole(page)
      for (const brand of brands) {
        await loadWithoutShift(page, `${j.site.brandOrigin(brand)}/help`)
        // Nothing wider than the screen: no sideways scrolling at any width.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, brand).toBeLessThanOrEqual(0)
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
        if (SHOTS) {
          fs.mkdirSync(SHOTS, { recursive: true })
          await page.screenshot({ path: path.join(SHOTS, `${brand}-${name}.png`), fullPage: true })
        }
        expect(await axeViolations(page), brand).toEqual([])
      }
      expect(problems).toEqual([])
      await context.close()
    })
  }

  it('wide, every brand’s home page: logo, navigation, pickers, privacy entry and footer, axe clean', async () => {
    const context = await j.browser.newContext({ viewport: { width: 1280, height: 900 } })
    await withConsentGiven(
      context,
      BRANDS.map((brand) => j.site.brandOrigin(brand)),
    )
    const page = await context.newPage()
    const problems = watchConsole(page)
    for (const brand of BRANDS) {
      await openHydrated(page, `${j.site.brandOrigin(brand)}/`)
      const header = page.locator('.fw-header')
      expect(await header.locator('.fw-logo').count(), brand).toBe(1)
      expect(await header.locator('.fw-sidenav-toggle').count(), brand).toBe(1)
      expect(await header.locator('.fw-picker-trigger').count(), brand).toBe(2)
      expect(await header.locator('a[href="/privacy#ccpa"]').count(), brand).toBe(1)
      const footer = page.getByRole('contentinfo')
      expect(await footer.getByRole('link').count(), brand).toBeGreaterThan(10)
      expect(await footer.textContent(), brand).toContain(`© ${new Date().getFullYear()}`)
      expect(await axeViolations(page), brand).toEqual([])
    }
    expect(problems).toEqual([])
    await context.close()
  })
})
