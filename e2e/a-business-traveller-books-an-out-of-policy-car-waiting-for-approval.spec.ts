import { describe, expect, it } from 'vitest'
import { fitsEveryWidth, inDays, signedInPage } from './support/booking-journey.ts'
import { openHydrated } from './support/browser.ts'
import { answerCheckout } from './support/checkout.ts'
import { useSiteAndBrowser } from './support/journey.ts'

const AVA = 'ava@northwind.test'

/**
 * Northwind's demo data (decisions 054, 055, 057): cars up to SUV and US$80 a day, out-of-policy cars
 * approved by Priya, a required cost centre. Ava, in business mode, rents a luxury car in Seoul.
 */
describe('cars in business mode (issue 25)', () => {
  const j = useSiteAndBrowser({ env: { DEMO_CATALOGUE: 'true' } })

  it('a business traveller sees a luxury car is out of policy, gives a reason and a cost centre, and books it waiting for approval', async () => {
    const { context, page, problems } = await signedInPage(j, [
      { email: AVA, businessMode: true, secondFactorProven: true },
    ])
    await openHydrated(page, `${j.site.origin}/cars/search/SEL/${inDays(20)}/${inDays(23)}`)
    await page.getByRole('heading', { name: 'Car rentals in Seoul', level: 1 }).waitFor()
    const cars = page.getByRole('list', { name: 'Cars' })
    await cars.locator('> li').first().waitFor()
    await page
      .getByRole('group', { name: 'Car type' })
      .getByRole('checkbox', { name: /^Luxury/ })
      .click()
    await page.waitForURL(/classes=luxury/)
    const card = cars.locator('> li').first()
    await expect.poll(() => card.textContent()).toMatch(/^Luxury ·/)
    expect(await card.textContent()).toMatch(/Out of policy/)
    await card.getByRole('button', { name: /^Book/ }).click()

    // The booking page: the company's checkout in place of a card.
    await page.waitForURL(/\/book\/[^/]+$/)
    await page.getByRole('heading', { name: 'Your booking', level: 2 }).waitFor()
    const form = page.locator('form.fw-booking-form')
    await form
      .getByText(/Out of policy/)
      .first()
      .waitFor()
    await answerCheckout(form, { reason: 'Client visit with three colleagues', costCentre: 'CC-100 Sales' })
    await fitsEveryWidth(page)
    // Northwind's approver decides within a window after booking (decision 055): booked now, and asked.
    await form.getByRole('button', { name: 'Book' }).click()
    await page.getByRole('heading', { name: 'Booked', level: 2 }).waitFor()
    await page.getByText(/^Your approver is asked to agree/).waitFor()
    await fitsEveryWidth(page)

    const event = await j.site.database.db
      .selectFrom('trip_events as e')
      .innerJoin('trips as t', 't.id', 'e.trip_id')
      .innerJoin('users as u', 'u.id', 't.owner_user_id')
      .select(['e.offer_id', 'e.state', 'e.approval_status'])
      .where('u.email', '=', AVA)
      .where('e.offer_id', 'like', 'cr1:%')
      .executeTakeFirstOrThrow()
    expect(event).toMatchObject({ approval_status: 'pending', state: 'booked' })
    expect(problems).toEqual([])
    await context.close()
  })
})
