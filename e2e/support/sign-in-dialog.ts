import type { Page } from 'playwright-core'
import { openHydrated } from './browser.ts'

/**
 * Signs in as a person does: the help page's header opens the sign-in dialog, e-mail then password; the
 * page loads again, signed in.
 */
export async function signInThroughDialog(page: Page, origin: string, email: string, password: string) {
  await openHydrated(page, `${origin}/help`)
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
  await signInByEmail(page, email, password)
  await page.getByRole('button', { name: /Account menu:/ }).waitFor()
}

/** The open sign-in dialog's e-mail and password steps; the page loads again once signed in. */
export async function signInByEmail(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Continue with e-mail' }).click()
  await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(email)
  await page.keyboard.press('Enter')
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Sign in' }).click()])
}
