import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { signInBrowser } from './support/signed-in.ts'
import { demoOffer, tripsSetup } from './support/trips-page-api.ts'

const TRAVELLER = 'ben@northwind.test'
const WIDE = { width: 1280, height: 800 }
const NARROW = { width: 360, height: 740 }

describe('a traveller renames, moves and deletes on the trip page', () => {
  const j = useSiteAndBrowser()

  it('asks a signed-out visitor on /trips to sign in', async () => {
    const context = await j.browser.newContext({ viewport: WIDE })
    const page = await context.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/trips`)
    await page.getByText('Sign in to see your trips and the items you saved.').waitFor()
    await page.locator('article').getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('dialog').first().waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('renames to a de-duplicated name, moves an item by keyboard, and deletes the trip', async () => {
    const context = await j.browser.newContext({ viewport: WIDE, reducedMotion: 'reduce' })
    await signInBrowser(j.site, context, [{ email: TRAVELLER, businessMode: true }])
    const api = await tripsSetup(j.site, context)
    const paris = await api.createTrip('Paris')
    const rome = await api.createTrip('Rome')
    await api.save(rome.fullTripId, demoOffer('train', 'e2e-move-train', 'Rome to Florence', 'Rome'))

    const page = await context.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/trips`)
    await page.getByRole('heading', { name: 'Upcoming trips' }).waitFor()
    await page.getByRole('link', { name: 'Rome', exact: true }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('link', { name: 'Rome', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Rome' }).waitFor()
    expect(await axeViolations(page)).toEqual([])

    // Renamed to a name the traveller already has: the server keeps "Paris 1", and the page says so.
    await page.getByRole('button', { name: 'Rename or change dates' }).click()
    const rename = page.getByRole('dialog', { name: 'Rename or change dates' })
    await rename.getByLabel('Trip name').fill('Paris')
    await rename.getByLabel('Start date').fill('2027-04-09')
    await rename.getByLabel('End date').fill('2027-04-14')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'Paris 1' }).waitFor()
    await page.getByText('Saved. The trip is now called Paris 1.').waitFor()
    expect(await page.locator('article').textContent()).toContain('Apr 9, 2027 – Apr 14, 2027')
    // The tab and the header's drawer follow the new name without a reload.
    await expect.poll(() => page.title()).toBe('Paris 1 | Fernway')
    await page.getByRole('button', { name: /^Trips, / }).click()
    const drawer = page.getByRole('dialog', { name: 'Your trips' })
    await drawer.getByRole('link', { name: /Paris 1/ }).waitFor()
    expect(await drawer.getByRole('link', { name: /Rome/ }).count()).toBe(0)
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'detached' })

    // The move, by keyboard: focus the button, Enter, pick the trip, Enter.
    await page.getByRole('button', { name: 'Move: Rome to Florence', exact: true }).focus()
    await page.keyboard.press('Enter')
    const move = page.getByRole('dialog', { name: 'Move Rome to Florence' })
    await move.waitFor()
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([])
    await move.getByLabel('Move to trip').selectOption({ label: 'Paris' })
    await move.getByRole('button', { name: 'Move', exact: true }).focus()
    await page.keyboard.press('Enter')
    await page.getByText('Rome to Florence moved to Paris.').waitFor()
    await page.getByText('Nothing in this trip yet.').waitFor()
    expect(await axeViolations(page)).toEqual([])

    // Deleting asks first; the trips page follows without the trip.
    await page.getByRole('button', { name: 'Delete trip' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete Paris 1?' })
    await confirm.getByRole('button', { name: 'Keep the trip' }).click()
    await confirm.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Delete trip' }).click()
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([])
    await page
      .getByRole('dialog', { name: 'Delete Paris 1?' })
      .getByRole('button', { name: 'Delete trip' })
      .click()
    await page.waitForURL(`${j.site.origin}/trips`)
    await page.getByRole('link', { name: 'Paris', exact: true }).waitFor()
    expect(await page.getByRole('link', { name: 'Paris 1' }).count()).toBe(0)

    // The item is in Paris now.
    await openHydrated(page, `${j.site.origin}/trips/${paris.fullTripId}`)
    await page.getByRole('heading', { name: /Rome to Florence/ }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  }, 180_000)

  it('puts an item in the cart and cancels a booking, marking the trip fully cancelled', async () => {
    const context = await j.browser.newContext({ viewport: WIDE, reducedMotion: 'reduce' })
    await signInBrowser(j.site, context, [{ email: TRAVELLER, businessMode: true }])
    const api = await tripsSetup(j.site, context)
    const trip = await api.createTrip('Vienna')
    const hotel = await api.save(
      trip.fullTripId,
      demoOffer('hotel', 'e2e-cancel-hotel', 'Hotel Sacher', 'Vienna'),
    )
    await api.book(hotel.event.id)
    await api.save(trip.fullTripId, demoOffer('car', 'e2e-cart-car', 'Compact car', 'Vienna'))
    const page = await context.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/trips/${trip.fullTripId}`)
    await page.getByRole('button', { name: 'Put in cart: Compact car', exact: true }).click()
    await page.getByText('Compact car is in your cart.').waitFor()
    await page.getByRole('button', { name: 'Take out of cart: Compact car', exact: true }).waitFor()
    await page.getByRole('button', { name: 'Remove: Compact car', exact: true }).click()
    await page.getByText('Compact car removed.').waitFor()
    // Cancelling cannot be undone: it asks first, and the keyboard answers.
    await page.getByRole('button', { name: 'Cancel booking: Hotel Sacher', exact: true }).press('Enter')
    const confirm = page.getByRole('dialog', { name: 'Cancel the booking of Hotel Sacher?' })
    await confirm.waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await confirm.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Cancel booking: Hotel Sacher', exact: true }).press('Enter')
    await confirm.getByRole('button', { name: 'Cancel booking', exact: true }).press('Enter')
    await page.getByText('The booking of Hotel Sacher is cancelled.').waitFor()
    await page.locator('header').getByText('Fully cancelled').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await openHydrated(page, `${j.site.origin}/trips`)
    const card = page.getByRole('listitem').filter({ hasText: 'Vienna' })
    expect(await card.getByText('Fully cancelled').count()).toBe(1)
    expect(await card.textContent()).toContain('1 cancelled')
    expect(problems).toEqual([])
    await context.close()
  }, 120_000)

  it('shows the rename dialog full-screen and axe-clean on a phone', async () => {
    const context = await j.browser.newContext({ viewport: NARROW, reducedMotion: 'reduce' })
    await signInBrowser(j.site, context, [{ email: TRAVELLER, businessMode: true }])
    const api = await tripsSetup(j.site, context)
    const trip = await api.createTrip('Oslo')
    const page = await context.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/trips/${trip.fullTripId}`)
    await page.getByRole('heading', { level: 1, name: 'Oslo' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Rename or change dates' }).click()
    await page.getByRole('dialog', { name: 'Rename or change dates' }).waitFor()
    expect(await page.locator('.fw-modal--fullscreen').count()).toBe(1)
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([])
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(problems).toEqual([])
    await context.close()
  })
})
