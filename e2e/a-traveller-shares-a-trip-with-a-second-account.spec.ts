import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { signInBrowser } from './support/signed-in.ts'
import { demoOffer, tripsSetup } from './support/trips-page-api.ts'

const OWNER = 'traveler@fernway.test'
const FRIEND = 'ava@northwind.test'
const WIDE = { width: 1280, height: 800 }

/** The real built site: the owner shares a trip by e-mail, the second account finds it on /trips. */
describe('a traveller shares a trip with a second account', () => {
  const j = useSiteAndBrowser()

  async function signedIn(
    email: string,
    businessMode: boolean,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await j.browser.newContext({ viewport: WIDE, reducedMotion: 'reduce' })
    await signInBrowser(j.site, context, [{ email, businessMode }])
    return { context, page: await context.newPage() }
  }

  it('shares as a viewer (no edit controls), then as an editor who can rename', async () => {
    const owner = await signedIn(OWNER, false)
    const api = await tripsSetup(j.site, owner.context)
    const trip = await api.createTrip('Lisbon in spring')
    await api.save(trip.fullTripId, demoOffer('hotel', 'e2e-share-hotel', 'Casa Azul', 'Lisbon'))

    const ownerProblems = watchConsole(owner.page)
    await openHydrated(owner.page, `${j.site.origin}/trips/${trip.fullTripId}`)
    await owner.page.getByRole('heading', { level: 1, name: 'Lisbon in spring' }).waitFor()
    await owner.page.getByRole('button', { name: 'Share', exact: true }).click()
    const dialog = owner.page.getByRole('dialog', { name: 'Share Lisbon in spring' })
    await dialog.waitFor()
    await dialog.getByLabel('E-mail address').fill(FRIEND)
    await dialog.getByLabel('Rights', { exact: true }).selectOption('viewer')
    await dialog.getByRole('button', { name: 'Share', exact: true }).click()
    await dialog.getByText(`Shared with ${FRIEND}.`).waitFor()
    await dialog.getByRole('button', { name: `Stop sharing with ${FRIEND}` }).waitFor()
    expect(await dialog.getByLabel(`Rights of ${FRIEND}`).inputValue()).toBe('viewer')
    expect(await axeViolations(owner.page, '[role="dialog"]')).toEqual([])

    // The second account sees the trip among its own, with viewer rights and nothing to change.
    const friend = await signedIn(FRIEND, true)
    const friendProblems = watchConsole(friend.page)
    await openHydrated(friend.page, `${j.site.origin}/trips`)
    const card = friend.page.getByRole('listitem').filter({ hasText: 'Lisbon in spring' })
    await card.waitFor()
    expect(await card.textContent()).toContain('Shared by Tomas Reyes · you can view')
    expect(await axeViolations(friend.page)).toEqual([])
    await card.getByRole('link', { name: 'Lisbon in spring' }).click()
    await friend.page.getByRole('heading', { level: 1, name: 'Lisbon in spring' }).waitFor()
    await friend.page.getByText('Casa Azul').waitFor()
    expect(await friend.page.getByText('You can view it.').count()).toBe(1)
    const main = friend.page.locator('article')
    for (const name of [
      'Rename or change dates',
      'Share',
      'Delete trip',
      'Remove: Casa Azul',
      'Put in cart: Casa Azul',
    ])
      expect(await main.getByRole('button', { name }).count(), name).toBe(0)
    expect(await axeViolations(friend.page)).toEqual([])

    // The owner makes them an editor; now they may rename, and the page shows the name the server kept.
    await dialog.getByLabel(`Rights of ${FRIEND}`).selectOption('editor')
    await expect.poll(() => dialog.getByLabel(`Rights of ${FRIEND}`).inputValue()).toBe('editor')
    await owner.page.waitForLoadState('networkidle')
    await openHydrated(friend.page, `${j.site.origin}/trips/${trip.fullTripId}`)
    await friend.page.getByText('You can edit it.').waitFor()
    await friend.page.getByRole('button', { name: 'Rename or change dates' }).click()
    const rename = friend.page.getByRole('dialog', { name: 'Rename or change dates' })
    await rename.getByLabel('Trip name').fill('Lisbon with Ava')
    expect(await axeViolations(friend.page, '[role="dialog"]')).toEqual([])
    await rename.getByRole('button', { name: 'Save', exact: true }).click()
    await friend.page.getByRole('heading', { level: 1, name: 'Lisbon with Ava' }).waitFor()
    await friend.page.getByText('Saved. The trip is now called Lisbon with Ava.').waitFor()
    // Sharing and deleting stay the owner's.
    expect(await friend.page.getByRole('button', { name: 'Delete trip' }).count()).toBe(0)
    expect(await axeViolations(friend.page)).toEqual([])

    expect(ownerProblems).toEqual([])
    expect(friendProblems).toEqual([])
    await owner.context.close()
    await friend.context.close()
  }, 180_000)
})
