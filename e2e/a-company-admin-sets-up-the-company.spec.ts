import { describe, expect, it } from 'vitest'
import { DEMO_COMPANY_NAME, DEMO_PASSWORD } from '../server/db/seed.ts'
import { nthMailTo } from '../server/testing/auth/auth-test-kit.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { openSentToVerify, tokenIn, verifyWithMailedCode } from './support/members.ts'
import { signInThroughDialog } from './support/sign-in-dialog.ts'

const ADMIN = 'admin@northwind.test'

/** The real built site, the real server and its SMTP sink: nothing below answers in the server's place. */
describe('a company admin sets up the company', () => {
  const j = useSiteAndBrowser()

  const company = () =>
    j.site.database.db
      .selectFrom('companies')
      .selectAll()
      .where('name', '=', DEMO_COMPANY_NAME)
      .executeTakeFirstOrThrow()

  it('edits the general settings, adds and verifies a domain through the mailed link, and adds an office', async () => {
    const context = await j.browser.newContext()
    const page = await context.newPage()
    const problems = watchConsole(page)
    await signInThroughDialog(page, j.site.origin, ADMIN, DEMO_PASSWORD)

    // The company pages' calls are admin calls: the second factor comes first, by e-mailed code, before
    // any call is refused (issue 30), and the admin is brought back.
    await openSentToVerify(page, j.site.origin, '/business/company')
    await verifyWithMailedCode(page, j.site, ADMIN, '/business/company')

    // The company page links to each settings page.
    const general = page.getByRole('link', { name: 'General company details' })
    await general.waitFor()
    expect(await axeViolations(page)).toEqual([])
    await Promise.all([page.waitForURL(`${j.site.origin}/business/company/general`), general.click()])
    const city = page.getByRole('textbox', { name: 'City' })
    await city.waitFor()
    expect(await page.getByRole('textbox', { name: 'Company name' }).inputValue()).toBe(DEMO_COMPANY_NAME)
    await page.getByText('Your plan: Business Plus.').waitFor()
    expect(await axeViolations(page)).toEqual([])

    await city.fill('Busan')
    await page.getByRole('textbox', { name: 'Phone' }).fill('+82 51 000 0000')
    await page.getByRole('radio', { name: 'Travellers or a travel manager book trips' }).check()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText('Saved.').first().waitFor()
    expect(await company()).toMatchObject({
      city: 'Busan',
      phone: '+82 51 000 0000',
      booking_mode: 'TRAVELER_OR_TRAVEL_MANAGER',
    })
    expect(await axeViolations(page)).toEqual([])

    // A new domain: the link goes to an address at it and the domain waits until it is followed.
    await openHydrated(page, `${j.site.origin}/business/company/email-domains`)
    await page.getByText('northwind.test', { exact: true }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    const to = 'it@northwind-outfitters.test'
    await page.getByRole('textbox', { name: 'Domain', exact: true }).fill('northwind-outfitters.test')
    await page.getByRole('textbox', { name: 'An e-mail address at this domain' }).fill(to)
    await page.getByRole('button', { name: 'Send the link' }).click()
    await page.getByText(`We sent a link to ${to}.`).waitFor()
    await page
      .getByText(/Waiting for confirmation: we sent a link to it@northwind-outfitters\.test/)
      .waitFor()
    expect((await company()).email_domains).not.toContain('northwind-outfitters.test')
    expect(await axeViolations(page)).toEqual([])

    // Whoever reads that mailbox follows the link, signed out, in a browser of their own.
    const token = tokenIn((await nthMailTo(j.site.mail, to, 0)).text)
    expect(token).not.toBe('')
    const mailbox = await j.browser.newContext()
    const link = await mailbox.newPage()
    await openHydrated(link, `${j.site.origin}/business/verify-domain#token=${token}`)
    await link
      .getByText('Thank you: northwind-outfitters.test is now a verified domain of the company.')
      .waitFor()
    expect(new URL(link.url()).hash).toBe('')
    expect(await axeViolations(link)).toEqual([])
    await mailbox.close()
    expect((await company()).email_domains).toContain('northwind-outfitters.test')
    await openHydrated(page, `${j.site.origin}/business/company/email-domains`)
    await page.getByText('northwind-outfitters.test', { exact: true }).waitFor()
    expect(await page.getByText('Verified', { exact: true }).count()).toBe(2)

    // An office.
    await openHydrated(page, `${j.site.origin}/business/company/offices`)
    await page.getByText('Your company has no office yet.').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('textbox', { name: 'Office name' }).fill('Busan office')
    await page.getByRole('textbox', { name: 'City' }).fill('Busan')
    await page.getByRole('textbox', { name: 'Country code' }).fill('kr')
    await page.getByRole('button', { name: 'Add the office' }).click()
    await page.getByText('Busan office', { exact: true }).waitFor()
    await page.getByText('Busan, KR').waitFor()
    expect(await axeViolations(page)).toEqual([])

    // Ava works from that office: the admin selects her on the users page and sets it.
    await openHydrated(page, `${j.site.origin}/business/users/manage`)
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('ava chen')
    await page.waitForFunction(() => document.querySelectorAll('.fw-people-table tbody tr').length === 1)
    await page.getByRole('checkbox', { name: 'Select Ava Chen' }).check()
    await page.getByRole('combobox', { name: 'Set office' }).selectOption({ label: 'Busan office' })
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Apply office' }).click()
    await page.getByText('1 office changed.').waitFor()
    await page.getByRole('cell', { name: 'Busan office' }).waitFor()
    expect(await page.getByRole('columnheader', { name: 'Office' }).count()).toBe(1)
    // Filtered by the office, the search finds Ava alone.
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('')
    await page.getByRole('combobox', { name: 'Office', exact: true }).selectOption({ label: 'Busan office' })
    await page.waitForFunction(() => document.querySelectorAll('.fw-people-table tbody tr').length === 1)
    await page.getByRole('cell', { name: 'ava@northwind.test', exact: true }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    const ava = await j.site.database.db
      .selectFrom('business_profiles as bp')
      .innerJoin('users as u', 'u.id', 'bp.user_id')
      .innerJoin('company_offices as o', 'o.id', 'bp.office_id')
      .select('o.name')
      .where('u.email', '=', 'ava@northwind.test')
      .executeTakeFirstOrThrow()
    expect(ava.name).toBe('Busan office')

    // The other settings pages load and are accessible too.
    for (const [path, ready] of [
      ['/business/company/entities', 'Your company has no legal entity yet.'],
      ['/business/company/corporate-membership/add', 'Your company has no corporate programme yet.'],
    ] as const) {
      await openHydrated(page, `${j.site.origin}${path}`)
      await page.getByText(ready).waitFor()
      expect([path, await axeViolations(page)]).toEqual([path, []])
    }

    // No call was refused: the page went to verify before calling.
    expect(problems).toEqual([])
    await context.close()
  }, 480_000)
})
