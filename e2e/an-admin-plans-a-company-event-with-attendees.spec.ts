import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { signInBrowser } from './support/signed-in.ts'

/** The real built site and server: the event is stored, and its attendee sees it in their own browser. */
describe('an admin plans a company event with attendees', () => {
  const j = useSiteAndBrowser()

  it('plans an offsite with the keyboard, adds a colleague found by name, and the colleague sees it', async () => {
    const context = await j.browser.newContext()
    const page = await context.newPage()
    const problems = watchConsole(page)
    await signInBrowser(j.site, context, [{ email: 'admin@northwind.test', businessMode: true }])
    await openHydrated(page, `${j.site.origin}/business/events`)
    const plan = page.getByRole('button', { name: 'Plan an event' })
    await plan.waitFor()
    await page.getByText('No events yet. Plan the first one.').waitFor()
    expect(await axeViolations(page)).toEqual([])

    await plan.focus()
    await page.keyboard.press('Enter')
    const name = page.getByRole('textbox', { name: 'Event name' })
    await name.waitFor()
    await name.fill('Spring offsite')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Lisbon')
    await page.getByLabel('First day').fill('2027-04-12')
    await page.getByLabel('Last day').fill('2027-04-14')
    await page.getByRole('textbox', { name: 'Description' }).fill('Two days of planning by the sea.')
    await page.getByRole('searchbox', { name: 'Find colleagues to add' }).fill('Ava')
    const add = page.getByRole('button', { name: 'Add Ava Chen' })
    await add.waitFor()
    expect(await axeViolations(page)).toEqual([])
    await add.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Remove Ava Chen' }).waitFor()
    await page.getByRole('button', { name: 'Save event' }).click()

    await page.getByText('Saved Spring offsite.').waitFor()
    const card = page.getByRole('article', { name: 'Spring offsite' })
    await card.getByText('Organised by Amara Okafor').waitFor()
    expect(await card.getByRole('list', { name: 'Attendees of Spring offsite' }).textContent()).toContain(
      'Ava Chen',
    )
    expect(await axeViolations(page)).toEqual([])
    const stored = await j.site.database.db
      .selectFrom('business_events')
      .select(['name', 'city', 'start_date', 'end_date'])
      .executeTakeFirstOrThrow()
    expect(stored).toEqual({
      name: 'Spring offsite',
      city: 'Lisbon',
      start_date: '2027-04-12',
      end_date: '2027-04-14',
    })

    // Ava, a traveller, sees the event she attends but may not plan or change events.
    const avaContext = await j.browser.newContext()
    const ava = await avaContext.newPage()
    await signInBrowser(j.site, avaContext, [{ email: 'ava@northwind.test', businessMode: true }])
    await openHydrated(ava, `${j.site.origin}/business/events`)
    await ava.getByRole('article', { name: 'Spring offsite' }).waitFor()
    expect(await ava.getByRole('button', { name: 'Plan an event' }).count()).toBe(0)
    expect(await ava.getByRole('button', { name: 'Change Spring offsite' }).count()).toBe(0)
    expect(await axeViolations(ava)).toEqual([])
    expect(problems).toEqual([])
    await avaContext.close()
    await context.close()
  })
})
