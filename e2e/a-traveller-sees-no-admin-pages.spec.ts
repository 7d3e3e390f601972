import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ADMIN_PAGES } from '../shared/business/admin-pages.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { signInBrowser } from './support/signed-in.ts'

const TRAVELLER = 'ava@northwind.test'
const ADMIN = 'admin@northwind.test'
const WIDE = { width: 1280, height: 800 }
const NARROW = { width: 360, height: 740 }
const MENU = '[role="dialog"]'
const ADMIN_ITEMS = [
  'Trips to approve',
  'Trips to book',
  'Reporting',
  'Travel policies',
  'Manage users',
  'Company settings',
  'Admin hub',
]

/** The console's problems, but for the browser's note on the 403 answers this journey asks for. */
const unexpected = (problems: readonly string[]) => problems.filter((p) => !p.includes('status of 403'))

/** Axe over the page, or only over `within` (an open modal menu leaves the page behind it inert). */

/** The real built site, the real server and the demo company (Northwind, Business Plus). */
describe('a traveller sees no admin pages', () => {
  const j = useSiteAndBrowser()

  async function browserFor(
    email: string,
    viewport = WIDE,
    secondFactorProven = false,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await j.browser.newContext({ viewport, reducedMotion: 'reduce' })
    await signInBrowser(j.site, context, [{ email, businessMode: true, secondFactorProven }])
    return { context, page: await context.newPage() }
  }

  /** The demo admin, having proven a second factor in this session. */
  const adminBrowser = (viewport = WIDE) => browserFor(ADMIN, viewport, true)

  async function accountMenuItems(page: Page): Promise<string[]> {
    await page.getByRole('button', { name: /Account menu:/ }).click()
    const menu = page.getByRole('menu', { name: 'Account menu' })
    await menu.waitFor()
    return (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim())
  }

  it('shows the demo traveller no admin item in the menu or header, and nothing on the hub', async () => {
    const { context, page } = await browserFor(TRAVELLER)
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/business`)
    await page.getByRole('heading', { name: 'Nothing to administer here' }).waitFor()
    expect(await page.getByRole('navigation', { name: 'Administration' }).count()).toBe(0)
    const headerLinks = page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link')
    expect(await headerLinks.allTextContents()).toEqual(['Trips', 'Help'])
    expect(await page.getByRole('banner').textContent()).toContain('Northwind Outfitters')
    expect(await axeViolations(page)).toEqual([])

    const items = await accountMenuItems(page)
    expect(items).toContain('Help')
    expect(items).toContain('Account settings')
    for (const name of ADMIN_ITEMS) expect(items, name).not.toContain(name)
    expect(await axeViolations(page, MENU)).toEqual([])
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })

  it('answers the demo traveller "no access" with status 403 on a direct visit to any admin page', async () => {
    const { context, page } = await browserFor(TRAVELLER)
    const problems = watchConsole(page)
    const response = await page.goto(`${j.site.origin}/business/users/manage`, { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(403)
    await page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    // Every admin page answers the same, whichever the traveller tries.
    for (const adminPage of ADMIN_PAGES) {
      const res = await page.request.get(`${j.site.origin}/business${adminPage.url}`)
      expect(res.status(), adminPage.url).toBe(403)
    }
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })

  it('keeps the traveller’s hub and "no access" pages usable and axe-clean on a phone', async () => {
    const { context, page } = await browserFor(TRAVELLER, NARROW)
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/business`)
    await page.getByRole('heading', { name: 'Nothing to administer here' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    const response = await page.goto(`${j.site.origin}/business/company`, { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(403)
    await page.getByRole('link', { name: 'Go to the business hub' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    // The full-screen account menu holds no admin item either.
    const items = await accountMenuItems(page)
    for (const name of ADMIN_ITEMS) expect(items, name).not.toContain(name)
    expect(await axeViolations(page, MENU)).toEqual([])
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })

  it('shows the demo admin every page their company has, in the hub and the header', async () => {
    const { context, page } = await adminBrowser()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/business`)
    const hub = page.getByRole('navigation', { name: 'Administration' })
    await hub.waitFor()
    expect(await hub.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Trips and reporting',
      'Company',
      'People',
      'Travel policies',
      'Approvals',
      'Payments and tools',
    ])
    // The header's row holds the admin entries before its own links; those that do not fit are hidden
    // there and listed under "More" (every-role-sees-the-whole-header-at-every-width opens it).
    const header = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
    expect(await header.locator('li a').allTextContents()).toEqual([
      ...ADMIN_ITEMS.slice(0, -1),
      'Trips',
      'Help',
    ])
    expect(await axeViolations(page)).toEqual([])

    // Single sign-on is an Enterprise feature; on Business Plus it is the one page the admin cannot open.
    for (const adminPage of ADMIN_PAGES) {
      const res = await page.request.get(`${j.site.origin}/business${adminPage.url}`)
      expect(res.status(), adminPage.url).toBe(adminPage.key === 'integrationsSso' ? 403 : 200)
    }

    expect(unexpected(problems)).toEqual([])
    await context.close()
  })

  it('takes the demo admin from the hub to a page by keyboard, with every admin item in the menu', async () => {
    const { context, page } = await adminBrowser()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/business`)
    const hub = page.getByRole('navigation', { name: 'Administration' })
    await hub.waitFor()
    await hub.getByRole('link', { name: 'People and roles' }).focus()
    await Promise.all([page.waitForURL(`${j.site.origin}/business/users`), page.keyboard.press('Enter')])
    await page.getByRole('heading', { level: 1, name: 'People and roles' }).waitFor()
    expect(await axeViolations(page)).toEqual([])

    const items = await accountMenuItems(page)
    for (const name of ADMIN_ITEMS) expect(items, name).toContain(name)
    expect(await axeViolations(page, MENU)).toEqual([])
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })

  it('shows the admin’s hub axe-clean on a phone', async () => {
    const { context, page } = await adminBrowser(NARROW)
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/business`)
    await page.getByRole('navigation', { name: 'Administration' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })
})
