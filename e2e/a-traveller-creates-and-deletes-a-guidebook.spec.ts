import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { signInBrowser } from './support/signed-in.ts'

const TRAVELLER = 'traveler@fernway.test'

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim())

/** A signed-out visitor is asked to sign in; a traveller makes, renames and deletes a guidebook by keyboard. */
describe('a traveller creates and deletes a guidebook', () => {
  const j = useSiteAndBrowser()

  it('asks a signed-out visitor to sign in with the header dialog', async () => {
    const context = await j.browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/guides/yourguides`)
    await page.getByText('Sign in to make guidebooks for the places you are planning.').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.locator('article').getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('dialog').first().waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('creates, renames and deletes a guidebook with the keyboard, and fits a 320 px screen', async () => {
    const context = await j.browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    })
    await signInBrowser(j.site, context, [{ email: TRAVELLER, businessMode: false }])
    const page = await context.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/guides/yourguides`)
    await page.getByText('You have no guidebooks yet. Create your first one above.').waitFor()
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('textbox', { name: 'Name' }).focus()
    await page.keyboard.type('Lisbon food and fado nights')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Lisbon')
    await page.keyboard.press('Enter')
    const heading = page.getByRole('heading', { level: 3, name: 'Lisbon food and fado nights' })
    await heading.waitFor()
    await page.getByText('Guidebook “Lisbon food and fado nights” created.').waitFor()
    await page.getByText('Destination: Lisbon').waitFor()
    expect(await axeViolations(page)).toEqual([])

    const card = page.locator('li', { has: heading })
    await card.getByRole('button', { name: 'Rename Lisbon food and fado nights' }).focus()
    await page.keyboard.press('Enter')
    const field = card.getByRole('textbox', { name: 'New name' })
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'guidebookRename')
    await field.fill('Lisbon in spring')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 3, name: 'Lisbon in spring' }).waitFor()
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Rename')

    // On a phone nothing overflows, even with a long unbroken name.
    await page.setViewportSize({ width: 320, height: 640 })
    const renamed = page.locator('li', { has: page.getByRole('heading', { name: 'Lisbon in spring' }) })
    await renamed.getByRole('button', { name: 'Rename Lisbon in spring' }).click()
    await renamed.getByRole('textbox', { name: 'New name' }).fill(`Lisbon${'x'.repeat(60)}`)
    await page.keyboard.press('Enter')
    const long = page.getByRole('heading', { level: 3, name: `Lisbon${'x'.repeat(60)}` })
    await long.waitFor()
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0)
    expect(await axeViolations(page)).toEqual([])

    const last = page.locator('li', { has: long })
    await last.getByRole('button', { name: /^Delete Lisbon/ }).focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Keep it')
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Shift+Tab')
    expect(await focusedText(page)).toBe('Delete')
    await page.keyboard.press('Enter')
    await page.getByText('You have no guidebooks yet. Create your first one above.').waitFor()
    await page
      .getByText(/^Guidebook “Lisbon x+” deleted\.$|deleted\./)
      .first()
      .waitFor()
    const rows = await j.site.database.db.selectFrom('guidebooks').selectAll().execute()
    expect(rows).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })
})
