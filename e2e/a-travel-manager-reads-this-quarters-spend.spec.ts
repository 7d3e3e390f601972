import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { signInBrowser } from './support/signed-in.ts'

/** Decision 058: Northwind's demo year of bookings, read live on /business/stats and the tracker. */
describe("a travel manager reads this quarter's spend", () => {
  const j = useSiteAndBrowser({ demoTravel: true })

  it('reads the figures, cuts them by month and hotels, downloads the CSV and opens the tracker', async () => {
    const context = await j.browser.newContext({ acceptDownloads: true })
    const page = await context.newPage()
    const problems = watchConsole(page)
    await signInBrowser(j.site, context, [{ email: 'admin@northwind.test', businessMode: true }])
    await openHydrated(page, `${j.site.origin}/business/stats`)
    await page.getByRole('heading', { name: 'Reporting', level: 1 }).waitFor()
    const tiles = page.getByRole('list', { name: 'Figures for the chosen range' })
    await tiles.getByRole('heading', { name: 'Spend' }).waitFor()
    await page.getByText(/^Live: every booking up to/).waitFor()
    expect(await axeViolations(page)).toEqual([])

    // Month by month: the series has one point per month of the quarter so far.
    await page.getByRole('combobox', { name: 'Cut by' }).selectOption('month')
    const overTime = page.getByRole('figure', { name: 'Spend over time' })
    await overTime.getByText('Show as a table').click()
    const months = overTime.getByRole('table', { name: 'Spend over time' }).getByRole('rowheader')
    await expect.poll(async () => (await months.allTextContents()).every((d) => d.endsWith('-01'))).toBe(true)

    // Hotels only: the breakdown by kind of travel keeps one row.
    await page.getByRole('combobox', { name: 'Kind of travel' }).selectOption('hotel')
    const byVertical = page.getByRole('figure', { name: 'Spend by kind of travel' })
    await byVertical.getByText('Show as a table').click()
    await expect
      .poll(async () => byVertical.getByRole('table').getByRole('rowheader').allTextContents())
      .toEqual(['Hotels'])
    expect(await axeViolations(page)).toEqual([])

    // The CSV follows the filters: hotels only, with the reporting fields as columns.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the bookings (CSV)' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(
      /^fernway-bookings-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    )
    const csv = fs
      .readFileSync((await download.path()) as string, 'utf8')
      .trimEnd()
      .split('\r\n')
    expect(csv[0]).toContain('field:costCentre,field:project')
    expect(csv.length).toBeGreaterThan(1)
    expect(csv.slice(1).every((line) => line.split(',')[4] === 'hotel')).toBe(true)

    // The tracker: points on our map are links in the tab order; the list follows the choice.
    await openHydrated(page, `${j.site.origin}/business/traveler-tracker`)
    const map = page.getByRole('figure', { name: 'World map of where travellers are' })
    await map.getByRole('link').first().waitFor()
    const firstPoint = map.getByRole('link').first()
    await firstPoint.focus()
    expect(await firstPoint.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await firstPoint.getAttribute('aria-label')).toMatch(/^[A-Z][\w -]+: [A-Z]/)
    await page.getByText('Now', { exact: true }).first().waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('radio', { name: 'Next 14 days' }).check()
    await expect.poll(() => page.getByText('Now', { exact: true }).count()).toBe(0)
    expect(await page.getByRole('listitem').filter({ hasText: ' to ' }).count()).toBeGreaterThan(0)
    expect(await axeViolations(page)).toEqual([])

    // A traveller sees who can see the tracker, on their own account page.
    const ava = await j.browser.newContext()
    const avaPage = await ava.newPage()
    await signInBrowser(j.site, ava, [{ email: 'ava@northwind.test', businessMode: true }])
    await openHydrated(avaPage, `${j.site.origin}/profile/account`)
    const panel = avaPage.getByRole('region', { name: 'Who can see my location' })
    await panel.getByText('Amara Okafor, Admin').waitFor()
    await panel.getByText('Marcus Lindqvist, Travel manager').waitFor()
    expect(await axeViolations(avaPage)).toEqual([])
    expect(problems).toEqual([])
    await ava.close()
    await context.close()
  })
})
