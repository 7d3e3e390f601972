import { beforeAll, describe, expect, it } from 'vitest'
import { startTestIdp, type TestIdp } from '../server/testing/sso/oidc-idp.ts'
import {
  adminBrowser,
  CLIENT,
  configureSso,
  createCompany,
  idpAccountFor,
  type TestCompany,
} from '../server/testing/sso/sso-test-kit.ts'
import { AUTH_PATHS } from '../shared/auth/auth-contract.ts'
import { AUTH_STATE_PATH } from '../shared/constants.ts'
import { SSO_CALLBACK_PATH } from '../shared/sso/sso-contract.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'

/** The real built site, the company's identity provider on loopback, and Chromium. */
describe('a member of a company with single sign-on signs in through it', () => {
  let idp: TestIdp
  let company: TestCompany
  const j = useSiteAndBrowser(async (origin) => {
    idp = await startTestIdp([{ ...CLIENT, redirect_uris: [`${origin}${SSO_CALLBACK_PATH}`] }])
    return { peers: [idp] }
  })
  beforeAll(async () => {
    company = await createCompany(j.site)
    await configureSso({ t: j.site, idp }, await adminBrowser(j.site, company), company, { activate: true })
  })

  it('enters the e-mail, is shown the external auth view, signs in at the company, and comes back signed in with a business profile', async () => {
    const person = idpAccountFor(company, 'nia', { given_name: 'Nia', family_name: 'Adeyemi' })
    idp.addAccount(person)
    const context = await j.browser.newContext()
    const page = await context.newPage()
    // Our pages only: the provider's development login page loads fonts from the internet, which is closed here.
    const problems: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'error' && page.url().startsWith(j.site.origin)) problems.push(msg.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await openHydrated(page, `${j.site.origin}/help?from=journey`)

    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Continue with e-mail' }).click()
    await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(person.login)
    await page.keyboard.press('Enter')
    await dialog.getByLabel('Password', { exact: true }).fill('whatever I used to type here')
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === AUTH_PATHS.login)
    await page.keyboard.press('Enter')
    expect((await answer).status()).toBe(403)

    // The external authentication state, with the e-mail kept.
    await dialog.getByRole('heading', { name: 'Sign in through your company' }).waitFor()
    expect(await dialog.getByRole('textbox', { name: 'E-mail address' }).inputValue()).toBe(person.login)
    expect(await axeViolations(page)).toEqual([])

    // Off to the company's provider: its own login page, with the e-mail as login hint.
    await Promise.all([
      page.waitForURL((url) => url.origin === idp.issuer),
      dialog.getByRole('button', { name: 'Continue with company sign-in' }).click(),
    ])
    expect(await page.locator('input[name="login"]').inputValue()).toBe(person.login)
    await page.locator('input[name="password"]').fill(person.password)
    await Promise.all([
      page.waitForURL((url) => url.origin === j.site.origin && url.pathname === '/help'),
      page.locator('button[type="submit"]').click(),
    ])

    // Back where the visitor was, signed in, in business mode, with a profile created on the way.
    expect(new URL(page.url()).search).toBe('?from=journey')
    await page.getByRole('button', { name: 'Account menu: Nia Adeyemi' }).waitFor()
    const state = await page.evaluate(async (path) => (await fetch(path)).json(), AUTH_STATE_PATH)
    expect(state.loggedInSession).toBe(true)
    expect(state.businessState.businessMode).toBe(true)
    expect(state.businessState.businessProfile).toBeTruthy()
    // The one refusal is the password sign-in's 403, which the dialog turns into the external auth state.
    expect(problems).toEqual([
      'Failed to load resource: the server responded with a status of 403 (Forbidden)',
    ])
    await context.close()
  })

  it('shows why, in the dialog, when the company sign-in comes back refused', async () => {
    const context = await j.browser.newContext()
    const page = await context.newPage()
    // A way back this browser never started.
    await openHydrated(page, `${j.site.origin}${SSO_CALLBACK_PATH}?state=${'x'.repeat(43)}&code=forged`)
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Sign in through your company' }).waitFor()
    await dialog
      .getByRole('alert')
      .getByText('That sign-in took too long or was started elsewhere.')
      .waitFor()
    expect(new URL(page.url()).search).toBe('')
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })

  it("lets the company's admin see, switch off and on again its configuration on the hub's SSO page", async () => {
    const admin = await adminBrowser(j.site, company)
    const context = await j.browser.newContext()
    await context.addCookies([
      { name: 'fw_sg', value: admin.cookie.slice('fw_sg='.length), url: j.site.origin },
    ])
    const page = await context.newPage()
    await openHydrated(page, `${j.site.origin}/business/integrations/sso`)
    await page.getByRole('heading', { name: 'Single sign-on', level: 1 }).waitFor()
    const item = page.getByRole('listitem').filter({ hasText: 'Company login' })
    await item.getByText('Active', { exact: true }).waitFor()
    await page.getByText(`${j.site.origin}${SSO_CALLBACK_PATH}`, { exact: false }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await item.getByRole('button', { name: 'Deactivate' }).click()
    await item.getByText('Not active', { exact: true }).waitFor()
    await item.getByRole('button', { name: 'Activate' }).click()
    await item.getByText('Active', { exact: true }).waitFor()
    expect(await page.content()).not.toContain(CLIENT.client_secret)
    await context.close()
  })
})
