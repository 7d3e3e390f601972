import crypto from 'node:crypto'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { createEmailChangeRepository } from '../server/repositories/email-change.repository.ts'
import { emailTokenHash } from '../server/services/account/email-change.service.ts'
import {
  ageAuthentication,
  createTestUser,
  type SignedInBrowser,
  signInBrowser,
  TEST_PASSWORD,
} from '../server/testing/account/account-test-support.ts'
import { isoDay } from '../shared/calendar-days.ts'
import { axeViolations } from './support/axe.ts'
import { watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'

describe('a traveller manages their account', () => {
  const j = useSiteAndBrowser()

  async function open(
    me: SignedInBrowser,
    path = '/profile/account',
  ): Promise<{ page: Page; context: BrowserContext }> {
    const context = await j.browser.newContext()
    await context.addCookies([{ name: 'fw_sg', value: me.cookie.slice('fw_sg='.length), url: j.site.origin }])
    const page = await context.newPage()
    await page.goto(`${j.site.origin}${path}`)
    return { page, context }
  }

  it('is asked to sign in when signed out', async () => {
    const context = await j.browser.newContext()
    const page = await context.newPage()
    await page.goto(`${j.site.origin}/profile/account`)
    await page.getByText('Sign in to see and change your account.').waitFor()
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(2)
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })

  it('edits the profile, travellers, password and sessions with the keyboard and labelled fields', async () => {
    const user = await createTestUser(j.site)
    const me = await signInBrowser(j.site, user)
    const elsewhere = await signInBrowser(j.site, user)
    const { page, context } = await open(me)
    const problems = watchConsole(page)
    const profile = page.locator('#account-profile')
    await profile.getByLabel('First name').fill('Noor')
    await profile.getByRole('button', { name: 'Save', exact: true }).click()
    await profile.getByText('Your profile is saved.').waitFor()
    await page.locator('#account-sessions').getByText('This device').waitFor()
    expect(await axeViolations(page)).toEqual([])

    // A traveller too young for the configured bounds is refused before sending, and the error is tied.
    const travelers = page.locator('#account-travelers')
    await travelers.getByRole('button', { name: 'Add a traveller' }).click()
    await travelers.getByLabel('First name').fill('Sami')
    await travelers.getByLabel('Last name').fill('Haddad')
    await travelers.getByLabel('Date of birth').fill(isoDay(new Date(Date.now() - 5 * 365 * 86_400_000)))
    await travelers.getByRole('button', { name: 'Save', exact: true }).click()
    const dob = travelers.getByLabel('Date of birth')
    expect(await dob.getAttribute('aria-invalid')).toBe('true')
    const describedBy = (await dob.getAttribute('aria-describedby')) ?? ''
    expect(await page.locator(`[id="${describedBy.split(' ').at(-1)}"]`).textContent()).toContain(
      'between 18 and 110',
    )
    await dob.fill('1990-05-17')
    await travelers.getByLabel('Gender').selectOption('F')
    await travelers.getByRole('button', { name: 'Save', exact: true }).click()
    await travelers.getByText('The traveller is saved.').waitFor()
    await travelers.getByText('Sami Haddad').waitFor()
    expect(await travelers.getByText('Preferred', { exact: true }).count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])

    // The password: the server's reason shows under the field it is about.
    const password = page.locator('#account-password')
    await password.getByLabel('Current password').fill('not the password at all')
    await password.getByLabel('New password').fill('a long enough new passphrase')
    expect(await password.getByLabel('Sign me out everywhere else').isChecked()).toBe(true)
    await password.getByRole('button', { name: 'Change password' }).click()
    await password.getByText('That password is not right.').waitFor()
    await password.getByRole('button', { name: 'Show password' }).first().click()
    expect(await password.getByLabel('Current password').getAttribute('type')).toBe('text')
    await password.getByLabel('Current password').fill(TEST_PASSWORD)
    await password.getByRole('button', { name: 'Change password' }).click()
    await password.getByText('Your password is changed.').waitFor()
    // The other browser was signed out, so only this device is listed.
    const sessions = page.locator('#account-sessions')
    await sessions.getByRole('button', { name: 'End session' }).waitFor({ state: 'detached' })
    expect(elsewhere.sessionId).not.toBe(me.sessionId)
    // The browser logs the refused wrong password itself; nothing else may fail.
    expect(problems).toEqual([expect.stringContaining('status of 403 (Forbidden)')])
    await context.close()
  })

  it('changes the e-mail after confirming the password in a dialog, then confirms it from the link', async () => {
    const me = await signInBrowser(j.site, await createTestUser(j.site))
    await ageAuthentication(j.site, me, 30)
    const { page, context } = await open(me, '/profile/account?addEmail=true')
    const problems = watchConsole(page)
    const newEmail = `moved-${crypto.randomBytes(4).toString('hex')}@example.test`
    const field = page.getByLabel('New e-mail address')
    await field.waitFor()
    await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'email')
    await page.keyboard.type(newEmail)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' })
    await dialog.waitFor()
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByLabel('Password').fill(TEST_PASSWORD)
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await page.getByText(`If ${newEmail} can be used`).waitFor()
    await page.getByText(`Waiting for confirmation: ${newEmail}.`).waitFor()

    // The mailed link, made here as the mailer would: the secret is only in the fragment.
    const secret = crypto.randomBytes(32).toString('base64url')
    await createEmailChangeRepository(j.site.database.db).start({
      userId: me.userId,
      newEmail,
      tokenHash: emailTokenHash(j.site.config.secret, secret),
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    await page.goto(`${j.site.origin}/profile/account?confirmEmail=1#token=${secret}`)
    await page.getByText(`Your e-mail address is now ${newEmail}.`).waitFor()
    expect(new URL(page.url()).search).toBe('')
    expect(new URL(page.url()).hash).toBe('')
    // The browser logs the REAUTH_REQUIRED answer that opened the dialog; nothing else may fail.
    expect(problems).toEqual([expect.stringContaining('status of 401 (Unauthorized)')])
    await context.close()
  })
})
