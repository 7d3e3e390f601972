import { describe, expect, it } from 'vitest'
import { searchPagePath } from '../shared/trips/catalogue-contract.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { signInBrowser } from './support/signed-in.ts'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/**
 * Decision 057: Ava, a Northwind traveller in the field sales group, books a hotel in business mode.
 * The checkout asks the required cost centre and offers her group's card first; the trip page shows
 * the booking; the row records the card and the cost centre.
 */
describe('a traveller books with a cost centre and the company card', () => {
  const j = useSiteAndBrowser({ env: { DEMO_CATALOGUE: 'true' } })

  it('Ava books a hotel from the results page in business mode', async () => {
    const context = await j.browser.newContext()
    await signInBrowser(j.site, context, [{ email: 'ava@northwind.test', businessMode: true }])
    const page = await context.newPage()
    const problems = watchConsole(page)

    // The home page in business mode carries the company's message.
    await openHydrated(page, `${j.site.origin}/`)
    const messages = page.getByRole('region', { name: 'Messages from your company' })
    await messages.getByRole('heading', { name: 'Choose rail for trips under four hours' }).waitFor()
    expect(await axeViolations(page)).toEqual([])

    await openHydrated(
      page,
      `${j.site.origin}${searchPagePath({ vertical: 'hotel', destination: 'seoul', start: inDays(21), end: inDays(23) })}`,
    )
    await page.getByRole('heading', { name: 'Hotels', level: 1 }).waitFor()
    const hotel = page.getByRole('listitem').filter({ hasText: 'Grand Seoul Hotel' })
    await hotel.getByRole('button', { name: /^Book/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Book Grand Seoul Hotel' })
    await dialog.waitFor()
    const card = dialog.getByRole('radio', { name: 'Field sales card, Visa ending 4242' })
    await card.waitFor()
    expect(await card.isChecked()).toBe(true)
    await dialog.getByRole('radio', { name: 'Company invoice' }).waitFor()
    const costCentre = dialog.getByRole('combobox', { name: 'Cost centre *' })
    await costCentre.waitFor()
    const book = dialog.getByRole('button', { name: 'Book', exact: true })
    expect(await book.getAttribute('aria-disabled')).toBe('true')
    expect(await axeViolations(page)).toEqual([])

    await costCentre.selectOption('CC-100 Sales')
    await dialog.getByRole('textbox', { name: 'Project' }).fill('Seoul launch')
    // Over Seoul's nightly cap: Northwind's hotel policy asks why.
    await dialog
      .getByRole('textbox', { name: 'Why book out of policy?' })
      .fill('Client meeting at this hotel')
    await expect.poll(() => book.getAttribute('aria-disabled')).toBeNull()
    await book.click()
    await dialog.waitFor({ state: 'detached' })

    const row = await j.site.database.db
      .selectFrom('trip_events')
      .innerJoin('trips', 'trips.id', 'trip_events.trip_id')
      .innerJoin('users', 'users.id', 'trip_events.traveler_user_id')
      .select([
        'trip_events.state',
        'trip_events.payment_kind',
        'trip_events.reporting_values',
        'trip_events.title',
      ])
      .where('users.email', '=', 'ava@northwind.test')
      .where('trip_events.state', '=', 'booked')
      .where('trip_events.title', '=', 'Grand Seoul Hotel')
      .orderBy('trip_events.booked_at', 'desc')
      .executeTakeFirstOrThrow()
    expect(row).toEqual({
      state: 'booked',
      payment_kind: 'companyCard',
      reporting_values: { costCenter: 'CC-100 Sales', project: 'Seoul launch' },
      title: 'Grand Seoul Hotel',
    })

    // The trip page shows it booked.
    await openHydrated(page, `${j.site.origin}/trips`)
    await page.getByRole('link', { name: /Seoul/ }).first().click()
    const booked = page.getByRole('listitem').filter({ hasText: 'Grand Seoul Hotel' })
    await booked.getByText('Booked', { exact: true }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })

  it('the admin’s payment, reporting fields, messages, account permissions and integrations pages are axe-clean', async () => {
    const context = await j.browser.newContext()
    await signInBrowser(j.site, context, [{ email: 'admin@northwind.test', businessMode: true }])
    await j.site.database.db
      .updateTable('sessions')
      .set({ second_factor_at: new Date() })
      .where(
        'user_id',
        'in',
        j.site.database.db.selectFrom('users').select('id').where('email', '=', 'admin@northwind.test'),
      )
      .execute()
    const page = await context.newPage()
    const problems = watchConsole(page)
    const pages: [string, string, string][] = [
      ['/business/payment-options', 'Payment options', 'Field sales'],
      ['/business/trip-reporting-fields', 'Trip reporting fields', 'CC-100 Sales'],
      ['/business/policy/messages', 'Homepage messages', 'Choose rail for trips under four hours'],
      ['/business/account-permissions', 'Account permissions', 'Add their own cards'],
      ['/business/integrations', 'Integrations', 'Set up single sign-on'],
    ]
    for (const [path, title, shows] of pages) {
      await openHydrated(page, `${j.site.origin}${path}`)
      await page.getByRole('heading', { name: title, level: 1 }).waitFor()
      await page.getByText(shows, { exact: false }).first().waitFor()
      expect(await axeViolations(page), path).toEqual([])
    }
    expect(problems).toEqual([])
    await context.close()
  })
})
