import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { withConsentGiven } from './support/consent.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { signInBrowser } from './support/signed-in.ts'

// 480 and 800 too: the header was too wide there, between the breakpoints that reshape it.
const WIDTHS = [390, 480, 800, 1024, 1280, 1440, 1920] as const
const HEIGHT = 900

/** The demo company's roles (server/db/seed.ts), each in business mode, and a visitor (null). */
const ROLES = [
  ['a visitor', null],
  ['the admin', 'admin@northwind.test'],
  ['the travel manager', 'manager@northwind.test'],
  ['the approver', 'approver@northwind.test'],
  ['the arranger', 'arranger@northwind.test'],
  ['a traveller', 'ava@northwind.test'],
] as const

const ADMIN_LINKS = [
  'Trips to approve',
  'Trips to book',
  'Reporting',
  'Travel policies',
  'Manage users',
  'Company settings',
  'Trips',
  'Help',
]

/** How far the page and the header reach beyond what they show (0 when nothing does). */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('.fw-header') as HTMLElement
    const inner = document.querySelector('.fw-header-inner') as HTMLElement
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      header: header.scrollWidth - header.clientWidth,
      headerInner: inner.scrollWidth - inner.clientWidth,
    }
  })
}

/** The header's links row, once it has measured which links fit (phones show no row). */
async function openMeasured(page: Page, url: string, width: number) {
  await openHydrated(page, url)
  if (width > 640) await page.locator('.fw-header-links[data-measured]').waitFor()
}

/** The row's links a person sees, and those in the "More" menu (opened by keyboard), in order. */
async function shownAndMore(page: Page): Promise<{ shown: string[]; more: string[] }> {
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
  const shown = await nav.locator('.fw-header-links li:not([data-overflow])').allTextContents()
  const button = nav.getByRole('button', { name: 'More', exact: true })
  if (!(await button.isVisible())) return { shown, more: [] }
  await button.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu', { name: 'More links' })
  await menu.waitFor()
  const more = (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim())
  await page.keyboard.press('Escape')
  await menu.waitFor({ state: 'detached' })
  return { shown, more }
}

