import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { FRIENDLY_SEARCH_URL_PATH, FRIENDLY_URL_ERROR } from '../shared/chrome/friendly-url.ts'
import { searchPagePath } from '../shared/trips/catalogue-contract.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** Tabs until the control whose text is `name` has focus (the journey is keyboard only). */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')
    if (focused === name) return
  }
  throw new Error(`no control named ${name} on the way`)
}

/** Friendly search URLs between the demo catalogue's results pages (decision 048), on the built site. */
describe('switching vertical from a results page', () => {
  // DEMO_CATALOGUE on: friendly URLs are on for its four verticals by default.
  const j = useSiteAndBrowser({ env: { DEMO_CATALOGUE: 'true' } })

  it('a visitor on Seoul to Tokyo flights picks Hotels and lands on Tokyo hotels for the same dates', async () => {
    const context = await j.browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const problems = watchConsole(page)
    const date = inDays(30)
    const flights = searchPagePath({ vertical: 'flight', from: 'seoul', to: 'tokyo', date })
    await openHydrated(page, `${j.site.origin}${flights}`)
    await page.getByRole('heading', { name: 'Flights', level: 1 }).waitFor()
    await page.getByRole('list', { name: 'Offers' }).waitFor()
    expect(await axeViolations(page)).toEqual([])

    const asked = page.waitForResponse((r) => r.url().endsWith(FRIENDLY_SEARCH_URL_PATH))
    await tabTo(page, 'Hotels')
    await page.keyboard.press('Enter')
    const answer = await asked
    expect(answer.status()).toBe(200)
    expect(answer.request().headers()['x-csrf']).toEqual(expect.any(String))
    const hotels = searchPagePath({ vertical: 'hotel', destination: 'tokyo', start: date, end: inDays(31) })
    await page.waitForURL(`${j.site.origin}${hotels}`)
    await page.getByRole('heading', { name: 'Hotels', level: 1 }).waitFor()
    await page.getByText(`Hotels in Tokyo from ${date} to ${inDays(31)}`).waitFor()
    await page.getByRole('list', { name: 'Offers' }).waitFor()
    expect(await page.locator('.fw-sidenav-link[aria-current="page"]').textContent()).toBe('Hotels')
    expect(await axeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })

  it('when the server cannot convert (a site with no home place), the visitor follows the plain link to the search form', async () => {
    const context = await j.browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const problems = watchConsole(page)
    const hotels = searchPagePath({
      vertical: 'hotel',
      destination: 'tokyo',
      start: inDays(30),
      end: inDays(32),
    })
    // Vietnam's site has no home place to fly from (shared/trips/home-places.ts).
    await openHydrated(page, `${j.site.origin}${hotels}?site=vn`)
    await page.getByRole('heading', { name: 'Hotels', level: 1 }).waitFor()
    const asked = page.waitForResponse((r) => r.url().endsWith(FRIENDLY_SEARCH_URL_PATH))
    await tabTo(page, 'Flights')
    await page.keyboard.press('Enter')
    expect((await asked).status()).toBe(422)
    await page.waitForURL(`${j.site.origin}/flights`)
    await page.getByRole('heading', { name: 'Search flights', level: 1 }).waitFor()
    // The browser notes the refused call; the page logs the spec's message (section 8), nothing else.
    expect(problems).toEqual([
      expect.stringContaining('status of 422'),
      expect.stringContaining(FRIENDLY_URL_ERROR),
    ])
    expect(await axeViolations(page)).toEqual([])

    // The search form is the way on: Seoul to Tokyo on a date, by keyboard.
    const form = page.getByRole('form', { name: 'Flight search' })
    await form.getByRole('radio', { name: 'One way' }).check()
    for (const [label, typed, option] of [
      ['From', 'Seoul', 'Seoul (all airports), South Korea'],
      ['To', 'Tokyo', 'Tokyo (all airports), Japan'],
    ] as const) {
      const place = form.getByRole('combobox', { name: label })
      await place.fill(typed)
      await page.getByRole('option', { name: option }).waitFor()
      await place.press('ArrowDown')
      await place.press('Enter')
    }
    const date = inDays(40)
    await form.getByLabel('Departure date', { exact: true }).fill(date)
    await form.getByLabel('Departure date', { exact: true }).press('Enter')
    await page.waitForURL(`${j.site.origin}/flights/search/SEL-TYO/${date}`)
    await page.getByRole('list', { name: 'Offers' }).waitFor()
    await context.close()
  })
})
