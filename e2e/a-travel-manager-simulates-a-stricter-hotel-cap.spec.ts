import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../server/db/seed.ts'
import { CATALOGUE_API_PATHS, searchPagePath } from '../shared/trips/catalogue-contract.ts'
import { TRIPS_API_PATHS } from '../shared/trips/trips-contract.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { verifyWithMailedCode } from './support/members.ts'
import { callFromPage } from './support/page-call.ts'
import { signInThroughDialog } from './support/sign-in-dialog.ts'
import { signInBrowser } from './support/signed-in.ts'

const ADMIN = 'admin@northwind.test'
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** Northwind's seeded hotel policy (decision 054) on the built site, its simulator and the results' badges. */
describe('a travel manager simulates a stricter hotel cap', () => {
  const j = useSiteAndBrowser({ env: { DEMO_CATALOGUE: 'true' } })

  const checkin = inDays(30)
  const checkout = inDays(32)
  const results = searchPagePath({ vertical: 'hotel', destination: 'paris', start: checkin, end: checkout })

  /** Ava books the three-star Paris hotel, in policy under Northwind's seeded $200 Paris cap. */
  async function avaBooksTheHarbourInn() {
    const context = await j.browser.newContext()
    await signInBrowser(j.site, context, [{ email: 'ava@northwind.test', businessMode: true }])
    const page = await context.newPage()
    await openHydrated(page, `${j.site.origin}/trips`)
    const search = await callFromPage<{ offers: { offer: { title: string } }[] }>(
      page,
      'GET',
      `${CATALOGUE_API_PATHS.search('hotel')}?destination=paris&checkin=${checkin}&checkout=${checkout}`,
    )
    const inn = search.json.offers.find((o) => o.offer.title === 'Paris Harbour Inn')
    expect(inn).toBeDefined()
    const saved = await callFromPage<{ event: { id: string } }>(page, 'POST', TRIPS_API_PATHS.events, {
      offer: inn?.offer,
    })
    const booked = await callFromPage<unknown>(
      page,
      'POST',
      TRIPS_API_PATHS.eventBook(saved.json.event.id),
      // Northwind asks for a cost centre on every booking (decision 057).
      { checkout: { reportingValues: { costCenter: 'CC-100 Sales' } } },
    )
    expect(booked.status).toBe(200)
    const row = await j.site.database.db
      .selectFrom('trip_events')
      .select('policy_status')
      .where('id', '=', saved.json.event.id)
      .executeTakeFirstOrThrow()
    expect(row.policy_status).toBe('in')
    await context.close()
  }

  it('lowers the Paris nightly cap, sees which bookings would have been out of policy, saves; travellers see the badge', async () => {
    await avaBooksTheHarbourInn()

    const context = await j.browser.newContext()
    const page = await context.newPage()
    await signInThroughDialog(page, j.site.origin, ADMIN, DEMO_PASSWORD)

    // Managing policies is an admin call: the second factor by e-mailed code comes first.
    await openHydrated(page, `${j.site.origin}/business/policy/hotel/restrictions`)
    await page.waitForURL((url) => url.pathname === '/business/verify')
    await verifyWithMailedCode(page, j.site, ADMIN, '/business/policy/hotel/restrictions')
    // Watched from here: before the second factor, the page's first call is refused (403) by design.
    const problems = watchConsole(page)

    const cap = page.getByRole('textbox', { name: 'Cap a night in USD' }).first()
    await cap.waitFor()
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Travel policy: Hotels, Restrictions',
    )
    expect(await axeViolations(page)).toEqual([])
    // Paris is the first city cap Northwind's seed sets.
    expect(await cap.inputValue()).toBe('200')
    await cap.fill('100')
    await page.getByRole('button', { name: 'Simulate' }).click()
    const summary = page.getByTestId('simulator-summary')
    await summary.waitFor()
    expect(await summary.textContent()).toMatch(/[1-9]\d* of \d+ bookings would have been out of policy\./)
    expect(await summary.textContent()).toMatch(/[1-9]\d* newly out of policy/)
    const row = page.getByRole('row').filter({ hasText: 'Paris Harbour Inn' }).filter({ hasText: 'Ava Chen' })
    await row.first().waitFor()
    expect(await row.first().textContent()).toContain('over this city’s cap of $100.00')
    expect(await axeViolations(page)).toEqual([])
    // Simulating saved nothing; Save does.
    const stored = () =>
      j.site.database.db
        .selectFrom('company_travel_policies')
        .select('policy')
        .where('vertical', '=', 'hotel')
        .executeTakeFirstOrThrow()
    expect(JSON.stringify((await stored()).policy)).toContain('"nightlyMinor":20000')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText('Saved.').waitFor()
    expect(JSON.stringify((await stored()).policy)).toContain('"nightlyMinor":10000')
    expect(await axeViolations(page)).toEqual([])

    // The hotel hub links its parts; the policy hub's root sets the results' order.
    await openHydrated(page, `${j.site.origin}/business/policy/hotel`)
    await page.getByText('This policy is on.').waitFor()
    expect(await page.getByRole('link', { name: 'Advanced rules' }).count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])
    await openHydrated(page, `${j.site.origin}/business/policy`)
    await page.getByRole('checkbox', { name: 'In-policy offers first' }).waitFor()
    expect(await page.getByRole('radio', { name: 'Price, cheapest first' }).isChecked()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await context.close()

    // A traveller's results: the Paris hotels over the new cap carry Out of policy with the reason.
    const traveller = await j.browser.newContext()
    await signInBrowser(j.site, traveller, [{ email: 'ben@northwind.test', businessMode: true }])
    const ben = await traveller.newPage()
    const benProblems = watchConsole(ben)
    await openHydrated(ben, `${j.site.origin}${results}`)
    const inn = ben.getByRole('listitem').filter({ hasText: 'Paris Harbour Inn' })
    await inn.getByText('Out of policy').waitFor()
    expect(await inn.textContent()).toContain('over this city’s cap of $100.00')
    const hostel = ben.getByRole('listitem').filter({ hasText: 'Hostel Fernway Paris' })
    await hostel.getByText('In policy').waitFor()
    // Northwind's order: in policy first.
    const titles = await ben.getByRole('listitem').locator('h2').allTextContents()
    expect(titles[0]).toBe('Hostel Fernway Paris')
    expect(await axeViolations(ben)).toEqual([])
    expect(benProblems).toEqual([])
    await traveller.close()
  })
})
