import { describe, expect, it } from 'vitest'
import { searchPagePath } from '../shared/trips/catalogue-contract.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { withConsentGiven } from './support/consent.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { createMember } from './support/members.ts'
import { signInByEmail } from './support/sign-in-dialog.ts'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** Price alerts (decision 050): asked for signed out on a results page, made after sign-in, managed on the account page. */
describe('a traveller follows the prices of a search', () => {
  const j = useSiteAndBrowser({ env: { DEMO_CATALOGUE: 'true' } })

  it('signs in from the price-alert landing, finds the alert on the account page and deletes it', async () => {
    const member = await createMember(j.site, { firstName: 'Mina', lastName: 'Cho' })
    const context = await j.browser.newContext({
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    })
    await withConsentGiven(context, [j.site.origin])
    const page = await context.newPage()
    const problems = watchConsole(page)
    const date = inDays(30)
    const path = searchPagePath({ vertical: 'flight', from: 'seoul', to: 'tokyo', date })
    await openHydrated(page, `${j.site.origin}${path}`)
    await page.getByRole('heading', { name: 'Flights', level: 1 }).waitFor()

    await page.getByRole('button', { name: 'Get price alerts' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign in to get price alerts' })
    await dialog.waitFor()
    expect(await axeViolations(page)).toEqual([])
    await signInByEmail(page, member.email, member.password)
    // The page load after sign-in makes the alert the visitor asked for.
    await page.getByText('Price alert on: we will tell you when prices for this search change.').waitFor()
    expect(await axeViolations(page)).toEqual([])
    const rows = await j.site.database.db
      .selectFrom('price_alerts')
      .select(['vertical', 'search_path'])
      .where('user_id', '=', member.id)
      .execute()
    expect(rows).toEqual([{ vertical: 'flight', search_path: path }])

    await page.getByRole('link', { name: 'Manage price alerts' }).click()
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor()
    const section = page.locator('#account-priceAlerts')
    const alert = section.getByRole('link', { name: `Seoul to Tokyo, ${date}` })
    await alert.waitFor()
    expect(await alert.getAttribute('href')).toBe(path)
    expect(await axeViolations(page)).toEqual([])
    await section.getByRole('button', { name: 'Delete' }).click()
    await section.getByText('The price alert was deleted.').waitFor()
    await section.getByText('You do not follow any searches yet.').waitFor()
    expect(
      await j.site.database.db
        .selectFrom('price_alerts')
        .select('id')
        .where('user_id', '=', member.id)
        .execute(),
    ).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })
})
