import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../server/db/seed.ts'
import { axeViolations } from './support/axe.ts'
import { watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'

/** The real site, the real server and a real SMTP server: nothing here is faked. */
describe('a visitor registers, signs in every way, recovers the password and juggles two accounts', () => {
  const j = useSiteAndBrowser()
  const email = `journey-${Date.now()}@example.test`
  const password = 'paper lantern over quiet harbour'
  const newPassword = 'seven gulls above the grey pier'

  const mailTo = async (to: string, n: number) => {
    const deadline = Date.now() + 5000
    for (;;) {
      const mail = j.site.mail.messages.filter((m) => m.to === to)[n]
      if (mail) return mail
      if (Date.now() > deadline) throw new Error(`no mail ${n} to ${to}`)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
  const tokenIn = (text: string) => /#token=([\w-]+)/.exec(text)?.[1] ?? ''
  const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? ''

  async function openSignIn(page: Page) {
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Continue with e-mail' }).click()
    await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(email)
    await dialog.getByRole('button', { name: 'Continue' }).click()
    return dialog
  }

  async function signOut(page: Page, label = 'Sign out') {
    await page.getByRole('button', { name: /Account menu:/ }).click()
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: label }).click()])
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor()
  }

  it('[ASVS #6 6.2.7][NIST #N3 composition] registers, confirms by the mailed link, signs out and in with the password and with a code', async () => {
    const context = await j.browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: j.site.origin })
    const page = await context.newPage()
    const problems = watchConsole(page)
    await page.goto(`${j.site.origin}/help`, { waitUntil: 'networkidle' })

    await page.getByRole('banner').getByRole('button', { name: 'Create account' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(email)
    await dialog.getByRole('button', { name: 'Continue' }).click()
    const field = dialog.getByLabel('New password', { exact: true })
    expect(await field.getAttribute('autocomplete')).toBe('new-password')
    // As a password manager or a paste from the clipboard would: nothing blocks it.
    await page.evaluate((text) => navigator.clipboard.writeText(text), password)
    await field.focus()
    await page.keyboard.press('Control+V')
    expect(await field.inputValue()).toBe(password)
    await dialog.getByText('I accept the terms of use and the privacy notice').click()
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Create account' }).click()
    await dialog.getByRole('heading', { name: 'Check your inbox' }).waitFor()

    const confirm = await mailTo(email, 0)
    // Read before the page goes to the front door by itself (3 s), not once the network has settled.
    await page.goto(`${j.site.origin}/auth/confirm#token=${tokenIn(confirm.text)}`)
    await page.getByText('Your e-mail address is confirmed and you are signed in.').waitFor()
    // The secret left the address bar at once.
    expect(page.url()).not.toContain('token=')
    await page.getByRole('button', { name: /Account menu:/ }).waitFor()

    await signOut(page)

    const passwordDialog = await openSignIn(page)
    const current = passwordDialog.getByLabel('Password', { exact: true })
    expect(await current.getAttribute('autocomplete')).toBe('current-password')
    await current.fill(password)
    await Promise.all([
      page.waitForEvent('load'),
      passwordDialog.getByRole('button', { name: 'Sign in', exact: true }).click(),
    ])
    await page.getByRole('button', { name: /Account menu:/ }).waitFor()
    await signOut(page)

    const codeDialog = await openSignIn(page)
    await codeDialog.getByRole('button', { name: /sign-in code/ }).click()
    const code = codeIn((await mailTo(email, 1)).text)
    const codeField = codeDialog.getByRole('textbox', { name: 'Sign-in code' })
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code')
    await codeField.fill(code)
    await Promise.all([
      page.waitForEvent('load'),
      codeDialog.getByRole('button', { name: 'Sign in', exact: true }).click(),
    ])
    await page.getByRole('button', { name: /Account menu:/ }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await signOut(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it('forgets the password and sets a new one through the mailed link', async () => {
    const context = await j.browser.newContext()
    const page = await context.newPage()
    // The "reset my password" link of the already-registered mail opens the dialog there.
    await page.goto(`${j.site.origin}/?signin=forgot`, { waitUntil: 'networkidle' })
    await page.getByRole('dialog', { name: 'Reset your password' }).waitFor()
    // The dialog is named after the state it shows, so later steps find it by role alone.
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(email)
    expect(new URL(page.url()).search).toBe('')
    const before = j.site.mail.messages.filter((m) => m.to === email).length
    await dialog.getByRole('button', { name: 'Send the link' }).click()
    await dialog.getByRole('heading', { name: 'Check your inbox' }).waitFor()
    const reset = await mailTo(email, before)
    await page.goto(`${j.site.origin}/auth/reset-password#token=${tokenIn(reset.text)}`, {
      waitUntil: 'networkidle',
    })
    expect(page.url()).not.toContain('token=')
    const field = page.getByLabel('New password', { exact: true })
    expect(await field.getAttribute('autocomplete')).toBe('new-password')
    await field.fill(newPassword)
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Save and sign in' }).click()
    await page.getByRole('button', { name: /Account menu:/ }).waitFor()
    await context.close()
  })

  it('adds a second account, switches to it and back, then signs out of all', async () => {
    const context = await j.browser.newContext()
    const page = await context.newPage()
    await page.goto(`${j.site.origin}/`, { waitUntil: 'networkidle' })
    const dialog = await openSignIn(page)
    await dialog.getByLabel('Password', { exact: true }).fill(newPassword)
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'Sign in', exact: true }).click(),
    ])

    await page.getByRole('button', { name: /Account menu:/ }).click()
    await page.getByRole('button', { name: 'Add another account' }).click()
    const second = page.getByRole('dialog', { name: 'Sign in' })
    await second.getByRole('textbox', { name: 'E-mail address' }).fill('traveler@fernway.test')
    await second.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await Promise.all([
      page.waitForEvent('load'),
      second.getByRole('button', { name: 'Sign in', exact: true }).click(),
    ])
    const tomas = page.getByRole('button', { name: 'Account menu: Tomas Reyes' })
    await tomas.waitFor()

    await tomas.click()
    const panel = page.getByRole('dialog', { name: 'Your account' })
    expect(await panel.locator('[aria-current="true"]').textContent()).toContain('traveler@fernway.test')
    await Promise.all([
      page.waitForEvent('load'),
      panel.getByRole('button', { name: new RegExp(email) }).click(),
    ])
    await page.getByRole('button', { name: new RegExp(`Account menu: ${email}`) }).waitFor()

    await signOut(page, 'Sign out of all accounts')
    await page.goto(`${j.site.origin}/profile/account`, { waitUntil: 'networkidle' })
    expect(await page.getByRole('button', { name: /Account menu:/ }).count()).toBe(0)
    await context.close()
  })

  it('shows the dialog as a bottom sheet on a narrow screen, full height, without axe violations', async () => {
    const context = await j.browser.newContext({
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    await page.goto(`${j.site.origin}/`, { waitUntil: 'networkidle' })
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign in or create an account' })
    await dialog.waitFor()
    // The sheet is the modal around the dialog; measured once it has slid in.
    await page.waitForFunction(() => !document.querySelector('.fw-modal--sheet[data-entering]'))
    await page.waitForTimeout(300)
    const box = await page.locator('.fw-modal--sheet').boundingBox()
    expect(box).not.toBeNull()
    // 98 percent of the height, anchored to the bottom edge.
    expect(Math.round(((box?.height ?? 0) / 740) * 100)).toBe(98)
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(740)
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })
})
