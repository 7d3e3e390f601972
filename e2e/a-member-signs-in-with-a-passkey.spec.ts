import type { BrowserContext, CDPSession, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PASSKEY_PATHS } from '../shared/passkey/passkey-contract.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { createMember, type Member, watchCalls } from './support/members.ts'
import { signInBrowser } from './support/signed-in.ts'

/** Chromium's virtual authenticator: a platform device that holds discoverable passkeys and verifies the user. */
async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp: CDPSession = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  const credentials = async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials
  return { cdp, authenticatorId, credentials }
}

/** A real server, the built site and Chromium's virtual authenticator; no answer is made up. */
describe('a member signs in with a passkey', () => {
  const j = useSiteAndBrowser()

  async function signOut(page: Page) {
    await openHydrated(page, `${j.site.origin}/signout?redir=/help`)
    await page.waitForURL(`${j.site.origin}/help`)
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor()
  }

  async function signedInAs(page: Page, member: Member) {
    await page.getByRole('button', { name: `Account menu: ${member.name}` }).waitFor()
  }

  it('adds a passkey on the account page, signs in by autofill and by the button, then deletes it', async () => {
    const member = await createMember(j.site, { firstName: 'Ines', lastName: 'Park' })
    const context = await j.browser.newContext()
    const [sessionId] = await signInBrowser(j.site, context, [{ email: member.email, businessMode: false }])
    // The last password proof is old: adding a passkey asks for it first (ASVS 7.5.1).
    await j.site.database.db
      .updateTable('sessions')
      .set({ authenticated_at: new Date(Date.now() - 3_600_000) })
      .where('id', '=', sessionId as string)
      .execute()
    const page = await context.newPage()
    const problems = watchConsole(page)
    const device = await addVirtualAuthenticator(context, page)

    // Add: the password dialog first, then the device.
    await openHydrated(page, `${j.site.origin}/profile/account`)
    const section = page.locator('#account-passkeys')
    await section.getByText('You have no passkeys yet.').waitFor()
    await section.getByRole('button', { name: 'Add a passkey' }).click()
    const reauth = page.getByRole('dialog', { name: 'Confirm it’s you' })
    await reauth.getByLabel('Password').fill(member.password)
    await reauth.getByRole('button', { name: 'Continue' }).click()
    await section.getByText('Your passkey is added. Next time, sign in with it.').waitFor()
    await section.getByText(/Added .+, last used never/).waitFor()
    expect(await axeViolations(page)).toEqual([])
    const held = await device.credentials()
    expect(held).toHaveLength(1)
    expect(held[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' })

    // Autofill: the e-mail field asks for passkeys by conditional mediation as it opens. Chromium's
    // virtual authenticator answers such a request at once, without the autofill menu a person would use.
    await signOut(page)
    const logins = watchCalls(page, PASSKEY_PATHS.login)
    const autofills = watchCalls(page, PASSKEY_PATHS.autofillParams)
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Continue with e-mail' }).click()
    await signedInAs(page, member)
    expect(logins).toHaveLength(1)
    expect(autofills.map((c) => [c.method, Boolean(c.csrf)])).toEqual([['GET', true]])

    // The button, where the browser offers no autofill.
    await signOut(page)
    await page.evaluate(() => window.sessionStorage.setItem('passkey.conditionalMediation', 'false'))
    await openHydrated(page, `${j.site.origin}/help`)
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
    await dialog.getByRole('button', { name: 'Continue with e-mail' }).click()
    const email = dialog.getByRole('textbox', { name: 'E-mail address' })
    expect(await email.getAttribute('autocomplete')).toBe('username webauthn')
    const button = dialog.getByRole('button', { name: 'Sign in with a passkey' })
    await button.waitFor()
    expect(await axeViolations(page)).toEqual([])
    await button.click()
    await signedInAs(page, member)
    expect(logins).toHaveLength(2)

    // Rename and delete: the passkey sign-in was a fresh proof, so no password is asked now.
    await openHydrated(page, `${j.site.origin}/profile/account`)
    await section.getByText(/last used (?!never)/).waitFor()
    await section.getByRole('button', { name: 'Rename' }).click()
    await section.getByLabel('Passkey name').fill('Work laptop')
    await section.getByRole('button', { name: 'Save', exact: true }).click()
    await section.getByText('Work laptop', { exact: true }).waitFor()
    await section.getByRole('button', { name: 'Delete' }).click()
    await section.getByText(/The passkey is deleted/).waitFor()
    await section.getByText('You have no passkeys yet.').waitFor()
    expect(await axeViolations(page)).toEqual([])
    const rows = await j.site.database.db
      .selectFrom('passkey_credentials')
      .select('id')
      .where('user_id', '=', member.id)
      .execute()
    expect(rows).toEqual([])
    // The browser logs the REAUTH_REQUIRED answer that opened the password dialog; nothing else failed.
    expect(problems).toEqual([expect.stringContaining('status of 401 (Unauthorized)')])
    await context.close()
  })
})
