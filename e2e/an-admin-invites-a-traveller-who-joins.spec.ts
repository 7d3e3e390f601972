import { describe, expect, it } from 'vitest'
import { DEMO_COMPANY_NAME, DEMO_PASSWORD } from '../server/db/seed.ts'
import { nthMailTo } from '../server/testing/auth/auth-test-kit.ts'
import { ANONYMOUS_AUTH_STATE } from '../shared/auth-state.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { tokenIn, verifyWithMailedCode } from './support/members.ts'
import { signInThroughDialog } from './support/sign-in-dialog.ts'

const ADMIN = 'admin@northwind.test'

/** The built site, its server and its SMTP sink: every link below comes from a real mail. */
describe('an admin invites a traveller who joins', () => {
  const j = useSiteAndBrowser()

  it('invites a new northwind.test address; the invitee registers with it, accepts and lands in business mode', async () => {
    const invitee = `joiner-${Date.now().toString(36)}@northwind.test`

    // The admin signs in; the invitation hub's company section is an admin call, so a second factor first.
    const adminContext = await j.browser.newContext()
    const admin = await adminContext.newPage()
    const adminProblems = watchConsole(admin)
    await signInThroughDialog(admin, j.site.origin, ADMIN, DEMO_PASSWORD)

    await admin.goto(`${j.site.origin}/business/invitations`)
    await admin.waitForURL((url) => url.pathname === '/business/verify')
    await verifyWithMailedCode(admin, j.site, ADMIN, '/business/invitations')

    // The company's side: nothing pending yet, then the invite dialog, by keyboard.
    await admin.getByRole('heading', { name: 'Invite people to your company' }).waitFor()
    await admin.getByText('No pending invitations.', { exact: true }).waitFor()
    expect(await axeViolations(admin)).toEqual([])
    await admin.getByRole('button', { name: 'Invite people' }).click()
    const invite = admin.getByRole('dialog', { name: 'Invite people' })
    await invite.getByLabel('E-mail addresses').fill(invitee)
    expect(await invite.getByLabel('Role').inputValue()).toBeTruthy()
    await invite.getByLabel('Role').selectOption({ label: 'Traveler' })
    expect(await axeViolations(admin)).toEqual([])
    await invite.getByRole('button', { name: 'Send invitations' }).click()
    await admin.getByText('1 invitation sent.').waitFor()
    await admin.getByText(invitee).waitFor()
    expect(await axeViolations(admin)).toEqual([])
    // The page went to verify before its list call, so no call was refused (issue 30).
    expect(adminProblems).toEqual([])
    await adminContext.close()

    // The invitee opens the mailed link: it names the company and the address, and signs nobody in.
    const mail = await nthMailTo(j.site.mail, invitee, 0)
    expect(mail.text).toContain(DEMO_COMPANY_NAME)
    const link = /(https?:\/\/\S+\/business\/invitations#token=[\w-]+)/.exec(mail.text)?.[1] ?? ''
    expect(link).not.toBe('')
    const context = await j.browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, link.replace(/^https?:\/\/[^/]+/, j.site.origin))
    await page.getByText(`This invitation to ${DEMO_COMPANY_NAME} is for ${invitee}.`).waitFor()
    expect(page.url()).not.toContain('token=')
    expect(await axeViolations(page)).toEqual([])

    // Registers with exactly that address, then confirms it from the mail.
    await page.getByRole('main').getByRole('button', { name: 'Create an account' }).click()
    const dialog = page.getByRole('dialog')
    // The invited address is already in the form (issue 30).
    expect(await dialog.getByRole('textbox', { name: 'E-mail address' }).inputValue()).toBe(invitee)
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await dialog.getByLabel('New password', { exact: true }).fill('lanterns over a quiet northern harbour')
    await dialog.getByText('I accept the terms of use and the privacy notice').click()
    await dialog.getByRole('button', { name: 'Create account' }).click()
    await dialog.getByRole('heading', { name: 'Check your inbox' }).waitFor()
    const confirm = await nthMailTo(j.site.mail, invitee, 1)
    // The page says so, and Continue goes back to the invitation, not the front door (issue 30).
    await page.goto(`${j.site.origin}/auth/confirm#token=${tokenIn(confirm.text)}`)
    await page.getByText('Your e-mail address is confirmed and you are signed in.').waitFor()
    await Promise.all([
      page.waitForURL(`${j.site.origin}/business/invitations`),
      page.getByRole('link', { name: 'Continue' }).click(),
    ])

    // Back on the hub, the invitation waits to be accepted.
    const accept = page.getByRole('button', { name: `Accept and join ${DEMO_COMPANY_NAME}` })
    await accept.waitFor()
    await page.getByText(`${DEMO_COMPANY_NAME} invites you to join as Traveler.`).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await Promise.all([page.waitForURL(`${j.site.origin}/business`), accept.click()])

    // In business mode now: the auth state says so, as a member of the company.
    const state = await page.evaluate(async () => {
      const res = await fetch('/horizon/common/authentication/providers/AuthStateProviderAction', {
        headers: { accept: 'application/json' },
      })
      return res.json()
    })
    expect(state.loggedInSession).toBe(true)
    expect(state.businessState?.businessMode).toBe(true)
    expect(Object.keys(ANONYMOUS_AUTH_STATE).every((k) => k in state)).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  }, 300_000)
})
