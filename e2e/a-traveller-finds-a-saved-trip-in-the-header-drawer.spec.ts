import { describe, expect, it } from 'vitest'
import { createTestUser, signInBrowser } from '../server/testing/account/account-test-support.ts'
import { json, withOwnIps } from '../server/testing/trips/trips-test-kit.ts'
import { TRIPS_API_PATHS } from '../shared/trips/trips-contract.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'

describe('a traveller finds a saved trip in the header drawer', () => {
  const j = useSiteAndBrowser()

  it('opens the drawer with the keyboard, sees the trip, and is told when a friend shares one', async () => {
    // Setup through the API, as the signed-in traveller: a trip to Lisbon with two saved offers.
    const me = withOwnIps(await signInBrowser(j.site, await createTestUser(j.site, { firstName: 'Iris' })))
    const first = await me.save({ destination: 'Lisbon', title: 'Alfama flat' })
    await me.save({ destination: 'Lisbon', title: 'Tram tour', vertical: 'train' }, first.trip.fullTripId)
    const context = await j.browser.newContext({ viewport: { width: 1280, height: 800 } })
    await context.addCookies([{ name: 'fw_sg', value: me.cookie.slice('fw_sg='.length), url: j.site.origin }])
    const page = await context.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/help`)

    const toggle = page.getByRole('button', { name: 'Trips, 2 saved items' })
    await toggle.waitFor()
    // One wishlist item so far (Lisbon): the toast says so.
    await page.getByRole('region', { name: 'Wishlist' }).getByText('first item for Lisbon').waitFor()
    await toggle.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Your trips' })
    await drawer.waitFor()
    const trip = drawer.getByRole('link', { name: new RegExp(first.trip.tripName) })
    expect(await trip.getAttribute('href')).toBe(first.trip.tripUrl.url)
    const thumbnail = trip.locator('img')
    expect([await thumbnail.getAttribute('width'), await thumbnail.getAttribute('height')]).toEqual([
      '32',
      '32',
    ])
    expect(await drawer.getByRole('link', { name: 'Go to trips' }).getAttribute('href')).toBe('/trips')
    expect(await axeViolations(page)).toEqual([])

    // Escape closes it and gives the keyboard back to the toggle; the reminder shows once.
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'detached' })
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label')?.startsWith('Trips'))
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await page.getByText('Your saved items are here, in your trips.').waitFor()
    expect(await axeViolations(page)).toEqual([])

    // A friend shares a trip: the notification shows the sharer's initial, and dismissal clears it for good.
    const friend = withOwnIps(
      await signInBrowser(j.site, await createTestUser(j.site, { firstName: 'Noor' })),
    )
    const theirs = await friend.save({ destination: 'Porto' })
    const shared = await friend.call(
      json('POST', TRIPS_API_PATHS.tripShares(theirs.trip.fullTripId), { email: me.email, role: 'viewer' }),
    )
    expect(shared.statusCode, shared.body).toBe(201)
    await openHydrated(page, `${j.site.origin}/help`)
    const notice = page.getByRole('region', { name: 'Shared trip' })
    await notice.waitFor()
    expect(await notice.textContent()).toContain(`shared the trip ${theirs.trip.tripName} with you.`)
    expect((await notice.locator('.fw-avatar').textContent())?.startsWith('N')).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await notice.getByRole('button', { name: 'Dismiss' }).click()
    await notice.waitFor({ state: 'detached' })
    await expect.poll(async () => (await me.store('user')).user?.notificationData ?? null).toBeNull()
    await openHydrated(page, `${j.site.origin}/help`)
    await page.getByRole('button', { name: 'Trips, 3 saved items' }).waitFor()
    expect(await notice.count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('is a full-screen dialog on a narrow screen, closed by Escape with focus back on its toggle', async () => {
    const me = withOwnIps(await signInBrowser(j.site, await createTestUser(j.site)))
    const saved = await me.save({ destination: 'Kyoto' })
    const context = await j.browser.newContext({ viewport: { width: 375, height: 740 } })
    await context.addCookies([{ name: 'fw_sg', value: me.cookie.slice('fw_sg='.length), url: j.site.origin }])
    const page = await context.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/help`)
    const toggle = page.getByRole('button', { name: 'Trips, 1 saved item' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Your trips' })
    await drawer.getByRole('link', { name: new RegExp(saved.trip.tripName) }).waitFor()
    const box = await drawer.boundingBox()
    expect(box?.width).toBe(375)
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'detached' })
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label')?.startsWith('Trips'))
    expect(problems).toEqual([])
    await context.close()
  })
})
