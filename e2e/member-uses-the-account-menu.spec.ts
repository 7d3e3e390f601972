import { describe, expect, it } from 'vitest'
import { AUTH_PAGES, AUTH_PATHS } from '../shared/auth/auth-contract.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { createMember, holdNextCall, type Member, tokenIn, watchCalls } from './support/members.ts'
import { type GroupMember, signInBrowser } from './support/signed-in.ts'

const personal = (member: Member): GroupMember => ({ email: member.email, businessMode: false })
const business = (member: Member): GroupMember => ({ email: member.email, businessMode: true })

/** The real built site and the real server, with users of each test's own: nothing is answered for the server. */
describe('a signed-in member uses the account menu', () => {
  const j = useSiteAndBrowser()

  const tomas = () => createMember(j.site, { firstName: 'Tomas', lastName: 'Reyes' })
  const ava = () =>
    createMember(j.site, { firstName: 'Ava', lastName: 'Chen', personal: false, business: true })

  /** A browser signed in as the members given (the first one active), at the server's own word. */
  async function openMenu(members: [GroupMember, ...GroupMember[]], viewport = { width: 1280, height: 800 }) {
    const context = await j.browser.newContext({ viewport, reducedMotion: 'reduce' })
    const tokenIds = await signInBrowser(j.site, context, members)
    const page = await context.newPage()
    return { context, page, tokenIds }
  }

  it('opens a dropdown from the avatar, with the pages, the switcher and "sign out all", and closes back to it', async () => {
    const [me, other] = [await tomas(), await ava()]
    const { context, page } = await openMenu([personal(me), business(other)])
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/help`)
    const trigger = page.getByRole('button', { name: 'Account menu: Tomas Reyes' })
    expect(await trigger.textContent()).toBe('TR')
    expect(await trigger.getAttribute('aria-expanded')).toBe('false')
    await trigger.click()
    const panel = page.getByRole('dialog', { name: 'Your account' })
    await panel.waitFor()
    expect(await trigger.getAttribute('aria-expanded')).toBe('true')
    const menu = panel.getByRole('menu', { name: 'Account menu' })
    for (const name of ['Trips', 'Register your business', 'Help', 'Account settings']) {
      expect(await menu.getByRole('menuitem', { name }).count(), name).toBe(1)
    }
    expect(await menu.getByRole('menuitem', { name: 'Sign out of all accounts' }).count()).toBe(1)
    // The current account is shown, not offered; the other is a button.
    expect(await panel.locator('[aria-current="true"]').textContent()).toContain(me.email)
    expect(await panel.getByRole('button', { name: `Ava Chen ${other.email}, business` }).count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])

    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('TR, Account menu: Tomas Reyes')
    expect(problems).toEqual([])
    await context.close()
  })

  it('works by keyboard: arrows through the items, the price-alert checkbox toggles and is kept', async () => {
    const me = await tomas()
    const { context, page } = await openMenu([personal(me)])
    await openHydrated(page, `${j.site.origin}/`)
    await page.getByRole('button', { name: 'Account menu: Tomas Reyes' }).focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu', { name: 'Account menu' })
    await menu.waitFor()
    await menu.getByRole('menuitem', { name: 'Trips' }).focus()
    await page.keyboard.press('ArrowDown')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Register your business')
    const alerts = menu.getByRole('menuitemcheckbox', { name: 'Price alerts by e-mail' })
    // On by default, read from the account (decision 050), and kept there when changed.
    await expect.poll(() => alerts.getAttribute('aria-checked')).toBe('true')
    await alerts.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => alerts.getAttribute('aria-checked')).toBe('false')
    await expect
      .poll(() =>
        page.evaluate(() =>
          fetch('/i/api/account/priceAlerts/v1')
            .then((r) => r.json())
            .then((b) => b.emailEnabled),
        ),
      )
      .toBe(false)

    // A link item navigates inside the app and closes the menu.
    await menu.getByRole('menuitem', { name: 'Help' }).click()
    await page.getByRole('heading', { level: 1, name: 'Help and FAQ' }).waitFor()
    expect(await menu.count()).toBe(0)
    await context.close()
  })

  it('switches to another account and reloads; a failed switch leaves it choosable again', async () => {
    const me = await tomas()
    const gone = await ava()
    const other = await createMember(j.site, { firstName: 'Ben', lastName: 'Novak' })
    const { context, page, tokenIds } = await openMenu([personal(me), business(gone), personal(other)])
    await openHydrated(page, `${j.site.origin}/trips`)
    await page.getByRole('button', { name: 'Account menu: Tomas Reyes' }).click()
    const goneItem = page.getByRole('button', { name: new RegExp(gone.email) })
    const otherItem = page.getByRole('button', { name: new RegExp(other.email) })
    // Held in the browser so the page can be seen while the call is out; the real server then answers it.
    const { held } = await holdNextCall(page, AUTH_PATHS.switch)
    await goneItem.click()
    const call = await held
    // While the call is out the item says so, and the list takes no other choice.
    await goneItem.getByText('Switching…').waitFor()
    expect(await goneItem.getAttribute('aria-disabled')).toBe('true')
    expect(await otherItem.isDisabled()).toBe(true)
    expect(call.call).toMatchObject({ method: 'GET', fields: { tokenId: tokenIds[1], business: 'true' } })
    expect(call.call.csrf).toMatch(/^[\w-]{20,}$/)
    // Meanwhile that account signs out everywhere (say, from its own account settings).
    await j.site.app.services.sessions.revokeUserSessions(gone.id)
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === AUTH_PATHS.switch)
    await call.proceed()
    expect((await refused).status()).toBe(404)
    await goneItem.getByText('Switching…').waitFor({ state: 'detached' })
    expect(await goneItem.isEnabled()).toBe(true)
    expect(await otherItem.isEnabled()).toBe(true)

    const seen = watchCalls(page, AUTH_PATHS.switch)
    await Promise.all([page.waitForEvent('load'), otherItem.click()])
    expect(seen.map((s) => s.fields)).toEqual([{ tokenId: tokenIds[2], business: 'false' }])
    await page.getByRole('button', { name: 'Account menu: Ben Novak' }).click()
    const panel = page.getByRole('dialog', { name: 'Your account' })
    expect(await panel.locator('[aria-current="true"]').textContent()).toContain(other.email)
    // The account that signed out is no longer offered.
    expect(await panel.getByRole('button', { name: new RegExp(gone.email) }).count()).toBe(0)
    await context.close()
  })

  it('adds another account: the menu closes and the sign-in dialog opens at login', async () => {
    const me = await tomas()
    const second = await createMember(j.site, { firstName: 'Noor', lastName: 'Haddad' })
    const { context, page } = await openMenu([personal(me)])
    const seen = watchCalls(page, AUTH_PATHS.add)
    await openHydrated(page, `${j.site.origin}/`)
    await page.getByRole('button', { name: 'Account menu: Tomas Reyes' }).click()
    const added = page.waitForResponse((r) => new URL(r.url()).pathname === AUTH_PATHS.add)
    await page.getByRole('button', { name: 'Add another account' }).click()
    expect((await added).status()).toBe(200)
    const dialog = page.getByRole('dialog', { name: 'Sign in' })
    await dialog.waitFor()
    expect(await page.getByRole('dialog', { name: 'Your account' }).count()).toBe(0)
    expect(seen).toHaveLength(1)
    expect(seen[0]?.csrf).toMatch(/^[\w-]{20,}$/)

    // The sign-in that follows joins the accounts of this browser instead of replacing them.
    await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(second.email)
    await dialog.getByLabel('Password', { exact: true }).fill(second.password)
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'Sign in', exact: true }).click(),
    ])
    await page.getByRole('button', { name: 'Account menu: Noor Haddad' }).click()
    const panel = page.getByRole('dialog', { name: 'Your account' })
    expect(await panel.locator('[aria-current="true"]').textContent()).toContain(second.email)
    expect(await panel.getByRole('button', { name: new RegExp(me.email) }).count()).toBe(1)
    await context.close()
  })

  it('shows the business/personal toggle for an e-mail with both, switching the current session', async () => {
    const dana = await createMember(j.site, { firstName: 'Dana', lastName: 'Whitfield', business: true })
    // One session: the server lists it twice, personal and business, under the same tokenId.
    const { context, page, tokenIds } = await openMenu([personal(dana)])
    const seen = watchCalls(page, AUTH_PATHS.switch)
    await openHydrated(page, `${j.site.origin}/`)
    const trigger = page.getByRole('button', { name: 'Account menu: Dana Whitfield' })
    await trigger.click()
    const panel = page.getByRole('dialog', { name: 'Your account' })
    expect(await panel.locator('[aria-current="true"]').textContent()).toContain(`${dana.email}, personal`)
    expect(await panel.getByRole('button', { name: `Dana Whitfield ${dana.email}, business` }).count()).toBe(
      1,
    )
    const toggle = page.getByRole('radiogroup', { name: 'Account type' })
    expect(await toggle.getByRole('radio', { name: 'Personal' }).getAttribute('aria-checked')).toBe('true')
    // The server names no business page to go to, so the page starts over in business mode.
    await Promise.all([page.waitForEvent('load'), toggle.getByRole('radio', { name: 'Business' }).click()])
    expect(seen.map((s) => s.fields)).toEqual([{ tokenId: tokenIds[0], business: 'true' }])
    await trigger.click()
    expect(await toggle.getByRole('radio', { name: 'Business' }).getAttribute('aria-checked')).toBe('true')
    expect(await panel.locator('[aria-current="true"]').textContent()).toContain(`${dana.email}, business`)
    await context.close()
  })

  it('offers to resend the confirmation e-mail: disabled while sending, a generic error, then sent', async () => {
    const ben = await createMember(j.site, {
      firstName: 'Ben',
      lastName: 'Novak',
      personal: false,
      business: true,
      confirmed: false,
    })
    const { context, page } = await openMenu([business(ben)])
    await openHydrated(page, `${j.site.origin}/`)
    await page.getByRole('button', { name: 'Account menu: Ben Novak' }).click()
    const send = page.getByRole('button', { name: 'Send the confirmation e-mail' })
    // Held so the button can be seen while sending, then dropped: a failure a correct server never gives.
    const { held } = await holdNextCall(page, AUTH_PATHS.resendConfirmation)
    await send.click()
    const first = await held
    const sending = page.getByRole('button', { name: 'Sending…' })
    await sending.waitFor()
    expect(await sending.isDisabled()).toBe(true)
    await first.drop()
    await page.getByRole('alert').filter({ hasText: 'Something went wrong' }).waitFor()
    expect(await send.isEnabled()).toBe(true)
    expect(j.site.mail.messages.filter((m) => m.to === ben.email)).toEqual([])

    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === AUTH_PATHS.resendConfirmation)
    await send.click()
    expect((await answer).status()).toBe(200)
    await page.getByText('Sent. Open the link in the e-mail').waitFor()
    expect(await page.getByRole('alert').filter({ hasText: 'Something went wrong' }).count()).toBe(0)
    // The mail is really on its way, with a confirmation link.
    const mail = await j.site.mail.waitFor((m) => m.to === ben.email)
    expect(mail.text).toContain(`${AUTH_PAGES.confirm}#token=`)
    expect(tokenIn(mail.text)).toMatch(/^[\w-]{20,}$/)
    await context.close()
  })

  it('signs out from the menu and lands on the front door', async () => {
    const me = await tomas()
    const { context, page } = await openMenu([personal(me)])
    const seen = watchCalls(page, AUTH_PATHS.logout)
    await openHydrated(page, `${j.site.origin}/trips`)
    await page.getByRole('button', { name: 'Account menu: Tomas Reyes' }).click()
    await Promise.all([
      page.waitForURL(`${j.site.origin}/`),
      page.getByRole('menuitem', { name: 'Sign out' }).click(),
    ])
    expect(seen.map((s) => s.method)).toEqual(['POST'])
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor()
    // Signed out on the server, not only on this page.
    await openHydrated(page, `${j.site.origin}/trips`)
    expect(await page.getByRole('button', { name: /Account menu:/ }).count()).toBe(0)
    await context.close()
  })

  it('is a full-screen dialog on a narrow screen', async () => {
    const me = await tomas()
    const { context, page } = await openMenu([personal(me)], { width: 375, height: 740 })
    await openHydrated(page, `${j.site.origin}/`)
    await page.getByRole('button', { name: 'Account menu: Tomas Reyes' }).click()
    const dialog = page.getByRole('dialog', { name: 'Your account' })
    await dialog.waitFor()
    const box = await page.locator('.fw-modal--fullscreen').boundingBox()
    expect([box?.width, box?.height]).toEqual([375, 740])
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })
    await context.close()
  })
})
