import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { withConsentGiven } from './support/consent.ts'
import { useSiteAndBrowser } from './support/journey.ts'

const feedbackRows = (j: ReturnType<typeof useSiteAndBrowser>) =>
  j.site.database.db
    .selectFrom('site_feedback')
    .select(['message', 'rating', 'page_path', 'user_id'])
    .execute()

/** Our own feedback widget (decision 050): loaded hidden after its delay, shown from the side navigation. */
describe('a visitor sends feedback from the side navigation', () => {
  const j = useSiteAndBrowser()

  it('loads the widget hidden, shows it on the feedback entry, and sends the feedback', async () => {
    const context = await j.browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    })
    await withConsentGiven(context, [j.site.origin])
    const page = await context.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/trips`)
    // Loaded after its delay (10 s by default), and hidden: nothing shows until the entry is clicked.
    await page.locator('[data-feedback="loaded"]').waitFor({ state: 'attached', timeout: 20_000 })
    expect(await page.getByRole('dialog').count()).toBe(0)

    await page.getByRole('button', { name: 'Menu' }).click()
    await page
      .getByRole('list', { name: 'Site settings' })
      .getByRole('link', { name: 'Send feedback' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Send us feedback' })
    await dialog.waitFor()
    // The entry opened the widget instead of following its link to the help centre.
    expect(new URL(page.url()).pathname).toBe('/trips')
    expect(await axeViolations(page)).toEqual([])

    await dialog.getByRole('radio', { name: 'Very good' }).check()
    const text = 'Search was <b>fast</b> & the map <script>alert(1)</script> helped'
    await dialog.getByRole('textbox', { name: 'Your feedback' }).fill(text)
    await dialog.getByRole('button', { name: 'Send feedback' }).click()
    await dialog.getByText('Thank you. Your feedback was sent.').waitFor()
    expect(await axeViolations(page)).toEqual([])
    expect(await feedbackRows(j)).toEqual([{ message: text, rating: 4, page_path: '/trips', user_id: null }])
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(problems).toEqual([])
    await context.close()
  })

  it('for a visitor who refused functional cookies it never loads, and the entry leads to the help centre', async () => {
    const context = await j.browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    })
    // A returning visitor who refused every optional cookie category.
    await withConsentGiven(context, [j.site.origin], ['strictlyNecessary'])
    const page = await context.newPage()
    // The page's timers on Playwright's clock: the feedback widget's delay passes at once.
    await page.clock.install()
    await openHydrated(page, `${j.site.origin}/trips`)
    await page.clock.runFor(11_000)
    expect(await page.locator('[data-feedback]').count()).toBe(0)
    await page.getByRole('button', { name: 'Menu' }).click()
    await page
      .getByRole('list', { name: 'Site settings' })
      .getByRole('link', { name: 'Send feedback' })
      .click()
    await page.waitForURL(`${j.site.origin}/help`)
    await context.close()
  })
})
