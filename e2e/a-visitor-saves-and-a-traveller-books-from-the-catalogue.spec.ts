import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { searchPagePath } from '../shared/trips/catalogue-contract.ts'
import { TRIPS_API_PATHS } from '../shared/trips/trips-contract.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { createMember } from './support/members.ts'
import { signInByEmail } from './support/sign-in-dialog.ts'
import { signInBrowser } from './support/signed-in.ts'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** Tabs until the control named `name` has focus (the journey is keyboard only). */
async function tabTo(page: Page, name: string | RegExp, most = 80) {
  for (let i = 0; i < most; i += 1) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      return el?.getAttribute('aria-label') ?? el?.textContent ?? ''
    })
    if (typeof name === 'string' ? focused === name : name.test(focused)) return
  }
  throw new Error(`no control named ${name} on the way`)
}

/** The demo catalogue's results pages on the built site, with the catalogue wired (decision 044). */
describe('the demo catalogue', () => {
  const j = useSiteAndBrowser({ env: { DEMO_CATALOGUE: 'true' } })

  const eventsOf = (email: string) =>
    j.site.database.db
      .selectFrom('trip_events')
      .innerJoin('trips', 'trips.id', 'trip_events.trip_id')
      .innerJoin('users', 'users.id', 'trips.owner_user_id')
      .select(['trip_events.offer_id', 'trip_events.state', 'trip_events.price_minor', 'trips.destination'])
      .where('users.email', '=', email)
      .execute()

  /** A new visitor's window on `path`, with its console watched. */
  const visit = async (path: string) => {
    const context = await j.browser.newContext()
    const page = await context.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}${path}`)
    return { context, page, problems }
  }
  const hotelResults = (destination: string, from: number, to: number) =>
    searchPagePath({ vertical: 'hotel', destination, start: inDays(from), end: inDays(to) })

  it('a visitor searches from the flights and hotels pages', async () => {
    const { context, page, problems } = await visit('/flights')
    await page.getByRole('heading', { name: 'Search flights', level: 1 }).waitFor()
    expect(await page.title()).toBe('Search flights | Fernway')
    expect(await axeViolations(page)).toEqual([])
    const flights = page.getByRole('form', { name: 'Flight search' })
    const choose = async (label: string, typed: string, option: string) => {
      await flights.getByRole('combobox', { name: label }).fill(typed)
      await page.getByRole('option', { name: option }).click()
    }
    await flights.getByRole('radio', { name: 'One way' }).check()
    await choose('From', 'Paris', 'Paris (all airports), France')
    await choose('To', 'paris', 'Paris (all airports), France')
    await flights.getByRole('button', { name: 'Search' }).click()
    await page.getByRole('alert').filter({ hasText: 'You fly from and to the same place.' }).waitFor()
    await flights.getByRole('combobox', { name: 'To' }).fill('')
    await choose('To', 'London', 'London (all airports), United Kingdom')
    await flights.getByLabel('Departure date').fill(inDays(9))
    await flights.getByLabel('Departure date').press('Enter')
    await page.waitForURL(`${j.site.origin}/flights/search/PAR-LON/${inDays(9)}`)
    await page.getByRole('heading', { name: 'Flights from Paris to London', level: 1 }).waitFor()
    expect(await page.title()).toBe('Flights | Fernway')

    await openHydrated(page, `${j.site.origin}/hotels`)
    const hotels = page.getByRole('form', { name: 'Hotel search' })
    await hotels.getByRole('combobox', { name: 'Where' }).fill('Seoul')
    await page.getByRole('option', { name: 'Seoul (all airports), South Korea' }).click()
    await hotels.getByLabel('Check-in').fill(inDays(20))
    await hotels.getByLabel('Check-out').fill(inDays(60))
    await hotels.getByRole('button', { name: 'Search' }).click()
    await page.getByRole('alert').filter({ hasText: 'A stay can be up to 30 nights.' }).waitFor()
    await hotels.getByLabel('Check-out').fill(inDays(22))
    await hotels.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(`${j.site.origin}/hotels/search/SEL/${inDays(20)}/${inDays(22)}`)
    await page.getByRole('heading', { name: 'Places to stay in Seoul', level: 1 }).waitFor()
    await page.getByRole('list', { name: 'Properties' }).getByRole('listitem').first().waitFor()
    await page.setViewportSize({ width: 320, height: 700 })
    await page.goBack()
    await hotels.waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    expect(await axeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })

  it('a visitor saves a hotel signed out, signs in, and finds it saved', async () => {
    const member = await createMember(j.site, { firstName: 'Hana', lastName: 'Park' })
    const { context, page, problems } = await visit(hotelResults('seoul', 20, 23))
    await page.getByRole('heading', { name: 'Hotels', level: 1 }).waitFor()
    const hotel = page.getByRole('listitem').filter({ hasText: 'Grand Seoul Hotel' })
    await hotel.waitFor()
    expect(await axeViolations(page)).toEqual([])

    await tabTo(page, 'Save Grand Seoul Hotel to a trip')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Sign in to save this trip' })
    await dialog.waitFor()
    const pending = JSON.parse((await page.evaluate(() => localStorage.getItem('tripSaveLater'))) ?? 'null')
    expect(pending).toMatchObject({ savingState: 'unsaved', isSaved: false })
    expect(pending.resultData.offer).toMatchObject({ vertical: 'hotel', title: 'Grand Seoul Hotel' })
    expect(await axeViolations(page)).toEqual([])

    // "Not now" postpones: the record stays, the session remembers the gate was closed.
    await dialog.getByRole('button', { name: 'Not now' }).click()
    await dialog.waitFor({ state: 'detached' })
    await hotel.getByText('Not saved yet. Sign in any time to save it.').waitFor()
    expect(await page.evaluate(() => sessionStorage.getItem('trips.sign-in.closed'))).toBe('true')
    expect(await page.evaluate(() => localStorage.getItem('tripSaveLater'))).not.toBeNull()

    await page.getByRole('button', { name: 'Save Grand Seoul Hotel to a trip' }).press('Enter')
    await dialog.waitFor()
    await signInByEmail(page, member.email, member.password)
    // The page load after sign-in makes the pending save.
    await page.getByRole('button', { name: 'Grand Seoul Hotel is saved; remove it' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('tripSaveLater'))).toBeNull()
    expect(await eventsOf(member.email)).toEqual([
      {
        offer_id: pending.resultData.offer.offerId,
        state: 'saved',
        price_minor: pending.resultData.offer.priceMinor,
        destination: 'Seoul',
      },
    ])
    const store = await page.evaluate(
      async (url) => (await fetch(url)).json(),
      `${TRIPS_API_PATHS.store}?props=trips`,
    )
    expect(Object.values(store.trips.upcomingTrips.byId)).toEqual([
      expect.objectContaining({ destination: 'Seoul', numSavedEvents: 1 }),
    ])
    // The header's drawer has it too.
    await page.getByRole('button', { name: 'Trips, 1 saved item' }).click()
    await page.getByRole('dialog', { name: 'Your trips' }).getByRole('link', { name: /Seoul/ }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('a visitor who chose "Not now" signs in later on the home page and finds the offer in the drawer', async () => {
    const member = await createMember(j.site, { firstName: 'Jisoo', lastName: 'Kim' })
    const { context, page, problems } = await visit(hotelResults('tokyo', 30, 32))
    await page
      .getByRole('button', { name: /^Save .+ to a trip$/ })
      .first()
      .click()
    const gate = page.getByRole('dialog', { name: 'Sign in to save this trip' })
    await gate.getByRole('button', { name: 'Not now' }).click()
    await gate.waitFor({ state: 'detached' })

    await openHydrated(page, `${j.site.origin}/`)
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
    await signInByEmail(page, member.email, member.password)
    // No results page in sight: the header's drawer makes the pending save.
    const toggle = page.getByRole('button', { name: 'Trips, 1 saved item' })
    await toggle.click()
    const drawer = page.getByRole('dialog', { name: 'Your trips' })
    await drawer.getByRole('link', { name: /Tokyo/ }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    expect(await page.evaluate(() => localStorage.getItem('tripSaveLater'))).toBeNull()
    expect((await eventsOf(member.email)).map((e) => [e.state, e.destination])).toEqual([['saved', 'Tokyo']])
    expect(problems).toEqual([])
    await context.close()
  })

  it('a traveller books a flight', async () => {
    const member = await createMember(j.site, { firstName: 'Minho', lastName: 'Lee' })
    const context = await j.browser.newContext()
    await signInBrowser(j.site, context, [{ email: member.email, businessMode: false }])
    const page = await context.newPage()
    const problems = watchConsole(page)
    await openHydrated(
      page,
      `${j.site.origin}${searchPagePath({ vertical: 'flight', from: 'seoul', to: 'tokyo', date: inDays(40) })}`,
    )
    await page.getByRole('heading', { name: 'Flights', level: 1 }).waitFor()
    await page.getByRole('list', { name: 'Offers' }).waitFor()
    expect(await axeViolations(page)).toEqual([])

    // The flight results page (issue 24): the search box, sort, price strip and filters come first.
    await tabTo(page, /^Book: Seoul → Tokyo/, 250)
    await page.keyboard.press('Enter')
    // The booking page (decision 084), by keyboard: the traveller with a passport (a border is crossed),
    // a test card, and the confirmation.
    await page.getByRole('heading', { name: 'Your booking', level: 2 }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    const who = page.getByRole('group', { name: 'Adult 1' })
    await who.getByLabel('First name').fill('Minho')
    await who.getByLabel('Last name').fill('Lee')
    await who.getByLabel('Date of birth').fill('1985-11-20')
    await who.getByLabel('Passport number').fill('M00011122')
    await who.getByLabel('Issuing country').selectOption('KR')
    await who.getByLabel('Passport expiry date').fill(inDays(1500))
    await who.getByLabel('Nationality').selectOption('KR')
    await page.getByLabel('Card number').fill('4000 0000 0000 9995')
    await page.getByLabel('Expiry (MM/YY)').fill('10/32')
    await page.getByLabel('Security code').fill('999')
    await page.getByLabel('Name on the card').fill('Minho Lee')
    await page.getByLabel('Name on the card').press('Enter')
    // Refused in words above the card's fields; the form's line points at them.
    await page.getByText('The card has not enough funds. Try another card.').waitFor()
    await page.getByLabel('Card number').fill('5555 5555 5555 4444')
    await page.getByLabel('Card number').press('Enter')
    await page.getByRole('heading', { name: 'Booked', level: 2 }).waitFor()
    const [event] = await eventsOf(member.email)
    expect(event).toMatchObject({ state: 'booked', destination: 'Tokyo' })
    expect(await axeViolations(page)).toEqual([])

    // Narrow screens: nothing runs off the side, and the buttons stay large enough to touch.
    await page.setViewportSize({ width: 320, height: 700 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    const cancel = await page.getByRole('button', { name: 'Cancel this booking' }).boundingBox()
    expect(cancel?.height).toBeGreaterThanOrEqual(44)
    expect(await axeViolations(page)).toEqual([])
    // The card without funds is the one 402 asked for; nothing else may fail.
    expect(problems.filter((p) => !p.includes('status of 402'))).toEqual([])
    await context.close()
  })
})
