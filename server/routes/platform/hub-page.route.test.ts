import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_PAGES } from '../../../shared/business/admin-pages.ts'
import { signInBrowser } from '../../testing/account/account-test-support.ts'
import {
  adminBrowser,
  createCompany,
  createMemberOf,
  type TestCompany,
} from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { startTestApp, type TestApp } from '../../testing/test-app.ts'

const NO_ACCESS = 'You do not have access to this page'

/**
 * The page route answers 403 with the "no access" view for an admin hub page the session may not see
 * (decision 039), whatever the page's own render does; the expected pages per role are the table of
 * shared/business/hub-visibility.test.ts, here on an Enterprise company with single sign-on.
 */
describe.each(testDatabaseKinds())('admin hub pages by role (%s)', (kind) => {
  let t: TestApp
  let company: TestCompany
  beforeAll(async () => {
    t = await startTestApp(kind, { web: true })
    company = await createCompany(t)
    // Let travel managers see travellers' trips, which the traveller tracker needs.
    await t.database.db
      .updateTable('companies')
      .set({ booking_mode: 'TRAVELER_OR_TRAVEL_MANAGER' })
      .where('id', '=', company.id)
      .execute()
  })
  afterAll(async () => t?.close())

  const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } })

  it('shows an admin every page of the catalogue', async () => {
    const admin = await adminBrowser(t, company)
    for (const page of ADMIN_PAGES) {
      const res = await get(admin.cookie, `/business${page.url}`)
      expect(res.statusCode, page.url).toBe(200)
      expect(res.body, page.url).not.toContain(NO_ACCESS)
    }
  })

  it('sends an admin without a proven second factor to verify before an admin page, and back after', async () => {
    const admin = await adminBrowser(t, company, { secondFactor: false })
    const res = await get(admin.cookie, '/business/users/manage?q=ann')
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(
      `/business/verify?redir=${encodeURIComponent('/business/users/manage?q=ann')}`,
    )
    const invitations = await get(admin.cookie, '/business/invitations')
    expect([invitations.statusCode, invitations.headers.location]).toEqual([
      303,
      `/business/verify?redir=${encodeURIComponent('/business/invitations')}`,
    ])
    // Trips to approve asks no admin permission: it opens as it is.
    expect((await get(admin.cookie, '/business/approval')).statusCode).toBe(200)
    expect((await get(admin.cookie, '/business/verify')).statusCode).toBe(200)
  })

  it('answers 403 "no access" for every admin page to a traveller in business mode, and lists none', async () => {
    const traveller = await signInBrowser(t, await createMemberOf(t, company, 'traveler'), {
      businessMode: true,
    })
    for (const page of ADMIN_PAGES) {
      const res = await get(traveller.cookie, `/business${page.url}`)
      expect(res.statusCode, page.url).toBe(403)
      expect(res.body, page.url).toContain(NO_ACCESS)
    }
    const root = await get(traveller.cookie, '/business')
    expect(root.statusCode).toBe(200)
    expect(root.body).toContain('Nothing to administer here')
    for (const page of ADMIN_PAGES) expect(root.body).not.toContain(`href="/business${page.url}"`)
  })

  it('gives an approver trips to approve, and nothing else', async () => {
    const approver = await signInBrowser(t, await createMemberOf(t, company, 'approver'), {
      businessMode: true,
    })
    for (const page of ADMIN_PAGES) {
      const res = await get(approver.cookie, `/business${page.url}`)
      expect(res.statusCode, page.url).toBe(page.key === 'approval' ? 200 : 403)
    }
  })

  it('refuses every spelling of a page the router would show', async () => {
    const traveller = await signInBrowser(t, await createMemberOf(t, company, 'traveler'), {
      businessMode: true,
    })
    for (const url of ['/business/USERS/manage', '/business/users/manage/', '/business/%75sers/roles']) {
      const res = await get(traveller.cookie, url)
      expect(res.statusCode, url).toBe(403)
      expect(res.body, url).toContain(NO_ACCESS)
    }
  })

  it('refuses a member in personal mode, asking them to switch', async () => {
    const user = await createMemberOf(t, company, 'admin', { personal: true })
    const personal = await signInBrowser(t, user, { businessMode: false })
    const res = await get(personal.cookie, '/business/company')
    expect(res.statusCode).toBe(403)
    expect(res.body).toContain('Switch to it in the account menu')
  })

  it('asks a visitor to sign in, with no company data on the page', async () => {
    const res = await t.app.inject('/business/users/manage')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('Sign in with your business account to open this page.')
  })
})
