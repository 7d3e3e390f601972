import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PEOPLE_API } from '../shared/business/people-contract.ts'
import { PERMISSIONS } from '../shared/permissions.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { createMember } from './support/members.ts'
import { callFromPage } from './support/page-call.ts'
import { signInBrowser } from './support/signed-in.ts'

const ADMIN = 'admin@northwind.test'

/** The elements of a dialog that reach past its right edge (as "tag.class" names). */
const sidewaysOverflow = (dialog: Locator) =>
  dialog.evaluate((frame) => {
    const edge = frame.getBoundingClientRect().right
    return [...frame.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > edge + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`)
  })

/** The permission constants a text shows: none, where people read roles. */
const constantsIn = (text: string | null) => PERMISSIONS.filter((p) => (text ?? '').includes(p))

describe('an admin gives a custom role', () => {
  const j = useSiteAndBrowser()

  it('reads a built-in role, is told why a role granting nothing is not saved, creates one with two permissions, gives it to a member, and the member can do exactly that', async () => {
    const member = await createMember(j.site, {
      firstName: 'Rhea',
      lastName: 'Reporter',
      business: true,
      personal: false,
    })

    // The demo admin, signed in; the second factor (its own journey) is taken as proven for this session.
    const adminContext = await j.browser.newContext()
    await signInBrowser(j.site, adminContext, [
      { email: ADMIN, businessMode: true, secondFactorProven: true },
    ])
    const admin = await adminContext.newPage()
    const problems = watchConsole(admin)

    await openHydrated(admin, `${j.site.origin}/business/users`)
    await admin.getByRole('heading', { name: 'Audit log' }).waitFor()
    expect(await axeViolations(admin)).toEqual([])

    await openHydrated(admin, `${j.site.origin}/business/users/roles`)
    // A built-in role opens read-only and says what it grants in words, by group (issue 30 item 9).
    await admin
      .getByRole('listitem')
      .filter({ has: admin.getByRole('heading', { name: 'Travel manager', exact: true }) })
      .getByRole('button', { name: 'See what it grants' })
      .click()
    const builtIn = admin.getByRole('dialog', { name: 'Travel manager: what this role grants' })
    await builtIn.getByRole('heading', { name: 'Reporting' }).waitFor()
    await builtIn.getByText('Track travellers', { exact: true }).waitFor()
    expect(await builtIn.getByRole('checkbox').count()).toBe(0)
    expect(constantsIn(await builtIn.textContent())).toEqual([])
    expect(await axeViolations(admin)).toEqual([])
    await builtIn.getByRole('button', { name: 'Close' }).click()
    await builtIn.waitFor({ state: 'detached' })

    await admin.getByRole('button', { name: 'Create a role' }).click()
    const dialog = admin.getByRole('dialog', { name: 'New role' })
    await dialog.getByRole('textbox', { name: 'Role name' }).fill('Profile finder')
    // Nothing chosen: the form says why and sends nothing; the server refuses it as well.
    await dialog.getByRole('button', { name: 'Save role' }).click()
    await dialog
      .getByRole('alert')
      .getByText('This role grants nothing its people could use. Choose at least one permission.')
      .waitFor()
    expect(await axeViolations(admin)).toEqual([])
    // Beside the page (a refused fetch in it would log a console error): the same session and form token.
    const formToken = await admin.evaluate(
      () => JSON.parse(document.getElementById('fw-state')?.textContent ?? '{}').state?.formtoken ?? '',
    )
    const serverSays = await adminContext.request.post(`${j.site.origin}${PEOPLE_API.roles}`, {
      headers: { 'x-csrf': formToken },
      data: { name: 'Off', permissions: ['DISABLED'] },
    })
    expect([serverSays.status(), (await serverSays.json()).errors?.[0]?.code]).toEqual([
      400,
      'ROLE_GRANTS_NOTHING',
    ])
    // React Aria's checkbox input is visually hidden: a click on its label ticks it, as a person would.
    await dialog.getByText('Find colleagues', { exact: true }).click()
    await dialog.getByText('Plan events', { exact: true }).click()
    expect(await dialog.getByRole('checkbox', { checked: true }).count()).toBe(2)
    expect(await dialog.getByRole('alert').textContent()).toBe('')
    expect(constantsIn(await dialog.textContent())).toEqual([])
    expect(await axeViolations(admin)).toEqual([])
    // On a phone the form takes the whole screen and nothing in it runs past its right edge.
    await admin.setViewportSize({ width: 390, height: 844 })
    expect(await sidewaysOverflow(dialog)).toEqual([])
    await admin.setViewportSize({ width: 1280, height: 720 })
    await dialog.getByRole('button', { name: 'Save role' }).click()
    await admin.getByRole('heading', { name: 'Profile finder' }).waitFor()
    expect(await axeViolations(admin)).toEqual([])

    await openHydrated(admin, `${j.site.origin}/business/users/manage`)
    await admin.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('rhea rep')
    const roleOfRhea = admin.getByRole('combobox', { name: 'Role of Rhea Reporter' })
    // The search runs once typing has paused for 300 ms: then Rhea is the table's only row.
    await admin.waitForFunction(() => document.querySelectorAll('.fw-people-table tbody tr').length === 1)
    await roleOfRhea.waitFor()
    // Northwind has no offices: no column of empty cells for them (once the offices have loaded).
    await admin.waitForLoadState('networkidle')
    expect(await admin.getByRole('columnheader', { name: 'Office' }).count()).toBe(0)
    // The toolbar and row actions (members section) speak words, not their translation keys.
    await admin.getByRole('button', { name: 'Invite people' }).waitFor()
    expect(await admin.locator('main').textContent()).not.toMatch(/\bmembers\.[a-z]/)
    expect(await axeViolations(admin)).toEqual([])
    await roleOfRhea.selectOption({ label: 'Profile finder' })
    await admin.getByText('1 role changed.').waitFor()
    const role = await j.site.database.db
      .selectFrom('business_profiles as bp')
      .innerJoin('roles as r', 'r.id', 'bp.role_id')
      .select(['r.name', 'r.permissions'])
      .where('bp.user_id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(role).toEqual({ name: 'Profile finder', permissions: ['BUSINESS_PROFILE_SEARCH', 'EVENT_EDIT'] })
    expect(problems).toEqual([])
    await adminContext.close()

    // The member: the search its role allows answers; roles and groups it does not hold are refused.
    const memberContext = await j.browser.newContext()
    await signInBrowser(j.site, memberContext, [{ email: member.email, businessMode: true }])
    const page = await memberContext.newPage()
    // Its pages are exactly what the role allows: searching people is no hub page (manage users needs
    // BUSINESS_PROFILE_EDIT or USER_GUEST_DELETE, decision 039), so the page answers "no access".
    const refused = await page.goto(`${j.site.origin}/business/users/manage`, { waitUntil: 'networkidle' })
    expect(refused?.status()).toBe(403)
    await page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    expect((await callFromPage(page, 'POST', PEOPLE_API.findUsers, { query: '' })).status).toBe(200)
    expect((await callFromPage(page, 'GET', PEOPLE_API.roles)).status).toBe(403)
    expect((await callFromPage(page, 'GET', PEOPLE_API.groups)).status).toBe(403)
    expect(
      (await callFromPage(page, 'POST', PEOPLE_API.roles, { name: 'Mine', permissions: ['EVENT_EDIT'] }))
        .status,
    ).toBe(403)
    await openHydrated(page, `${j.site.origin}/business`)
    await page.getByRole('heading', { name: 'Nothing to administer here' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await memberContext.close()
  }, 240_000)
})
