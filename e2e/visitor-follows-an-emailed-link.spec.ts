import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { checkNewPassword } from '../server/services/password-policy.ts'
import { AUTH_PAGES, AUTH_PATHS } from '../shared/auth/auth-contract.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import {
  createMember,
  mailedLinkToken,
  throwawayEmail,
  tokenIn,
  useLinkElsewhere,
  watchCalls,
} from './support/members.ts'
import { signInBrowser } from './support/signed-in.ts'

const NEW_PASSWORD = 'a much better pass phrase'

/** Every link below is a real one, from a real mail the server sent; every answer is the server's. */
describe('a visitor follows a link from an e-mail', () => {
  const j = useSiteAndBrowser()

  const resetLinkFor = (email: string) =>
    mailedLinkToken(j.site, AUTH_PATHS.forgot, { username: email }, email)
  const registration = async () => {
    const email = throwawayEmail('joining')
    const token = await mailedLinkToken(
      j.site,
      AUTH_PATHS.register,
      { username: email, passwd: 'paper lantern over quiet harbour', consent: 'true', optin: 'false' },
      email,
    )
    return { email, token }
  }

  it('chooses a new password: the token leaves the address, the rules and the policy are shown, then signed in at /', async () => {
    const member = await createMember(j.site, { firstName: 'Iris', lastName: 'Vale' })
    const token = await resetLinkFor(member.email)
    const context = await j.browser.newContext()
    const page = await context.newPage()
    const seen = watchCalls(page, AUTH_PATHS.reset)
    await openHydrated(page, `${j.site.origin}${AUTH_PAGES.reset}#token=${token}`)
    // The page's code takes the token out of the address as it starts, which on a busy machine can be
    // after the network went quiet.
    await page.waitForURL((url) => url.hash === '')
    expect(await page.evaluate(() => window.location.href)).not.toContain(token)
    const password = page.getByLabel('New password', { exact: true })
    await password.fill('short')
    await page.getByRole('button', { name: 'Save and sign in' }).click()
    await page.getByText('Use at least 15 characters.').waitFor()
    expect(seen).toHaveLength(0)

    // Long enough, so only the server's policy can refuse it; its reason is shown on the field.
    const weak = 'password password password'
    const reason = checkNewPassword(weak, [member.email])?.description ?? 'the policy accepts it'
    await password.fill(weak)
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === AUTH_PATHS.reset)
    await page.getByRole('button', { name: 'Save and sign in' }).click()
    expect((await refused).status()).toBe(400)
    await page.getByText(reason).waitFor()
    expect(await password.getAttribute('aria-invalid')).toBe('true')
    expect(seen.map((s) => s.fields)).toEqual([{ token, passwd: weak }])
    expect(await axeViolations(page)).toEqual([])

    // A refused password does not use the link up.
    await password.fill(NEW_PASSWORD)
    await Promise.all([
      page.waitForURL(`${j.site.origin}/`),
      page.getByRole('button', { name: 'Save and sign in' }).click(),
    ])
    await page.getByRole('button', { name: 'Account menu: Iris Vale' }).waitFor()
    expect(seen).toHaveLength(2)
    await context.close()
  })

  it('a used reset link says so and offers a new one in the sign-in dialog', async () => {
    const member = await createMember(j.site)
    const token = await resetLinkFor(member.email)
    await useLinkElsewhere(j.site, AUTH_PATHS.reset, { token, passwd: NEW_PASSWORD })
    const context = await j.browser.newContext()
    const page = await context.newPage()
    await openHydrated(page, `${j.site.origin}${AUTH_PAGES.reset}#token=${token}`)
    await page.getByLabel('New password', { exact: true }).fill('yet another long pass phrase')
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === AUTH_PATHS.reset)
    await page.getByRole('button', { name: 'Save and sign in' }).click()
    expect((await refused).status()).toBe(400)
    await page.getByText('This link has expired or has already been used.').waitFor()
    await page.getByRole('button', { name: 'Get a new link' }).click()
    await page.getByRole('dialog', { name: 'Reset your password' }).waitFor()
    await context.close()
  })

  it('confirms an account, says so, and goes to the front door signed in', async () => {
    const { token } = await registration()
    const context = await j.browser.newContext()
    const page = await context.newPage()
    const seen = watchCalls(page, AUTH_PATHS.confirm)
    await page.goto(`${j.site.origin}${AUTH_PAGES.confirm}#token=${token}`)
    await page.getByText('Your e-mail address is confirmed and you are signed in.').waitFor()
    // The header shows the account beside the message, not "Sign in" until the next page (issue 27 item 11).
    await page.getByRole('button', { name: /Account menu:/ }).waitFor()
    expect(new URL(page.url()).pathname).toBe(AUTH_PAGES.confirm)
    // The page no longer says it is checking once it has checked.
    expect(await page.getByText('One moment while we check the link from your e-mail.').count()).toBe(0)
    expect(new URL(page.url()).hash).toBe('')
    expect(seen.map((s) => s.fields)).toEqual([{ token }])
    await page.waitForURL(`${j.site.origin}/`)
    await page.getByRole('button', { name: /Account menu:/ }).waitFor()
    await context.close()
  })

  it('a confirmation page without a usable token asks the visitor to sign in for a new link', async () => {
    const context = await j.browser.newContext()
    const page = await context.newPage()
    const seen = watchCalls(page, AUTH_PATHS.confirm)
    await openHydrated(page, `${j.site.origin}${AUTH_PAGES.confirm}#token=nope`)
    await page.getByText('This link has expired or has already been used.', { exact: false }).waitFor()
    expect(seen).toHaveLength(0)
    await page.getByRole('button', { name: 'Sign in' }).last().click()
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor()
    await context.close()
  })

  it('a confirmation link already used says so, and the visitor stays signed out', async () => {
    const { token } = await registration()
    await useLinkElsewhere(j.site, AUTH_PATHS.confirm, { token })
    const context = await j.browser.newContext()
    const page = await context.newPage()
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === AUTH_PATHS.confirm)
    await page.goto(`${j.site.origin}${AUTH_PAGES.confirm}#token=${token}`)
    expect((await refused).status()).toBe(400)
    await page.getByText('This link has expired or has already been used.', { exact: false }).waitFor()
    expect(new URL(page.url()).hash).toBe('')
    expect(await page.getByRole('button', { name: /Account menu:/ }).count()).toBe(0)
    await page.getByRole('button', { name: 'Sign in' }).last().click()
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor()
    await context.close()
  })
})

