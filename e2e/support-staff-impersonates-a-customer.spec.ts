import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { verifyPassword } from '../server/services/password-hasher.ts'
import { proveSecondFactor } from '../server/testing/company/company-test-kit.ts'
import { supportStaffService } from '../server/testing/impersonation/impersonation-test-kit.ts'
import { AUTH_STATE_PATH, GLOBAL_STATE_ELEMENT_ID } from '../shared/constants.ts'
import { IMPERSONATION_API } from '../shared/impersonation/impersonation-contract.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { createMember, TEST_PASSWORD } from './support/members.ts'
import { signInBrowser } from './support/signed-in.ts'

/** The signed-in e-mail of this browser, asked of the real server from the page. */
const signedInAs = (page: Page) =>
  page.evaluate(async (path) => {
    const state = await (await fetch(path, { credentials: 'same-origin' })).json()
    return state.userInfoState?.accountEmail ?? null
  }, AUTH_STATE_PATH)

describe('support staff impersonate a customer', () => {
  const j = useSiteAndBrowser()

  it('starts from the page, sees the banner everywhere, cannot change the password, ends and is back', async () => {
    const supporter = await createMember(j.site, { firstName: 'Sam', lastName: 'Porter' })
    const customer = await createMember(j.site, { firstName: 'Casey', lastName: 'Customer' })
    // The operator's grant, and the second factor the verification flow will give (decision 016).
    await supportStaffService(j.site).grant(supporter.email, 'e2e operator', null)
    const context = await j.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const [sessionId] = await signInBrowser(j.site, context, [
      { email: supporter.email, businessMode: false },
    ])
    await proveSecondFactor(j.site, sessionId as string)
    const page = await context.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/help`)
    expect(await page.getByRole('region', { name: 'Support impersonation' }).count()).toBe(0)

    // Started the way a support console would: a JSON call with the page's form token.
    const status = await page.evaluate(
      async ({ path, stateId, email }) => {
        const state = JSON.parse(document.getElementById(stateId)?.textContent ?? '{}').state
        const res = await fetch(path, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', 'x-csrf': state.formtoken },
          body: JSON.stringify({ email, reason: 'Ticket SUP-4711: booking not visible' }),
        })
        return res.status
      },
      { path: IMPERSONATION_API.support, stateId: GLOBAL_STATE_ELEMENT_ID, email: customer.email },
    )
    expect(status).toBe(200)

    await openHydrated(page, `${j.site.origin}/profile/account`)
    const banner = page.getByRole('region', { name: 'Support impersonation' })
    await banner.waitFor()
    expect(await banner.textContent()).toContain('Sam Porter from support is signed in as Casey Customer.')
    expect(await page.getByRole('button', { name: 'Account menu: Casey Customer' }).count()).toBe(1)
    expect(await signedInAs(page)).toBe(customer.email)
    expect(await axeViolations(page)).toEqual([])

    // The server refuses the change, and the form says so.
    const password = page.locator('#account-password')
    await password.getByLabel('Current password').fill(TEST_PASSWORD)
    await password.getByLabel('New password').fill('a long enough new passphrase for me')
    await password.getByRole('button', { name: 'Change password' }).click()
    await password.getByText('You can’t do this here.').waitFor()
    const stored = await j.site.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow()
    expect(await verifyPassword(stored.password_hash ?? '', TEST_PASSWORD)).toBe(true)
    expect(await axeViolations(page)).toEqual([])

    // The banner follows to every page, and ending it brings the supporter back.
    await openHydrated(page, `${j.site.origin}/help`)
    await banner.waitFor()
    await Promise.all([
      page.waitForEvent('load'),
      banner.getByRole('button', { name: 'End impersonation' }).click(),
    ])
    await page.waitForLoadState('networkidle')
    expect(await banner.count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Account menu: Sam Porter' }).count()).toBe(1)
    expect(await signedInAs(page)).toBe(supporter.email)

    const trail = await j.site.database.db
      .selectFrom('impersonation_audit')
      .select(['event', 'detail', 'target_email', 'reason'])
      .where('supporter_user_id', '=', supporter.id)
      .orderBy('occurred_at')
      .orderBy('event', 'desc')
      .execute()
    expect(trail.map((r) => [r.event, r.detail])).toEqual([
      ['staff_granted', 'by e2e operator'],
      ['start', null],
      ['action_refused', 'POST /k/run/auth/password/change'],
      ['end', 'ended'],
    ])
    expect(trail[1]).toMatchObject({
      target_email: customer.email,
      reason: 'Ticket SUP-4711: booking not visible',
    })
    // The browser logs the refused password change itself; nothing else may fail.
    expect(problems).toEqual([expect.stringContaining('status of 403 (Forbidden)')])
    await context.close()
  })
})
