import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { AUTH_PATHS } from '../shared/auth/auth-contract.ts'
import { STORAGE_KEYS } from '../shared/constants.ts'
import { AUTH_OK, authRefusal, fakeAuthCall, openHydrated } from './support/auth-fakes.ts'
import { watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { type GroupMember, signInBrowser } from './support/signed-in.ts'

const TOMAS: GroupMember = { email: 'traveler@fernway.test', businessMode: false }
const AVA: GroupMember = { email: 'ava@northwind.test', businessMode: true }

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
}

describe('a signed-in member uses the account menu', () => {
  const j = useSiteAndBrowser()

  async function openMenu(members: [GroupMember, ...GroupMember[]], viewport = { width: 1280, height: 800 }) {
    const context = await j.browser.newContext({ viewport, reducedMotion: 'reduce' })
    const tokenIds = await signInBrowser(j.site, context, members)
    const page = await context.newPage()
    return { context, page, tokenIds }
  }

  it('opens a dropdown from the avatar, with the pages, the switcher and "sign out all", and closes back to it', async () => {
    const { context, page } = await openMenu([TOMAS, AVA])
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/help`)
    const trigger = page.getByRole('button', { name: 'Account menu: Tomas Reyes' })
    expect(await trigger.textContent()).toBe('TR')
    expect(await trigger.getAttribute('aria-expanded')).toBe('false')
    await trigger.click()
    const panel = page.getByRole('dialog', { name: 'Your account' })
    await panel.waitFor()
    expect(await trigger.getAttribute('aria-expanded')).toBe('true')
    const menu = panel.getByRole('menu', { name: 'Account menu' })
    for (const name of ['Trips', 'Register your business', 'Help', 'Account settings']) {
      expect(await menu.getByRole('menuitem', { name }).count(), name).toBe(1)
    }
    expect(await menu.getByRole('menuitem', { name: 'Sign out of all accounts' }).count()).toBe(1)
    // The current account is shown, not offered; the other is a button.
    expect(await panel.locator('[aria-current="true"]').textContent()).toContain('traveler@fernway.test')
    expect(await panel.getByRole('button', { name: /ava@northwind\.test, business/ }).count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])

    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'TR, Account menu: Tomas Reyes',
    )
    expect(problems).toEqual([])
    await context.close()
  })

  it('works by keyboard: arrows through the items, the price-alert checkbox toggles and is kept', async () => {
    const { context, page } = await openMenu([TOMAS])
    await openHydrated(page, `${j.site.origin}/`)
    await page.getByRole('button', { name: 'Account menu: Tomas Reyes' }).focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu', { name: 'Account menu' })
    await menu.waitFor()
    await menu.getByRole('menuitem', { name: 'Trips' }).focus()
    await page.keyboard.press('ArrowDown')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Register your business')
    const alerts = menu.getByRole('menuitemcheckbox', { name: 'Price alerts by e-mail' })
    expect(await alerts.getAttribute('aria-checked')).toBe('false')
    await alerts.focus()
    await page.keyboard.press('Enter')
    expect(await alerts.getAttribute('aria-checked')).toBe('true')
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.priceAlerts)).toBe('on')

    // A link item navigates inside the app and closes the menu.
    await menu.getByRole('menuitem', { name: 'Help' }).click()
    await page.getByRole('heading', { level: 1, name: 'Help and FAQ' }).waitFor()
    expect(await menu.count()).toBe(0)
    await context.close()
  })

  it('switches to another account and reloads; a failed switch leaves it choosable again', async () => {
    const { context, page, tokenIds } = await openMenu([TOMAS, AVA])
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const failure = {
      status: 500,
      body: { errors: [{ code: 'INTERNAL_ERROR', description: 'boom' }] },
      after: held,
    }
    const seen = await fakeAuthCall(page, AUTH_PATHS.switch, failure, AUTH_OK)
    await openHydrated(page, `${j.site.origin}/trips`)
    await page.getByRole('button', { name: 'Account menu: Tomas Reyes' }).click()
    const other = page.getByRole('button', { name: /ava@northwind\.test/ })
    await other.click()
    // While the call is out the item says so, and the list takes no other choice.
    await other.getByText('Switching…').waitFor()
    expect(await other.getAttribute('aria-disabled')).toBe('true')
    release()
    await other.getByText('Switching…').waitFor({ state: 'detached' })
    expect(await other.isEnabled()).toBe(true)
    expect(seen[0]).toMatchObject({ method: 'GET', fields: { tokenId: tokenIds[1], business: 'true' } })
    expect(seen[0]?.csrf).toMatch(/^[\w-]{20,}$/)

    await Promise.all([page.waitForEvent('load'), other.click()])
    expect(seen).toHaveLength(2)
    await context.close()
  })

  it('adds another account: the menu closes and the sign-in dialog opens at login', async () => {
    const { context, page } = await openMenu([TOMAS])
    const seen = await fakeAuthCall(page, AUTH_PATHS.add, AUTH_OK)
    await openHydrated(page, `${j.site.origin}/`)
    await page.getByRole('button', { name: 'Account menu: Tomas Reyes' }).click()
    await page.getByRole('button', { name: 'Add another account' }).click()
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor()
    expect(await page.getByRole('dialog', { name: 'Your account' }).count()).toBe(0)
    expect(seen).toHaveLength(1)
    await context.close()
  })

  it('shows the business/personal toggle for an e-mail with both, switching the current session', async () => {
    const dana = 'dana@northwind.test'
    const { context, page, tokenIds } = await openMenu([
      { email: dana, businessMode: false },
      { email: dana, businessMode: true },
    ])
    const seen = await fakeAuthCall(page, AUTH_PATHS.switch, {
      status: 200,
      body: { status: 0, businessRedirectUrl: '/business' },
    })
    await openHydrated(page, `${j.site.origin}/`)
    await page.getByRole('button', { name: /Account menu: / }).click()
    const toggle = page.getByRole('radiogroup', { name: 'Account type' })
    expect(await toggle.getByRole('radio', { name: 'Personal' }).getAttribute('aria-checked')).toBe('true')
    await Promise.all([
      page.waitForURL('**/business'),
      toggle.getByRole('radio', { name: 'Business' }).click(),
    ])
    expect(seen[0]?.fields).toEqual({ tokenId: tokenIds[0], business: 'true' })
    await context.close()
  })

  it('offers to resend the confirmation e-mail: disabled while sending, a generic error, then sent', async () => {
    const email = 'ben@northwind.test'
    await j.site.database.db
      .updateTable('users')
      .set({ email_confirmed_at: null })
      .where('email', '=', email)
      .execute()
    const { context, page } = await openMenu([{ email, businessMode: true }])
    await fakeAuthCall(page, AUTH_PATHS.resendConfirmation, authRefusal(503, 'BUSY', 'Busy.'), AUTH_OK)
    await openHydrated(page, `${j.site.origin}/`)
    await page.getByRole('button', { name: /Account menu: / }).click()
    const send = page.getByRole('button', { name: 'Send the confirmation e-mail' })
    await send.click()
    await page.getByRole('alert').filter({ hasText: 'Something went wrong' }).waitFor()
    expect(await send.isEnabled()).toBe(true)
    await send.click()
    await page.getByText('Sent. Open the link in the e-mail').waitFor()
    await context.close()
  })

  it('signs out from the menu and lands on the front door', async () => {
    const { context, page } = await openMenu([TOMAS])
    const seen = await fakeAuthCall(page, AUTH_PATHS.logout, {
      status: 200,
      body: { status: 0, formToken: 'x' },
    })
    await openHydrated(page, `${j.site.origin}/trips`)
    await page.getByRole('button', { name: 'Account menu: Tomas Reyes' }).click()
    await Promise.all([
      page.waitForURL(`${j.site.origin}/`),
      page.getByRole('menuitem', { name: 'Sign out' }).click(),
    ])
    expect(seen[0]).toMatchObject({ method: 'POST' })
    await context.close()
  })

  it('is a full-screen dialog on a narrow screen', async () => {
    const { context, page } = await openMenu([TOMAS], { width: 375, height: 740 })
    await openHydrated(page, `${j.site.origin}/`)
    await page.getByRole('button', { name: 'Account menu: Tomas Reyes' }).click()
    const dialog = page.getByRole('dialog', { name: 'Your account' })
    await dialog.waitFor()
    const box = await page.locator('.fw-modal--fullscreen').boundingBox()
    expect([box?.width, box?.height]).toEqual([375, 740])
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })
    await context.close()
  })
})