describe('every role of the demo company sees the whole header at every width', () => {
  const j = useSiteAndBrowser()

  async function browserFor(email: string | null, javaScriptEnabled = true): Promise<BrowserContext> {
    const context = await j.browser.newContext({
      viewport: { width: WIDTHS[0], height: HEIGHT },
      reducedMotion: 'reduce',
      javaScriptEnabled,
    })
    await withConsentGiven(context, [j.site.origin])
    if (email) await signInBrowser(j.site, context, [{ email, businessMode: true, secondFactorProven: true }])
    return context
  }

  for (const [who, email] of ROLES) {
    it(`${who}: nothing is wider than the window, the header's controls are on screen, axe finds nothing`, async () => {
      const context = await browserFor(email)
      const page = await context.newPage()
      const problems = watchConsole(page)
      for (const width of WIDTHS) {
        const at = `${who} at ${width} px`
        await page.setViewportSize({ width, height: HEIGHT })
        await openMeasured(page, `${j.site.origin}/`, width)
        expect(await overflowOf(page), at).toEqual({ page: 0, header: 0, headerInner: 0 })
        // The last control (the account menu, or sign in) ends inside the window.
        const last = email
          ? page.getByRole('button', { name: /Account menu:/ })
          : page.getByRole('banner').getByRole('button', { name: 'Sign in' })
        const box = await last.boundingBox()
        expect(box && box.x + box.width, at).toBeLessThanOrEqual(width)
        if (!email) {
          // "Create account" and "Sign in" each on one line: a button of one line is 40 px high.
          for (const name of ['Create account', 'Sign in']) {
            const button = page.getByRole('banner').getByRole('button', { name })
            if (await button.isVisible())
              expect((await button.boundingBox())?.height, `${at}: ${name}`).toBe(40)
          }
        } else {
          // Business mode shows at every width: the badge on the avatar, and the button says it.
          expect(await page.locator('.fw-business-badge').isVisible(), at).toBe(true)
          expect(await last.getAttribute('aria-label'), at).toMatch(/business account$/)
          const company = await page.locator('.fw-header-company').evaluate((el) => ({
            shown: el.getBoundingClientRect().width > 0,
            truncated: el.scrollWidth > el.clientWidth,
          }))
          if (width > 767) expect(company.shown, at).toBe(true)
          if (width > 640 && company.truncated) {
            // The name gives way only after every link has moved into "More".
            expect((await shownAndMore(page)).shown, at).toEqual([])
          }
        }
        if (width === 1024) expect(await axeViolations(page), at).toEqual([])
      }
      expect(problems).toEqual([])
      await context.close()
    })
  }

  it('the admin reaches every header link, in the row or under "More", and uses the menu by keyboard', async () => {
    const context = await browserFor('admin@northwind.test')
    const page = await context.newPage()
    const problems = watchConsole(page)
    for (const width of [1024, 1440, 1920]) {
      await page.setViewportSize({ width, height: HEIGHT })
      await openMeasured(page, `${j.site.origin}/`, width)
      const { shown, more } = await shownAndMore(page)
      expect([...shown, ...more], `${width} px`).toEqual(ADMIN_LINKS)
    }
    // At 1440 some links are under "More": the menu opens from the keyboard, arrows move, Enter follows.
    await page.setViewportSize({ width: 1440, height: HEIGHT })
    await openMeasured(page, `${j.site.origin}/`, 1440)
    const button = page.getByRole('banner').getByRole('button', { name: 'More', exact: true })
    await button.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu', { name: 'More links' })
    await menu.waitFor()
    expect(await button.getAttribute('aria-expanded')).toBe('true')
    const items = menu.getByRole('menuitem')
    await expect.poll(() => items.first().evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await menu.waitFor()
    // Keys go to the menu once an item holds the focus (a person does not type faster than that).
    await expect.poll(() => items.first().evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('End')
    await expect.poll(() => items.last().evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await items.last().textContent()).toBe('Help')
    await Promise.all([page.waitForURL(`${j.site.origin}/help`), page.keyboard.press('Enter')])
    // While the window narrows, links move into "More" without a reload, and nothing overflows.
    await openMeasured(page, `${j.site.origin}/`, 1440)
    await page.setViewportSize({ width: 1024, height: HEIGHT })
    await expect.poll(() => overflowOf(page)).toEqual({ page: 0, header: 0, headerInner: 0 })
    expect(problems).toEqual([])
    await context.close()
  })

  it('the admin’s wide tables scroll inside their own boxes on a phone, never the page', async () => {
    const context = await browserFor('admin@northwind.test')
    const page = await context.newPage()
    const problems = watchConsole(page)
    const pages = [
      ['/business/users/manage', 'People in your company'],
      ['/business/stats', 'Spend by kind of travel'],
      ['/business/biz-plus-upgrade', 'What each plan includes'],
    ] as const
    for (const [path, table] of pages) {
      await openHydrated(page, `${j.site.origin}${path}`)
      if (path === '/business/stats') {
        // Reporting's tables are the charts' alternatives, shown on request.
        await page.getByText('Show as a table').first().waitFor()
        for (const toggle of await page.getByText('Show as a table').all()) await toggle.click()
      }
      const region = page.getByRole('region', { name: table })
      await region.waitFor()
      expect(await overflowOf(page), path).toEqual({ page: 0, header: 0, headerInner: 0 })
      // The table is wider than the phone, and its box scrolls: by keyboard, once focused.
      expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth), path).toBe(true)
      await region.focus()
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => region.evaluate((el) => el.scrollLeft), { message: path }).toBeGreaterThan(0)
      expect(await axeViolations(page), path).toEqual([])
    }
    expect(problems).toEqual([])
    await context.close()
  })

  it('the admin’s header fits before any script runs, at every width', async () => {
    const context = await browserFor('admin@northwind.test', false)
    const page = await context.newPage()
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT })
      await page.goto(`${j.site.origin}/`)
      expect(await overflowOf(page), `${width} px`).toEqual({ page: 0, header: 0, headerInner: 0 })
    }
    await context.close()
  })
})
