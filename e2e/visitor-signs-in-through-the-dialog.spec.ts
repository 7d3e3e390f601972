import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { AUTH_MESSAGES, AUTH_PATHS } from '../shared/auth/auth-contract.ts'
import { RETURNING_USER_SIGN_IN_DELAY_MS, STORAGE_KEYS } from '../shared/constants.ts'
import { AUTH_OK, authRefusal, fakeAuthCall, openHydrated } from './support/auth-fakes.ts'
import { watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return el?.getAttribute('name') ?? el?.textContent ?? ''
  })

describe('a visitor signs in through the dialog', () => {
  const j = useSiteAndBrowser()

  it('opens the dialog from the header, moves through its states by keyboard, and closes it back to the trigger', async () => {
    const context = await j.browser.newContext()
    const page = await context.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/help`)
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Sign in' })
    await trigger.click()
    // The dialog is named by the title of the state it shows.
    const dialog = page.getByRole('dialog')
    await page.getByRole('dialog', { name: 'Sign in or create an account' }).waitFor()
    // The landing has no back control; its title has focus.
    expect(await dialog.getByRole('button', { name: 'Back' }).count()).toBe(0)
    expect(await focusedName(page)).toBe('Sign in or create an account')
    expect(await axeViolations(page)).toEqual([])

    await dialog.getByRole('button', { name: 'Continue with e-mail' }).click()
    await dialog.getByRole('heading', { name: 'Continue with e-mail' }).waitFor()
    expect(await focusedName(page)).toBe('username')
    await page.keyboard.type('tomas@fernway.test')
    await page.keyboard.press('Enter')
    await dialog.getByRole('heading', { name: 'Enter your password' }).waitFor()
    expect(await focusedName(page)).toBe('passwd')
    expect(await axeViolations(page)).toEqual([])

    await dialog.getByRole('button', { name: 'Back' }).click()
    await dialog.getByRole('heading', { name: 'Continue with e-mail' }).waitFor()
    expect(await dialog.getByRole('textbox', { name: 'E-mail address' }).inputValue()).toBe(
      'tomas@fernway.test',
    )

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sign in')
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows a wrong password on the field, then signs in and starts the page over', async () => {
    const context = await j.browser.newContext()
    const page = await context.newPage()
    const seen = await fakeAuthCall(
      page,
      AUTH_PATHS.login,
      authRefusal(401, 'INVALID_CREDENTIALS', 'Wrong e-mail or password.', 'passwd'),
      { status: 200, body: { status: 0, formToken: 'new', loginRedirectUrl: '/trips' } },
    )
    await openHydrated(page, `${j.site.origin}/`)
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Continue with e-mail' }).click()
    await dialog.getByRole('textbox', { name: 'E-mail address' }).fill('tomas@fernway.test')
    await dialog.getByRole('button', { name: 'Continue' }).click()
    const password = dialog.getByLabel('Password', { exact: true })
    await password.fill('not the password')
    // The show-password toggle shows what was typed.
    await dialog.getByRole('button', { name: 'Show password' }).click()
    expect(await password.getAttribute('type')).toBe('text')
    await dialog.getByRole('button', { name: 'Sign in' }).click()

    await dialog.getByText('That e-mail and password do not match.', { exact: false }).waitFor()
    expect(await password.getAttribute('aria-invalid')).toBe('true')
    const describedBy = (await password.getAttribute('aria-describedby')) ?? ''
    const error = await page.evaluate(
      (ids) =>
        ids
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      describedBy,
    )
    expect(error).toContain('That e-mail and password do not match.')
    expect(seen[0]).toMatchObject({
      method: 'POST',
      fields: {
        username: 'tomas@fernway.test',
        passwd: 'not the password',
        sticky: 'true',
        userInfo: 'true',
      },
    })
    expect(seen[0]?.csrf).toMatch(/^[\w-]{20,}$/)

    await password.fill('the right password')
    await Promise.all([page.waitForURL('**/trips'), dialog.getByRole('button', { name: 'Sign in' }).click()])
    expect(seen).toHaveLength(2)
    await context.close()
  })

  it('opens the locked-account state when the account is locked', async () => {
    const context = await j.browser.newContext()
    const page = await context.newPage()
    await fakeAuthCall(
      page,
      AUTH_PATHS.login,
      authRefusal(403, 'ACCOUNT_LOCKED', AUTH_MESSAGES.ACCOUNT_LOCKED),
    )
    await openHydrated(page, `${j.site.origin}/`)
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Continue with e-mail' }).click()
    await dialog.getByRole('textbox', { name: 'E-mail address' }).fill('tomas@fernway.test')
    await page.keyboard.press('Enter')
    await dialog.getByLabel('Password', { exact: true }).fill('whatever it is')
    await page.keyboard.press('Enter')
    await dialog.getByRole('heading', { name: 'Your account is locked' }).waitFor()
    await dialog.getByRole('button', { name: 'Choose a new password' }).click()
    await dialog.getByRole('heading', { name: 'Reset your password' }).waitFor()
    await context.close()
  })

  it('creates an account from the header: password rules, consent, then check your inbox', async () => {
    const context = await j.browser.newContext()
    const page = await context.newPage()
    const seen = await fakeAuthCall(page, AUTH_PATHS.register, AUTH_OK)
    await openHydrated(page, `${j.site.origin}/trips`)
    await page.getByRole('banner').getByRole('button', { name: 'Create account' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Create an account' }).waitFor()
    await dialog.getByRole('textbox', { name: 'E-mail address' }).fill('new@fernway.test')
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await dialog.getByRole('heading', { name: 'Choose a password' }).waitFor()
    const password = dialog.getByLabel('New password', { exact: true })
    expect(await password.getAttribute('autocomplete')).toBe('new-password')
    await password.fill('too short')
    await dialog.getByRole('button', { name: 'Create account' }).click()
    await dialog.getByText('Use at least 15 characters.').waitFor()
    await password.fill('four words make a password')
    await dialog.getByRole('button', { name: 'Create account' }).click()
    await dialog.getByText('Accept the terms to create an account.').waitFor()
    expect(seen).toHaveLength(0)
    await dialog.getByText('I accept the terms of use and the privacy notice').click()
    await dialog.getByRole('button', { name: 'Create account' }).click()
    await dialog.getByRole('heading', { name: 'Check your inbox' }).waitFor()
    expect(seen[0]?.fields).toEqual({
      username: 'new@fernway.test',
      passwd: 'four words make a password',
      optin: 'true',
      regurl: '/trips',
      consent: 'true',
    })
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })

  it('is a bottom sheet on a narrow screen, with the social buttons shown but disabled', async () => {
    // Reduced motion: the sheet is measured where it rests, not while it rises.
    const context = await j.browser.newContext({
      viewport: { width: 375, height: 740 },
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    await openHydrated(page, `${j.site.origin}/`)
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    const box = await page.locator('.fw-modal').boundingBox()
    expect(box?.width).toBe(375)
    expect(Math.round((box?.height ?? 0) + (box?.y ?? 0))).toBe(740)
    expect(Math.round(box?.height ?? 0)).toBe(Math.round(740 * 0.98))
    await dialog.getByRole('button', { name: 'Other ways to sign in' }).click()
    expect(await dialog.getByRole('button', { name: 'Continue with Google' }).isDisabled()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })

  it('invites a returning visitor to sign in on the front door, after a delay and once a session', async () => {
    const context = await j.browser.newContext()
    const page = await context.newPage()
    await page.goto(`${j.site.origin}/help`)
    await page.evaluate((key) => localStorage.setItem(key, '1'), STORAGE_KEYS.returningUser)
    const opened = Date.now()
    await openHydrated(page, `${j.site.origin}/`)
    const dialog = page.getByRole('dialog', { name: 'Sign in' })
    await dialog.waitFor({ timeout: RETURNING_USER_SIGN_IN_DELAY_MS + 10_000 })
    expect(Date.now() - opened).toBeGreaterThanOrEqual(RETURNING_USER_SIGN_IN_DELAY_MS)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    // The same session: no second invitation.
    await page.reload({ waitUntil: 'networkidle' })
    await page.waitForTimeout(RETURNING_USER_SIGN_IN_DELAY_MS + 500)
    expect(await page.getByRole('dialog').count()).toBe(0)
    await context.close()
  })
})
