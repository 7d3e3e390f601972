import { describe, expect, it } from 'vitest'
import { searchPagePath } from '../shared/trips/catalogue-contract.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { answerCheckout } from './support/checkout.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { signInBrowser } from './support/signed-in.ts'

const ARRANGER = 'arranger@northwind.test'
const AVA = 'ava@northwind.test'
const APPROVER = 'approver@northwind.test'
const REASON = 'Client dinner is next door'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/**
 * Issue 9's whole chain on the built site with Northwind's demo data: Rafael (travel arranger) books an
 * out-of-policy hotel for Ava with a reason; Priya approves from her e-mail; Ava sees who booked it for
 * her, that it was out of policy and why, and that it is approved. The approver then finds the decision in
 * her history, and the admin's approval pages are accessible. (The journey in which Ava booked for herself
 * and Priya approved from the mail walked the same path; its checks are here, decision 069.)
 */
describe('an arranger books out of policy for a traveller and the approver approves from the e-mail', () => {
  // The mailed link names the public origin: the site listens where the link points.
  const j = useSiteAndBrowser(async () => ({ env: { DEMO_CATALOGUE: 'true' } }))

  const booking = () =>
    j.site.database.db
      .selectFrom('trip_events as e')
      .innerJoin('trips as t', 't.id', 'e.trip_id')
      .innerJoin('users as owner', 'owner.id', 't.owner_user_id')
      .innerJoin('users as booker', 'booker.id', 'e.booker_user_id')
      .innerJoin('users as traveler', 'traveler.id', 'e.traveler_user_id')
      .select([
        'e.state',
        'e.policy_status as policy',
        'e.out_of_policy_reason as reason',
        'e.approval_status as approval',
        'owner.email as owner',
        'booker.email as booker',
        'traveler.email as traveler',
      ])
      .where('e.title', '=', 'Grand Seoul Hotel')
      .where('traveler.email', '=', AVA)
      .executeTakeFirstOrThrow()

  it('Rafael books for Ava out of policy, Priya approves from the mail, Ava sees it all', async () => {
    const rafael = await j.browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    })
    await signInBrowser(j.site, rafael, [{ email: ARRANGER, businessMode: true, secondFactorProven: true }])
    const page = await rafael.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/`)
    const toggle = page.getByRole('banner').getByRole('radiogroup', { name: 'Travel arranger' })
    await toggle.getByRole('radio', { name: 'Other' }).click()
    const search = page.getByRole('dialog', { name: 'Book for another traveller' })
    await search.waitFor()
    await page.keyboard.type('Ava')
    const ava = search.getByRole('option', { name: /Ava Chen/ })
    await Promise.all([page.waitForURL(`${j.site.origin}/`), page.waitForEvent('load'), ava.click()])
    await page.getByRole('banner').getByText('Booking for Ava Chen').waitFor()

    // Ava's policy judges the results: the five-star hotel is over Seoul's nightly cap.
    await openHydrated(
      page,
      `${j.site.origin}${searchPagePath({ vertical: 'hotel', destination: 'seoul', start: inDays(24), end: inDays(26) })}`,
    )
    const hotel = page.getByRole('listitem').filter({ hasText: 'Grand Seoul Hotel' })
    await hotel.getByText('Out of policy', { exact: true }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await hotel.getByRole('button', { name: /^Book\b/ }).click()
    const checkout = page.getByRole('dialog', { name: 'Book Grand Seoul Hotel' })
    await checkout.getByText('Ava Chen', { exact: true }).waitFor()
    await checkout
      .getByRole('region', { name: 'Approval' })
      .getByText(/Priya Raman/)
      .waitFor()
    await checkout
      .getByText('Approval needed: the booking is made now and can be cancelled within 24 hours if denied.')
      .waitFor()
    await answerCheckout(checkout, { reason: REASON })
    expect(await axeViolations(page)).toEqual([])
    await checkout.getByRole('button', { name: 'Book', exact: true }).click()
    await checkout.waitFor({ state: 'detached' })
    expect(await booking()).toEqual({
      state: 'booked',
      policy: 'out',
      reason: REASON,
      approval: 'pending',
      owner: AVA,
      booker: ARRANGER,
      traveler: AVA,
    })
    expect(problems).toEqual([])
    await rafael.close()

    // Priya decides from her mail, signed out, on a page that asks before it changes anything.
    const mail = await j.site.mail.waitFor((m) => m.to.includes(APPROVER) && m.text.includes(REASON))
    const link = /(http:\/\/\S+\/business\/approval-link#t=[\w-]+&d=approve)/.exec(mail.text)?.[1] ?? ''
    expect(link.startsWith(j.site.origin)).toBe(true)
    const priya = await j.browser.newContext()
    const priyaPage = await priya.newPage()
    const priyaProblems = watchConsole(priyaPage)
    await openHydrated(priyaPage, link)
    await priyaPage.getByRole('heading', { name: /do you approve this booking for Ava Chen/ }).waitFor()
    await priyaPage.getByText(REASON).first().waitFor()
    // Opening the link changes nothing until she confirms.
    expect((await booking()).approval).toBe('pending')
    expect(await axeViolations(priyaPage)).toEqual([])
    await priyaPage.getByLabel('Comment (optional)').fill('Have a good trip')
    await priyaPage.getByRole('button', { name: 'Approve' }).click()
    await priyaPage.getByRole('status').filter({ hasText: 'Approved. Ava Chen has been told.' }).waitFor()
    expect(await axeViolations(priyaPage)).toEqual([])
    expect((await booking()).approval).toBe('approved')
    // Used once: the same link now says so.
    const again = await priya.newPage()
    await openHydrated(again, link)
    await again.getByRole('alert').filter({ hasText: 'This link no longer works' }).waitFor()
    expect(priyaProblems.filter((p) => !p.includes('404'))).toEqual([])
    await priya.close()
    const told = await j.site.mail.waitFor((m) => m.to.includes(AVA) && m.text.includes('approved'))
    expect(told.text).toContain('Have a good trip')

    // Ava finds it in her own trip: who booked it for her, out of policy and why, approved.
    const avaContext = await j.browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    })
    await signInBrowser(j.site, avaContext, [{ email: AVA, businessMode: true, secondFactorProven: true }])
    const avaPage = await avaContext.newPage()
    const avaProblems = watchConsole(avaPage)
    await openHydrated(avaPage, `${j.site.origin}/trips`)
    await avaPage.getByRole('link', { name: /Seoul/ }).first().click()
    const item = avaPage.getByRole('listitem').filter({ hasText: 'Grand Seoul Hotel' })
    await item.getByText('Booked by Rafael Ortiz for you').waitFor()
    await item.getByText('Out of policy', { exact: true }).waitFor()
    await item.getByText(`Reason given: ${REASON}`).waitFor()
    await item.locator('.fw-trip-badge').filter({ hasText: 'Approved' }).waitFor()
    expect(await axeViolations(avaPage)).toEqual([])
    expect(avaProblems).toEqual([])
    await avaContext.close()
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