describe('a link that signs out', () => {
  const j = useSiteAndBrowser()

  async function signedInBrowser() {
    const member = await createMember(j.site, { firstName: 'Omar', lastName: 'Sayed' })
    const context = await j.browser.newContext()
    await signInBrowser(j.site, context, [{ email: member.email, businessMode: false }])
    const page = await context.newPage()
    return { context, page }
  }

  /** Signed out on the server too: a fresh load of the page shows no account. */
  async function expectSignedOut(page: Page) {
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor()
    await openHydrated(page, `${j.site.origin}/trips`)
    expect(await page.getByRole('button', { name: /Account menu:/ }).count()).toBe(0)
  }

  it('signs out at once when typed in or followed from our own site, then returns to redir', async () => {
    const { context, page } = await signedInBrowser()
    const seen = watchCalls(page, AUTH_PATHS.logout)
    await page.goto(`${j.site.origin}/signout?redir=${encodeURIComponent('/trips')}`)
    await page.waitForURL(`${j.site.origin}/trips`)
    expect(seen.map((s) => s.method)).toEqual(['POST'])
    await expectSignedOut(page)
    await context.close()
  })

  it('from another site, asks before signing anyone out', async () => {
    const { context, page } = await signedInBrowser()
    const seen = watchCalls(page, AUTH_PATHS.logout)
    // A real page on another site (127.0.0.1 is not localhost) links to our sign-out page.
    const elsewhere = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end(`<!doctype html><a href="${j.site.origin}/signout?redir=/trips">out</a>`)
    })
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve))
    try {
      await page.goto(`http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`)
      await Promise.all([
        page.waitForURL('**/signout?redir=/trips'),
        page.getByRole('link', { name: 'out' }).click(),
      ])
      await page
        .getByText('Do you want to sign out of every account on this browser?')
        .waitFor({ timeout: 10_000 })
      await page.waitForLoadState('networkidle')
      expect(seen).toHaveLength(0)
      expect(await page.getByRole('button', { name: /Account menu:/ }).count()).toBe(1)
      await Promise.all([
        page.waitForURL(`${j.site.origin}/trips`),
        page.getByRole('button', { name: 'Sign out' }).click(),
      ])
      expect(seen.map((s) => s.method)).toEqual(['POST'])
      await expectSignedOut(page)
    } finally {
      await new Promise((resolve) => elsewhere.close(resolve))
    }
    await context.close()
  })

  it('resends the confirmation e-mail from /s/ident/resend typed in, then returns to redir', async () => {
    const member = await createMember(j.site, { firstName: 'Lena', lastName: 'Park', confirmed: false })
    const context = await j.browser.newContext()
    await signInBrowser(j.site, context, [{ email: member.email, businessMode: false }])
    const page = await context.newPage()
    await page.goto(`${j.site.origin}${AUTH_PATHS.resend}?redir=${encodeURIComponent('/help')}`)
    await page.waitForURL(`${j.site.origin}/help`)
    const mail = await j.site.mail.waitFor((m) => m.to === member.email)
    expect(tokenIn(mail.text)).toMatch(/^[\w-]{43}$/)
    await context.close()
  })
})
