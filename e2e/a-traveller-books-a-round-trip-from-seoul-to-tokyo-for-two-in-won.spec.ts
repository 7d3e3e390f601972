import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe.ts'
import { fitsEveryWidth, inDays, signedInPage } from './support/booking-journey.ts'
import { openHydrated } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { createMember } from './support/members.ts'

/** The per-adult prices of the cards shown, in the order shown, as numbers. */
const perAdult = (page: Page) =>
  page
    .getByRole('list', { name: 'Offers' })
    .locator('.fw-catalogue-price')
    .allTextContents()
    .then((texts) => texts.map((text) => Number(text.replace(/[^\d.]/g, ''))))

describe('flight search (issue 24)', () => {
  const j = useSiteAndBrowser({ env: { DEMO_CATALOGUE: 'true' } })

  it('a traveller searches Seoul to Tokyo and back for two from the home page, keeps nonstop flights, sorts by price, switches to won, saves one and books it', async () => {
    const member = await createMember(j.site, { firstName: 'Jisoo', lastName: 'Han' })
    const { context, page, problems } = await signedInPage(j, [{ email: member.email, businessMode: false }])
    await openHydrated(page, `${j.site.origin}/`)
    await fitsEveryWidth(page)

    const box = page.getByRole('form', { name: 'Flight search' })
    for (const [label, typed, option] of [
      ['From', 'seoul', 'Seoul (all airports), South Korea'],
      ['To', 'tokyo', 'Tokyo (all airports), Japan'],
    ] as const) {
      await box.getByRole('combobox', { name: label }).fill(typed)
      await page.getByRole('option', { name: option }).click()
    }
    const [depart, back] = [inDays(30), inDays(37)]
    await box.getByLabel('Departure date').fill(depart)
    await box.getByLabel('Return date').fill(back)
    await box.getByText('Travellers and cabin').click()
    await box.getByLabel(/^Adults/).selectOption('2')
    await box.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(`${j.site.origin}/flights/search/SEL-TYO/${depart}/${back}?adults=2`)
    await page.getByRole('heading', { name: 'Flights from Seoul to Tokyo and back', level: 1 }).waitFor()
    const offers = page.getByRole('list', { name: 'Offers' })
    await offers.waitFor()
    // Dozens of flights on a busy route, twenty at a time.
    const count = await page.getByText(/^Showing 20 of \d+ flights$/).textContent()
    expect(Number(/of (\d+)/.exec(count ?? '')?.[1])).toBeGreaterThanOrEqual(50)

    await page.getByRole('checkbox', { name: /^Nonstop/ }).check()
    await page.waitForURL(/[?&]stops=0(&|$)/)
    await expect.poll(async () => (await offers.getByText(/stops? via/).count()) === 0).toBe(true)
    expect(await offers.getByText('Nonstop').count()).toBeGreaterThanOrEqual(2)

    await page.getByRole('radio', { name: 'Cheapest' }).check()
    await page.waitForURL(/[?&]sort=cheapest(&|$)/)
    await expect
      .poll(async () => {
        const prices = await perAdult(page)
        return prices.length > 1 && prices.every((p, i) => i === 0 || (prices[i - 1] ?? 0) <= p)
      })
      .toBe(true)

    // The currency picker: won for this visit; the search and its filters stay.
    await page.locator('.fw-pickers').getByRole('button', { name: 'Currency: US Dollar' }).click()
    const currencies = page.getByRole('dialog', { name: 'Currency' })
    await currencies.waitFor()
    await page.keyboard.type('korean won')
    // The list filters as the visitor types: the won is chosen once it is shown (a loaded machine is slow).
    await currencies
      .getByRole('option', { name: /South Korean Won/ })
      .first()
      .click()
    await page.getByRole('dialog', { name: /Save South Korean Won as your currency/ }).waitFor()
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'No, just for now' }).click(),
    ])
    await page.waitForLoadState('networkidle')
    expect(page.url()).toMatch(/stops=0/)
    expect(page.url()).toMatch(/sort=cheapest/)
    await offers.waitFor()
    const firstPrice = offers.locator('.fw-catalogue-price').first()
    // Won have no minor unit: no decimals.
    expect(await firstPrice.textContent()).toMatch(/^₩[\d,]+ per adult$/)
    await fitsEveryWidth(page)
    // On a phone the filters open from a button, in a full-screen dialog; the side column is not shown.
    await page.setViewportSize({ width: 390, height: 900 })
    expect(await page.getByRole('complementary', { name: 'Filters' }).isVisible()).toBe(false)
    await page.getByRole('button', { name: /^Filters \(\d\)$/ }).click()
    const filters = page.getByRole('dialog', { name: 'Filters' })
    expect(await filters.getByRole('checkbox', { name: /^Nonstop/ }).isChecked()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await filters.getByRole('button', { name: /^Show \d+ flights$/ }).click()
    await page.setViewportSize({ width: 1440, height: 900 })

    const card = offers.getByRole('listitem').first()
    const title = (await card.getByRole('heading').textContent()) ?? ''
    await card.getByRole('button', { name: `Save ${title} to a trip` }).click()
    await card.getByRole('button', { name: `${title} is saved; remove it` }).waitFor()
    await card.getByRole('button', { name: /^Book/ }).click()
    // The booking page (decision 084): the review, both travellers with their passports (a border is
    // crossed), and a test card; charged in the currency the source priced it in, won beside it.
    await page.waitForURL(/\/book\/[^/]+$/)
    await page.getByRole('heading', { name: 'Your booking', level: 2 }).waitFor()
    await page.getByText('This flight crosses a border').waitFor()
    await fitsEveryWidth(page)
    for (const [number, first, last] of [
      [1, 'Jisoo', 'Han'],
      [2, 'Minjun', 'Han'],
    ] as const) {
      const who = page.getByRole('group', { name: `Adult ${number}` })
      await who.getByLabel('First name').fill(first)
      await who.getByLabel('Last name').fill(last)
      await who.getByLabel('Date of birth').fill(number === 1 ? '1988-03-14' : '1990-07-02')
      await who.getByLabel('Passport number').fill(`M1234567${number}`)
      await who.getByLabel('Issuing country').selectOption('KR')
      await who.getByLabel('Passport expiry date').fill(inDays(2000))
      await who.getByLabel('Nationality').selectOption('KR')
    }
    const payment = page.getByRole('group', { name: 'Payment' })
    await payment.getByLabel('Card number').fill('4242 4242 4242 4242')
    await payment.getByLabel('Expiry (MM/YY)').fill('12/31')
    await payment.getByLabel('Security code').fill('123')
    await payment.getByLabel('Name on the card').fill('Jisoo Han')
    await page.getByRole('button', { name: /^Book and pay \$/ }).click()
    await page.getByRole('heading', { name: 'Booked', level: 2 }).waitFor()
    expect(
      await page.getByText(/^Paid \$[\d,.]+ with the card ending 4242\. \(about ₩[\d,]+\)$/).count(),
    ).toBe(1)
    await fitsEveryWidth(page)

    // The booking keeps the currency it was priced in (decision 071).
    const events = await j.site.database.db
      .selectFrom('trip_events')
      .innerJoin('trips', 'trips.id', 'trip_events.trip_id')
      .innerJoin('users', 'users.id', 'trips.owner_user_id')
      .select(['trip_events.state', 'trip_events.currency', 'trip_events.offer_id', 'trips.destination'])
      .where('users.email', '=', member.email)
      .execute()
    expect(events).toEqual([
      {
        state: 'booked',
        currency: 'USD',
        offer_id: expect.stringMatching(/^fl1:economy:/),
        destination: 'Tokyo',
      },
    ])
    expect(problems).toEqual([])
    await context.close()
  })
})
