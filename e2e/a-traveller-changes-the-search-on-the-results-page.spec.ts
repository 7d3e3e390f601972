import { describe, expect, it } from 'vitest'
import { openHydrated, untilHydrated, watchConsole } from './support/browser.ts'
import { withConsentGiven } from './support/consent.ts'
import { useSiteAndBrowser } from './support/journey.ts'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/**
 * A results page's search box hydrates on first use (web/app/island-on-use.tsx): until then it is the
 * server's HTML, which names the places (never their codes), and a first touch brings it to life.
 */
describe('changing the search on the results page', () => {
  const j = useSiteAndBrowser({ env: { DEMO_CATALOGUE: 'true' } })

  it('a traveller on Seoul to Tokyo flights sees the places by name, types Osaka instead of Tokyo and gets its flights', async () => {
    const context = await j.browser.newContext({ viewport: { width: 1024, height: 900 } })
    await withConsentGiven(context, [j.site.origin])
    const page = await context.newPage()
    const problems = watchConsole(page)
    const [depart, back] = [inDays(30), inDays(37)]
    await openHydrated(page, `${j.site.origin}/flights/search/SEL-TYO/${depart}/${back}`)
    await page.getByRole('list', { name: 'Offers' }).waitFor()
    const box = page.getByRole('form', { name: 'Flight search' })
    const from = box.getByRole('combobox', { name: 'From' })
    const to = box.getByRole('combobox', { name: 'To' })
    expect(await from.inputValue()).toBe('Seoul')
    expect(await to.inputValue()).toBe('Tokyo')

    // The first touch wakes the box; a key typed before its code has run would reach only the plain field.
    await to.click()
    await untilHydrated(to)
    await to.fill('osaka')
    await page.getByRole('option', { name: /^Osaka \(all airports\)/ }).click()
    await box.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(`${j.site.origin}/flights/search/SEL-OSA/${depart}/${back}`)
    await page.getByRole('heading', { name: 'Flights from Seoul to Osaka and back', level: 1 }).waitFor()
    expect(await to.inputValue()).toBe('Osaka')
    expect(problems).toEqual([])
  })

  it('on the Korean site the box names the places in Korean from the first paint', async () => {
    const context = await j.browser.newContext({ viewport: { width: 390, height: 900 } })
    await withConsentGiven(context, [j.site.origin])
    const page = await context.newPage()
    // Scripts off: what the server sent, before any hydration.
    await context.route('**/*.js', (route) => route.abort())
    await page.goto(`${j.site.origin}/flights/search/SEL-TYO/${inDays(30)}/${inDays(37)}?site=kr`)
    const values = await page
      .locator('input[role="combobox"]')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))
    expect(values).toEqual(['서울', '도쿄'])
  })
})
