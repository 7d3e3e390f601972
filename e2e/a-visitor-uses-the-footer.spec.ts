import { describe, expect, it } from 'vitest'
import { FOOTER_API } from '../shared/chrome/footer-schemas.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, untilHydrated, watchConsole } from './support/browser.ts'
import { withConsentGiven } from './support/consent.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { watchCalls } from './support/members.ts'

const WIDTHS = { wide: 1280, narrow: 390 } as const
const BRANDS = [
  ['fernway', 'Site map', 'Close the site map'],
  ['haneul', '사이트맵', null],
] as const

describe('a visitor uses the footer', () => {
  const j = useSiteAndBrowser()

  describe.each(BRANDS)('on %s', (brand, siteMap) => {
    it.each(Object.entries(WIDTHS))(
      '%s: the footer renders, its brands strip loads once in view, axe finds nothing',
      async (_name, width) => {
        // A short window keeps the footer below the fold until the visitor scrolls.
        const context = await j.browser.newContext({ viewport: { width, height: 240 } })
        await withConsentGiven(context, [j.site.brandOrigin(brand)])
        const page = await context.newPage()
        const problems = watchConsole(page)
        const brandCalls = watchCalls(page, FOOTER_API.brands)
        await openHydrated(page, `${j.site.brandOrigin(brand)}/help`)
        const footer = page.getByRole('contentinfo')
        expect(await footer.getByRole('link').count()).toBeGreaterThan(10)
        // Spec: the brands load once the footer scrolls into view, and not before.
        const inViewAtLoad = await footer.evaluate(
          (el) => el.getBoundingClientRect().top < window.innerHeight,
        )
        if (!inViewAtLoad) expect(brandCalls).toHaveLength(0)

        await footer.locator('.fw-footer-legal').scrollIntoViewIfNeeded()
        const strip = page.getByTestId('footer-brands')
        await strip.getByRole('link').first().waitFor()
        expect(await strip.getByRole('link').count()).toBeGreaterThan(1)
        expect(brandCalls).toHaveLength(1)

        const inline = footer.locator('.fw-sitemap-inline')
        const trigger = footer.getByRole('button', { name: siteMap })
        expect(await inline.isVisible()).toBe(width >= 1084)
        expect(await trigger.isVisible()).toBe(width < 1084)
        expect(await axeViolations(page)).toEqual([])
        expect(problems).toEqual([])
        await context.close()
      },
    )

    it('narrow: the full-screen site-map dialog opens and closes by keyboard', async () => {
      const context = await j.browser.newContext({ viewport: { width: WIDTHS.narrow, height: 700 } })
      await withConsentGiven(context, [j.site.brandOrigin(brand)])
      const page = await context.newPage()
      const problems = watchConsole(page)
      await openHydrated(page, `${j.site.brandOrigin(brand)}/`)
      const trigger = page.getByRole('contentinfo').getByRole('button', { name: siteMap })
      await untilHydrated(trigger)
      await trigger.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      const box = await dialog.boundingBox()
      expect(box?.width).toBeGreaterThanOrEqual(WIDTHS.narrow - 1)
      expect(await axeViolations(page)).toEqual([])
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true)
      expect(problems).toEqual([])
      await context.close()
    })
  })

  it('is readable with JavaScript off: links, privacy row and the manage-privacy link', async () => {
    const context = await j.browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${j.site.origin}/help`)
    const footer = page.getByRole('contentinfo')
    expect(await footer.getByRole('link', { name: 'Manage your privacy' }).getAttribute('href')).toBe(
      '/privacy/manage',
    )
    expect(await footer.getByTestId('footer-popular-destinations').getByRole('link').count()).toBeGreaterThan(
      0,
    )
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()}`)
    await context.close()
  })
})
