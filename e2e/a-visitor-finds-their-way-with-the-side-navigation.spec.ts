import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'

const HEADER_PARTS = [
  '.fw-header',
  '.fw-sidenav-toggle',
  '.fw-logo',
  '.fw-header-account',
  '.fw-sidenav-panel',
]

/** Where the header's parts are, rounded to the pixel. */
function boxes(page: Page) {
  return page.evaluate((selectors) => {
    return selectors.map((s) => {
      const r = document.querySelector(s)?.getBoundingClientRect()
      return r
        ? [s, Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)]
        : [s, 'missing']
    })
  }, HEADER_PARTS)
}

const variantOf = (page: Page) => page.locator('.fw-sidenav').getAttribute('data-variant')

/** The real built site and server; the side navigation at a phone's, a tablet's and a desktop's width. */
describe('a visitor finds their way with the side navigation', () => {
  const j = useSiteAndBrowser()

  async function visit(width: number) {
    const context = await j.browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' })
    const page = await context.newPage()
    return { context, page }
  }

  it.each([390, 900, 1440])(
    'keeps the header where the server drew it when the scripts arrive (%i px)',
    async (width) => {
      const { context, page } = await visit(width)
      // The page's scripts are held back until the server's HTML has been measured.
      let release: () => void = () => {}
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route(
        (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
        async (route: Route) => {
          await released
          await route.continue()
        },
      )
      await page.goto(`${j.site.origin}/`, { waitUntil: 'commit' })
      await page.locator('.fw-header-account').waitFor()
      const before = await boxes(page)
      expect(await variantOf(page)).toBe('drawer') // the server's guess, until the browser knows its width
      release()
      const expected = width === 390 ? 'dialog' : width === 900 ? 'hiddenDrawer' : 'drawer'
      await page.waitForFunction(
        (v) => document.querySelector('.fw-sidenav')?.getAttribute('data-variant') === v,
        expected,
      )
      await page.waitForLoadState('networkidle')
      expect(await boxes(page)).toEqual(before)
      await context.close()
    },
  )

  it('on a phone (390 px): the menu is a dialog, opened, walked and closed by keyboard alone', async () => {
    const { context, page } = await visit(390)
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/`)
    // The server guesses 'drawer'; the side navigation corrects it once hydrated, maybe after the network went quiet.
    await expect.poll(() => variantOf(page)).toBe('dialog')
    expect(await page.locator('.fw-sidenav-panel').isVisible()).toBe(false)
    await page.keyboard.press('Tab') // skip link
    await page.keyboard.press('Tab')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Menu')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Site navigation' })
    await dialog.waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    // Focus returns to the toggle once the dialog has gone: waited for, not read at one instant.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Menu')
    // Again, and this time follow an entry, once focus is in the dialog.
    await page.keyboard.press('Enter')
    await dialog.waitFor()
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') != null)
    for (let n = 0; n < 10; n++) {
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Help centre') break
      await page.keyboard.press('Tab')
    }
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
      .toBe(true)
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'Help and FAQ' }).waitFor()
    await dialog.waitFor({ state: 'detached' })
    expect(problems).toEqual([])
    await context.close()
  })

  it('on a tablet (900 px): a hidden drawer the toggle opens onto its first entry; Escape closes it', async () => {
    const { context, page } = await visit(900)
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/`)
    // The server guesses 'drawer'; the side navigation corrects it once hydrated, maybe after the network went quiet.
    await expect.poll(() => variantOf(page)).toBe('hiddenDrawer')
    const panel = page.locator('.fw-sidenav-panel')
    expect(await panel.isVisible()).toBe(false)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.activeElement?.textContent === 'Search')
    expect(await panel.isVisible()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    expect(await panel.isVisible()).toBe(false)
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Menu')
    // Open, move down to Trips and follow it: the drawer closes on the new page.
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.activeElement?.textContent === 'Search')
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Trips')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'Trips' }).waitFor()
    expect(await panel.isVisible()).toBe(false)
    expect(await page.locator('.fw-sidenav-link[aria-current="page"]').textContent()).toBe('Trips')
    expect(problems).toEqual([])
    await context.close()
  })

  it('on a desktop (1440 px): a rail beside the page that widens on keyboard focus and is pinned by the toggle', async () => {
    const { context, page } = await visit(1440)
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/`)
    expect(await variantOf(page)).toBe('drawer')
    const panel = page.locator('.fw-sidenav-panel')
    expect((await panel.boundingBox())?.width).toBe(64)
    // The page's content starts right of the rail.
    const main = await page.locator('#main h1').boundingBox()
    expect(main?.x ?? 0).toBeGreaterThanOrEqual(64)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab') // into the rail: its first entry
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Search')
    await page.waitForFunction(
      () => document.querySelector('.fw-sidenav-panel')?.getBoundingClientRect().width === 300,
    )
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'Trips' }).waitFor()
    // Focus stays on the entry after the navigation; moving back to the toggle collapses the rail.
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Menu')
    await page.waitForFunction(
      () => document.querySelector('.fw-sidenav-panel')?.getBoundingClientRect().width === 64,
    )
    await page.keyboard.press('Enter')
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true')
    expect((await panel.boundingBox())?.width).toBe(300)
    await page.keyboard.press('Escape')
    expect((await panel.boundingBox())?.width).toBe(64)
    expect(problems).toEqual([])
    await context.close()
  })
})
