import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { SITE_SERVICE_STORAGE_KEYS, SNOW_IDLE_MS } from '../shared/site-services/site-services-contract.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { withConsentGiven } from './support/consent.ts'
import { useSiteAndBrowser } from './support/journey.ts'

const snow = (page: Page) => page.locator('canvas.fw-snow')

/** The snow (decision 050): after 10 s idle, once a day, never under reduced motion; it blocks nothing. */
describe('a visitor sees snow after being idle', () => {
  const j = useSiteAndBrowser({ env: { SNOW: 'on' } })

  it('snows once after the idle time, over the page without moving or blocking it, and not again that day', async () => {
    const context = await j.browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'no-preference',
    })
    await withConsentGiven(context, [j.site.origin])
    const page = await context.newPage()
    const problems = watchConsole(page)
    // The page's own timers on Playwright's clock: the idle time passes at once instead of in real time.
    await page.clock.install()
    await openHydrated(page, `${j.site.origin}/help`)
    const before = await page.locator('#main h1').boundingBox()
    expect(await snow(page).count()).toBe(0)
    await page.clock.fastForward(SNOW_IDLE_MS)
    await snow(page).waitFor({ state: 'attached' })
    // Fixed over the page, hidden from assistive technology, letting every click through.
    expect(
      await snow(page).evaluate((c) => {
        const style = getComputedStyle(c)
        return [style.position, style.pointerEvents, c.getAttribute('aria-hidden')]
      }),
    ).toEqual(['fixed', 'none', 'true'])
    expect(await page.locator('#main h1').boundingBox()).toEqual(before)
    expect(await axeViolations(page)).toEqual([])
    const day = await page.evaluate((key) => localStorage.getItem(key), SITE_SERVICE_STORAGE_KEYS.snowDay)
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    // Input goes to the page beneath: the side navigation's toggle works while it snows.
    await page.getByRole('button', { name: 'Menu' }).click()
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true')
    // Escape removes it at once.
    await page.keyboard.press('Escape')
    await snow(page).waitFor({ state: 'detached' })

    // The same day: no snow however long the visitor waits.
    await openHydrated(page, `${j.site.origin}/trips`)
    await page.clock.fastForward(SNOW_IDLE_MS + 3000)
    await page.clock.runFor(500)
    expect(await snow(page).count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('never snows for a visitor who asks for reduced motion', async () => {
    const context = await j.browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    })
    await withConsentGiven(context, [j.site.origin])
    const page = await context.newPage()
    await page.clock.install()
    await openHydrated(page, `${j.site.origin}/help`)
    await page.clock.fastForward(SNOW_IDLE_MS + 3000)
    await page.clock.runFor(500)
    expect(await snow(page).count()).toBe(0)
    expect(
      await page.evaluate((key) => localStorage.getItem(key), SITE_SERVICE_STORAGE_KEYS.snowDay),
    ).toBeNull()
    await context.close()
  })
})
