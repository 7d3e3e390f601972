import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SITE_SERVICE_STORAGE_KEYS, SNOW_IDLE_MS } from '../shared/site-services/site-services-contract.ts'
import { axeViolations } from './support/axe.ts'
import { launchChromium, openHydrated, watchConsole } from './support/browser.ts'
import { withConsentGiven } from './support/consent.ts'
import { type RunningSite, startSite } from './support/site.ts'

const snow = (page: Page) => page.locator('canvas.fw-snow')

/** The snow (decision 050): after 10 s idle, once a day, never under reduced motion; it blocks nothing. */
describe('a visitor sees snow after being idle', () => {
  let site: RunningSite
  let browser: Browser
  beforeAll(async () => {
    site = await startSite({ env: { SNOW: 'on' } })
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await site?.close()
  })

  it('snows once after the idle time, over the page without moving or blocking it, and not again that day', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'no-preference',
    })
    await withConsentGiven(context, [site.origin])
    const page = await context.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${site.origin}/help`)
    const before = await page.locator('#main h1').boundingBox()
    await snow(page).waitFor({ state: 'attached', timeout: SNOW_IDLE_MS + 10_000 })
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
    await openHydrated(page, `${site.origin}/trips`)
    await page.waitForTimeout(SNOW_IDLE_MS + 3000)
    expect(await snow(page).count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('never snows for a visitor who asks for reduced motion', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    })
    await withConsentGiven(context, [site.origin])
    const page = await context.newPage()
    await openHydrated(page, `${site.origin}/help`)
    await page.waitForTimeout(SNOW_IDLE_MS + 3000)
    expect(await snow(page).count()).toBe(0)
    expect(
      await page.evaluate((key) => localStorage.getItem(key), SITE_SERVICE_STORAGE_KEYS.snowDay),
    ).toBeNull()
    await context.close()
  })
})
