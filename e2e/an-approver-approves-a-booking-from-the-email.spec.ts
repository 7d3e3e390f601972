import { describe, expect, it } from 'vitest'
import { searchPagePath } from '../shared/trips/catalogue-contract.ts'
import { joinFullTripId } from '../shared/trips/trip-ids.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { answerCheckout } from './support/checkout.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { signInBrowser } from './support/signed-in.ts'

const TRAVELLER = 'ava@northwind.test'
const APPROVER = 'approver@northwind.test'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/**
 * The real built site, server and SMTP sink, with Northwind's seeded approvals (every hotel is approved
 * within a void window; Priya approves): a traveller books, the approver decides from her e-mail.
 */
describe('an approver approves a booking from the e-mail', () => {
  // The mailed link names the public origin: the site listens where the link points.
  const j = useSiteAndBrowser(async () => ({ env: { DEMO_CATALOGUE: 'true' } }))

  const eventOf = (email: string) =>
    j.site.database.db
      .selectFrom('trip_events')
      .innerJoin('trips', 'trips.id', 'trip_events.trip_id')
      .innerJoin('users', 'users.id', 'trips.owner_user_id')
      .innerJoin('trip_owners', 'trip_owners.user_id', 'trips.owner_user_id')
      .select([
        'trip_events.state',
        'trip_events.approval_status',
        'trips.code',
        'trip_owners.code as ownerCode',
      ])
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow()

  it('the traveller books, the approver approves from the mail, the trip shows it approved', async () => {
    const traveller = await j.browser.newContext()
    await signInBrowser(j.site, traveller, [
      { email: TRAVELLER, businessMode: true, secondFactorProven: true },
    ])
    const page = await traveller.newPage()
    const problems = watchConsole(page)
    await openHydrated(
      page,
      `${j.site.origin}${searchPagePath({ vertical: 'hotel', destination: 'seoul', start: inDays(20), end: inDays(22) })}`,
    )
    await page.getByRole('heading', { name: 'Hotels', level: 1 }).waitFor()
    await page.getByRole('button', { name: /^Book\W+Grand Seoul Hotel$/ }).click()
    const dialog = page.getByRole('dialog', { name: /^Book / })
    await dialog
      .getByText('Approval needed: the booking is made now and can be cancelled within 24 hours if denied.')
      .waitFor()
    expect(await dialog.getByRole('region', { name: 'Approval' }).textContent()).toContain('Priya Raman')
    await answerCheckout(dialog)
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Book', exact: true }).click()
    await page.getByRole('status').filter({ hasText: 'Booked for' }).first().waitFor()
    expect(await eventOf(TRAVELLER)).toMatchObject({ state: 'booked', approval_status: 'pending' })

    const mail = await j.site.mail.waitFor(
      (m) => m.to.includes(APPROVER) && m.text.includes('approval-link#t='),
    )
    const link = /(http:\/\/\S+\/business\/approval-link#t=[\w-]+&d=approve)/.exec(mail.text)?.[1] ?? ''
    expect(link.startsWith(j.site.origin)).toBe(true)

    // The approver opens the link elsewhere, signed out: opening it changes nothing until she confirms.
    const approver = await j.browser.newContext()
    const approverPage = await approver.newPage()
    const approverProblems = watchConsole(approverPage)
    await openHydrated(approverPage, link)
    await approverPage.getByRole('heading', { name: /do you approve this booking for Ava Chen/ }).waitFor()
    expect(await eventOf(TRAVELLER)).toMatchObject({ state: 'booked', approval_status: 'pending' })
    expect(await axeViolations(approverPage)).toEqual([])
    await approverPage.getByLabel('Comment (optional)').fill('Have a good trip')
    await approverPage.getByRole('button', { name: 'Approve' }).click()
    await approverPage.getByRole('status').filter({ hasText: 'Approved. Ava Chen has been told.' }).waitFor()
    expect(await axeViolations(approverPage)).toEqual([])
    const booked = await eventOf(TRAVELLER)
    expect(booked).toMatchObject({ state: 'booked', approval_status: 'approved' })

    // Used once: the same link now says so.
    const again = await approver.newPage()
    await openHydrated(again, link)
    await again.getByRole('alert').filter({ hasText: 'This link no longer works' }).waitFor()
    expect(approverProblems.filter((p) => !p.includes('404'))).toEqual([])

    const told = await j.site.mail.waitFor((m) => m.to.includes(TRAVELLER) && m.text.includes('approved'))
    expect(told.text).toContain('Have a good trip')

    await openHydrated(page, `${j.site.origin}/trips/${joinFullTripId(booked.code, booked.ownerCode)}`)
    await page.locator('.fw-trip-badge').filter({ hasText: 'Approved' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await approver.close()
    await traveller.close()
  })

  it('the approver finds the decision in her history, and the admin’s approval pages are accessible', async () => {
    const approver = await j.browser.newContext()
    await signInBrowser(j.site, approver, [{ email: APPROVER, businessMode: true, secondFactorProven: true }])
    const page = await approver.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/business/approval`)
    await page.getByRole('heading', { name: 'Trips to approve', level: 1 }).waitFor()
    await page.getByText('Nothing waits for your decision.').waitFor()
    await page.getByRole('tab', { name: 'History' }).click()
    await page.getByText(/: approved\. from the e-mail/).waitFor()
    expect(await axeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await approver.close()

    const admin = await j.browser.newContext()
    await signInBrowser(j.site, admin, [
      { email: 'admin@northwind.test', businessMode: true, secondFactorProven: true },
    ])
    const adminPage = await admin.newPage()
    for (const [path, heading] of [
      ['/business/approvals/settings', 'After booking, within a void window: a denial cancels it'],
      ['/business/approvals/approvers', 'Approval chains'],
    ] as const) {
      await openHydrated(adminPage, `${j.site.origin}${path}`)
      await adminPage.getByText(heading).first().waitFor()
      expect(await axeViolations(adminPage)).toEqual([])
    }
    await admin.close()
  })
})
