import { decodeBase32IgnorePadding } from '@oslojs/encoding'
import { describe, expect, it } from 'vitest'
import { DEMO_COMPANY_NAME, DEMO_PASSWORD } from '../server/db/seed.ts'
import { totpCode, totpStepAt } from '../server/services/two-factor/totp.ts'
import { nthMailTo } from '../server/testing/auth/auth-test-kit.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { codeIn, openSentToVerify } from './support/members.ts'
import { signInThroughDialog } from './support/sign-in-dialog.ts'

const ADMIN = 'admin@northwind.test'

/** The real built site, the real server and its SMTP sink: nothing below answers in the server's place. */
describe('an admin verifies a second factor', () => {
  const j = useSiteAndBrowser()

  const requiresTwoFactor = async () =>
    (
      await j.site.database.db
        .selectFrom('companies')
        .select('require_two_factor')
        .where('name', '=', DEMO_COMPANY_NAME)
        .executeTakeFirstOrThrow()
    ).require_two_factor

  it('is sent to /business/verify by an admin page before its calls, verifies by e-mail, sets up an authenticator, and verifies with it in a new browser', async () => {
    const context = await j.browser.newContext()
    const page = await context.newPage()
    const problems = watchConsole(page)
    await signInThroughDialog(page, j.site.origin, ADMIN, DEMO_PASSWORD)

    // The company page's calls are admin calls: the page asks the auth state first and goes to verify
    // before any call is refused (issue 30), coming back here after.
    await openSentToVerify(page, j.site.origin, '/business/company')
    expect(await requiresTwoFactor()).toBe(false)

    // No authenticator yet: the code comes by e-mail, read here from the real SMTP sink.
    const send = page.getByRole('button', { name: 'Send me a code' })
    await send.waitFor()
    expect(await page.getByRole('main').getByRole('radio').count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    const before = j.site.mail.messages.filter((m) => m.to === ADMIN).length
    await send.click()
    await page.getByText('We sent a code to a•••@northwind.test.', { exact: false }).waitFor()
    const mail = await nthMailTo(j.site.mail, ADMIN, before)
    expect(mail.text).toContain('continue to your business account')
    const field = page.getByLabel('Code from the e-mail')
    expect(await field.getAttribute('autocomplete')).toBe('one-time-code')
    expect(await field.getAttribute('inputmode')).toBe('numeric')
    // Focus moved to the field when the code was sent: typing goes there.
    await page.keyboard.type(codeIn(mail.text))
    expect(await axeViolations(page)).toEqual([])
    await Promise.all([page.waitForURL(`${j.site.origin}/business/company`), page.keyboard.press('Enter')])

    // Back where they were, the save goes through.
    await page.waitForFunction(() => {
      const box = document.querySelector<HTMLInputElement>('.fw-company-two-factor input[type=checkbox]')
      return box !== null && !box.disabled
    })
    const setting = page.getByLabel('Ask every member for a second step')
    expect(await setting.isChecked()).toBe(false)
    expect(await axeViolations(page)).toEqual([])
    await setting.check()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText('The setting is saved.').waitFor()
    expect(await requiresTwoFactor()).toBe(true)

    // The account page: an authenticator app with its QR code, then recovery codes shown once.
    await openHydrated(page, `${j.site.origin}/profile/account`)
    const section = page.locator('#account-twoFactor')
    await section.getByText('Authenticator app: off.', { exact: false }).waitFor()
    await section.getByRole('button', { name: 'Set up an authenticator app' }).click()
    await section.getByRole('img', { name: 'QR code to add your account to an authenticator app' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    const secret = ((await section.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '')
    const key = decodeBase32IgnorePadding(secret)
    const enrolStep = totpStepAt(Date.now())
    await section.getByLabel('Code from the app').fill(totpCode(key, enrolStep))
    await section.getByRole('button', { name: 'Turn on' }).click()
    const codes = section.getByRole('region', { name: 'Your recovery codes' })
    await codes.waitFor()
    expect(await codes.getByRole('listitem').count()).toBe(10)
    // Focus moves to the codes' heading after they render: waited for, not read at one instant.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Your recovery codes')
    expect(await axeViolations(page)).toEqual([])
    await codes.getByRole('button', { name: 'I have saved them' }).click()
    await section.getByText('Authenticator app: on.').waitFor()
    await section.getByText('Recovery codes left: 10.').waitFor()
    await context.close()

    // A new browser on a phone-sized screen: the company now asks everyone, so opening the page is enough.
    const phone = await j.browser.newContext({ viewport: { width: 360, height: 740 } })
    const second = await phone.newPage()
    const secondProblems = watchConsole(second)
    await signInThroughDialog(second, j.site.origin, ADMIN, DEMO_PASSWORD)
    await Promise.all([
      second.waitForURL((url) => url.pathname === '/business/verify'),
      second.goto(`${j.site.origin}/business/company`),
    ])
    const app = second.getByRole('radio', { name: 'Authenticator app' })
    await app.waitFor()
    expect(await app.isChecked()).toBe(true)
    expect(await second.getByRole('radio', { name: 'Code by e-mail' }).count()).toBe(0)
    expect(await second.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(await axeViolations(second)).toEqual([])

    // The code used to turn the app on is spent: its step cannot be used twice.
    const code = second.getByLabel('Code from your authenticator app')
    await code.fill(totpCode(key, enrolStep))
    await second.getByRole('button', { name: 'Confirm' }).click()
    await second.getByText('That code is not right, or it was already used or has expired.').waitFor()
    expect(await axeViolations(second)).toEqual([])
    await code.fill(totpCode(key, enrolStep + 1n))
    await Promise.all([
      second.waitForURL(`${j.site.origin}/business/company`),
      second.getByRole('button', { name: 'Confirm' }).click(),
    ])
    await second.waitForFunction(() => {
      const box = document.querySelector<HTMLInputElement>('.fw-company-two-factor input[type=checkbox]')
      return box?.checked === true && !box.disabled
    })
    await second.getByLabel('Ask every member for a second step').uncheck()
    await second.getByRole('button', { name: 'Save', exact: true }).click()
    await second.getByText('The setting is saved.').waitFor()
    expect(await requiresTwoFactor()).toBe(false)

    // No call was refused on the way to verify; the browser logs only the replayed code's refusal.
    for (const problem of [...problems, ...secondProblems])
      expect(problem).toMatch(/status of 401 \(Unauthorized\)/)
    await phone.close()
  }, 120_000)
})
