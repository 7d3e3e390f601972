import AxeBuilder from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import { AUTH_PAGES, AUTH_PATHS } from '../shared/auth/auth-contract.ts'
import { AUTH_OK, authRefusal, fakeAuthCall, openHydrated } from './support/auth-fakes.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { signInBrowser } from './support/signed-in.ts'

const TOKEN = 'Zm9yIGEgcmVzZXQgbGluaw-_0123'

describe('a visitor follows a link from an e-mail', () => {
  const j = useSiteAndBrowser()

  it('chooses a new password: the token leaves the address, the rules and the policy are shown, then signed in at /', async () => {
    const context = await j.browser.newContext()
    const page = await context.newPage()
    const seen = await fakeAuthCall(
      page,
      AUTH_PATHS.reset,
      authRefusal(400, 'PASSWORD_COMMON', 'This password is on a list of leaked passwords.', 'passwd'),
      { status: 200, body: { status: 0, formToken: 'new' } },
    )
    await openHydrated(page, `${j.site.origin}${AUTH_PAGES.reset}#token=${TOKEN}`)
    expect(new URL(page.url()).hash).toBe('')
    expect(await page.evaluate(() => window.location.href)).not.toContain(TOKEN)
    const password = page.getByLabel('New password', { exact: true })
    await password.fill('short')
    await page.getByRole('button', { name: 'Save and sign in' }).click()
    await page.getByText('Use at least 15 characters.').waitFor()
    expect(seen).toHaveLength(0)
    await password.fill('password password password')
    await page.getByRole('button', { name: 'Save and sign in' }).click()
    await page.getByText('This password is on a list of leaked passwords.').waitFor()
    expect(await password.getAttribute('aria-invalid')).toBe('true')
    expect(seen[0]?.fields).toEqual({ token: TOKEN, passwd: 'password password password' })
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
    await password.fill('a much better pass phrase')
    await Promise.all([
      page.waitForURL(`${j.site.origin}/`),
      page.getByRole('button', { name: 'Save and sign in' }).click(),
    ])
    await context.close()
  })

  it('a used reset link says so and offers a new one in the sign-in dialog', async () => {
    const context = await j.browser.newContext()
    const page = await context.newPage()
    await fakeAuthCall(
      page,
      AUTH_PATHS.reset,
      authRefusal(400, 'LINK_INVALID', 'The link is no longer valid.'),
    )
    await openHydrated(page, `${j.site.origin}${AUTH_PAGES.reset}#token=${TOKEN}`)
    await page.getByLabel('New password', { exact: true }).fill('a long enough pass phrase')
    await page.getByRole('button', { name: 'Save and sign in' }).click()
    await page.getByText('This link has expired or has already been used.').waitFor()
    await page.getByRole('button', { name: 'Get a new link' }).click()
    await page.getByRole('dialog', { name: 'Reset your password' }).waitFor()
    await context.close()
  })

  it('confirms an account, says so, and goes to the front door signed in', async () => {
    const context = await j.browser.newContext()
    const page = await context.newPage()
    const seen = await fakeAuthCall(page, AUTH_PATHS.confirm, {
      status: 200,
      body: { status: 0, formToken: 'new' },
    })
    await page.goto(`${j.site.origin}${AUTH_PAGES.confirm}#token=${TOKEN}`)
    await page.getByText('Your e-mail address is confirmed and you are signed in.').waitFor()
    expect(new URL(page.url()).hash).toBe('')
    expect(seen.map((s) => s.fields)).toEqual([{ token: TOKEN }])
    await page.waitForURL(`${j.site.origin}/`)
    await context.close()
  })

  it('a confirmation page without a usable token asks the visitor to sign in for a new link', async () => {
    const context = await j.browser.newContext()
    const page = await context.newPage()
    const seen = await fakeAuthCall(page, AUTH_PATHS.confirm, AUTH_OK)
    await openHydrated(page, `${j.site.origin}${AUTH_PAGES.confirm}#token=nope`)
    await page.getByText('This link has expired or has already been used.', { exact: false }).waitFor()
    expect(seen).toHaveLength(0)
    await page.getByRole('button', { name: 'Sign in' }).last().click()
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor()
    await context.close()
  })
})

describe('a link that signs out', () => {
  const j = useSiteAndBrowser()

  it('signs out at once when typed in or followed from our own site, then returns to redir', async () => {
    const context = await j.browser.newContext()
    await signInBrowser(j.site, context, [{ email: 'traveler@fernway.test', businessMode: false }])
    const page = await context.newPage()
    const seen = await fakeAuthCall(page, AUTH_PATHS.logout, {
      status: 200,
      body: { status: 0, formToken: 'x' },
    })
    await page.goto(`${j.site.origin}/signout?redir=${encodeURIComponent('/trips')}`)
    await page.waitForURL(`${j.site.origin}/trips`)
    expect(seen).toHaveLength(1)
    await context.close()
  })

  it('from another site, asks before signing anyone out', async () => {
    const context = await j.browser.newContext()
    await signInBrowser(j.site, context, [{ email: 'traveler@fernway.test', businessMode: false }])
    const page = await context.newPage()
    const seen = await fakeAuthCall(page, AUTH_PATHS.logout, {
      status: 200,
      body: { status: 0, formToken: 'x' },
    })
    // A page on another host links to our sign-out page.
    await page.route('http://elsewhere.localhost/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><a href="${j.site.origin}/signout?redir=/trips">out</a>`,
      }),
    )
    await page.goto('http://elsewhere.localhost/')
    await Promise.all([
      page.waitForURL('**/signout?redir=/trips'),
      page.getByRole('link', { name: 'out' }).click(),
    ])
    await page
      .getByText('Do you want to sign out of every account on this browser?')
      .waitFor({ timeout: 10_000 })
    await page.waitForLoadState('networkidle')
    expect(seen).toHaveLength(0)
    await Promise.all([
      page.waitForURL(`${j.site.origin}/trips`),
      page.getByRole('button', { name: 'Sign out' }).click(),
    ])
    expect(seen).toHaveLength(1)
    await context.close()
  })
})
