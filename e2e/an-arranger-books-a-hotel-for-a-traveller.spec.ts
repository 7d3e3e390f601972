import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../server/db/seed.ts'
import { searchPagePath } from '../shared/trips/catalogue-contract.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { answerCheckout } from './support/checkout.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { signInBrowser } from './support/signed-in.ts'

const ARRANGER = 'arranger@northwind.test'
const AVA = 'ava@northwind.test'
const BEN = 'ben@northwind.test'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** The header's sign-in dialog, e-mail then password; the page loads again once signed in. */
async function signIn(page: Page, email: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Continue with e-mail' }).click()
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email)
  await page.keyboard.press('Enter')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click(),
  ])
}

/** Decision 056 end to end on the built site, the demo company and the demo catalogue. */
describe('an arranger books a hotel for a traveller', () => {
  const j = useSiteAndBrowser({ env: { DEMO_CATALOGUE: 'true' } })

  it('Rafael switches to Ava, books a hotel, and Ava sees who booked it for her', async () => {
    const rafael = await j.browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    })
    const page = await rafael.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/`)
    await signIn(page, ARRANGER)
    await openHydrated(page, `${j.site.origin}/`)
    const toggle = page.getByRole('banner').getByRole('radiogroup', { name: 'Travel arranger' })
    await toggle.waitFor()
    expect(await toggle.getByRole('radio', { name: 'Self' }).getAttribute('aria-checked')).toBe('true')
    expect(await axeViolations(page)).toEqual([])

    // Other: the traveller search, by keyboard.
    await toggle.getByRole('radio', { name: 'Other' }).click()
    const search = page.getByRole('dialog', { name: 'Book for another traveller' })
    await search.waitFor()
    await page.keyboard.type('Ava')
    const ava = search.getByRole('option', { name: /Ava Chen/ })
    await ava.waitFor()
    expect(await axeViolations(page)).toEqual([])
    await Promise.all([page.waitForURL(`${j.site.origin}/`), page.waitForEvent('load'), ava.click()])
    await page.getByRole('banner').getByText('Booking for Ava Chen').waitFor()
    expect(await axeViolations(page)).toEqual([])

    // A hotel from a results page: booked as Rafael, for Ava, in Ava's trips.
    await openHydrated(
      page,
      `${j.site.origin}${searchPagePath({ vertical: 'hotel', destination: 'seoul', start: inDays(30), end: inDays(32) })}`,
    )
    await page.getByRole('heading', { name: 'Hotels', level: 1 }).waitFor()
    await page.getByRole('banner').getByText('Booking for Ava Chen').waitFor()
    const hotel = page.getByRole('listitem').filter({ hasText: 'Grand Seoul Hotel' })
    await hotel.waitFor()
    await hotel.getByRole('button', { name: /^Book\b/ }).click()
    // The company's checkout (decision 053) names the traveller the booking is for.
    const checkout = page.getByRole('dialog', { name: 'Book Grand Seoul Hotel' })
    await checkout.getByText('Ava Chen').waitFor()
    // Ava's policy puts the five-star hotel out of policy; Northwind asks for a cost centre.
    await answerCheckout(checkout)
    expect(await axeViolations(page)).toEqual([])
    await checkout.getByRole('button', { name: 'Book', exact: true }).click()
    await page.getByRole('status').filter({ hasText: 'Booked for' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    const booking = await j.site.database.db
      .selectFrom('trip_events as e')
      .innerJoin('trips as t', 't.id', 'e.trip_id')
      .innerJoin('users as owner', 'owner.id', 't.owner_user_id')
      .innerJoin('users as booker', 'booker.id', 'e.booker_user_id')
      .innerJoin('users as traveler', 'traveler.id', 'e.traveler_user_id')
      .select(['e.state', 'owner.email as owner', 'booker.email as booker', 'traveler.email as traveler'])
      .where('e.title', '=', 'Grand Seoul Hotel')
      .executeTakeFirstOrThrow()
    expect(booking).toEqual({ state: 'booked', owner: AVA, booker: ARRANGER, traveler: AVA })

    // Narrow screens: the toggle stays in the header; back to self, and the search takes the screen.
    await page.setViewportSize({ width: 360, height: 740 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await Promise.all([page.waitForEvent('load'), toggle.getByRole('radio', { name: 'Self' }).click()])
    await toggle.getByRole('radio', { name: 'Self', checked: true }).waitFor()
    expect(await page.getByRole('banner').getByText('Booking for Ava Chen').count()).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await toggle.getByRole('radio', { name: 'Other' }).click()
    await search.waitFor()
    expect((await search.boundingBox())?.width).toBe(360)
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await search.waitFor({ state: 'detached' })
    await toggle.getByRole('radio', { name: 'Self', checked: true }).waitFor()
    expect(problems).toEqual([])
    await rafael.close()

    // Ava signs in and finds it in her own trips, saying who booked it for her.
    const avaContext = await j.browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    })
    const avaPage = await avaContext.newPage()
    const avaProblems = watchConsole(avaPage)
    await openHydrated(avaPage, `${j.site.origin}/`)
    await signIn(avaPage, AVA)
    await openHydrated(avaPage, `${j.site.origin}/trips`)
    await avaPage.getByRole('link', { name: /Seoul/ }).first().click()
    const trip = avaPage.getByRole('listitem').filter({ hasText: 'Grand Seoul Hotel' })
    await trip.getByText('Booked by Rafael Ortiz for you').waitFor()
    expect(await axeViolations(avaPage)).toEqual([])
    // Ava is not an arranger: no toggle in her header.
    expect(await avaPage.getByRole('banner').getByRole('radiogroup').count()).toBe(0)
    expect(avaProblems).toEqual([])
    await avaContext.close()
  })

  it('Ben asks for a saved hotel to be booked; Rafael books it from Trips to book; Ben is mailed', async () => {
    const ben = await j.browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    })
    await signInBrowser(j.site, ben, [{ email: BEN, businessMode: true }])
    const page = await ben.newPage()
    const problems = watchConsole(page)
    await openHydrated(
      page,
      `${j.site.origin}${searchPagePath({ vertical: 'hotel', destination: 'tokyo', start: inDays(40), end: inDays(42) })}`,
    )
    await page.getByRole('button', { name: 'Save Grand Tokyo Hotel to a trip' }).click()
    await page.getByRole('button', { name: 'Grand Tokyo Hotel is saved; remove it' }).waitFor()
    await openHydrated(page, `${j.site.origin}/trips`)
    await page.getByRole('link', { name: /Tokyo/ }).first().click()
    await page.getByRole('button', { name: 'Ask to book: Grand Tokyo Hotel' }).click()
    const ask = page.getByRole('dialog', { name: 'Ask your travel team to book Grand Tokyo Hotel' })
    await ask.getByRole('textbox').fill('For the Tokyo client visit')
    expect(await axeViolations(page)).toEqual([])
    await ask.getByRole('button', { name: 'Send request' }).click()
    await page.getByText('Your request to book Grand Tokyo Hotel was sent.').waitFor()
    expect(await axeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await ben.close()

    const rafael = await j.browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    })
    await signInBrowser(j.site, rafael, [{ email: ARRANGER, businessMode: true }])
    const queue = await rafael.newPage()
    const queueProblems = watchConsole(queue)
    await openHydrated(queue, `${j.site.origin}/business/book`)
    await queue.getByRole('heading', { name: 'Trips to book', level: 1 }).waitFor()
    const request = queue.getByRole('listitem').filter({ hasText: 'From Ben Novak' })
    await request.getByText('Note: For the Tokyo client visit').waitFor()
    expect(await axeViolations(queue)).toEqual([])
    await request.getByRole('button', { name: 'Book for Ben Novak' }).click()
    // The request goes through the company's checkout for Ben, like any business booking.
    const checkout = queue.getByRole('dialog', { name: 'Book Grand Tokyo Hotel' })
    await checkout.getByText('Ben Novak', { exact: true }).waitFor()
    await answerCheckout(checkout)
    expect(await axeViolations(queue)).toEqual([])
    await checkout.getByRole('button', { name: 'Book', exact: true }).click()
    await queue.getByText('Booked Grand Tokyo Hotel for Ben Novak.').waitFor()
    const mail = await j.site.mail.waitFor((m) => m.to === BEN && m.text.includes('Grand Tokyo Hotel'))
    expect(mail.text).toContain('Rafael Ortiz booked')
    expect(await axeViolations(queue)).toEqual([])
    expect(queueProblems).toEqual([])
    await rafael.close()
  })
})
