import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { signInBrowser } from './support/signed-in.ts'
import { demoOffer, tripsSetup } from './support/trips-page-api.ts'

const OWNER = 'dana@northwind.test'
const WIDE = { width: 1280, height: 800 }
const NARROW = { width: 360, height: 740 }

/** The owner makes a read-only link on a phone; a visitor who holds it sees the trip, never who or what it cost. */
describe('a visitor opens a read-only trip link', () => {
  const j = useSiteAndBrowser()

  it('shows the trip and its timeline without names, e-mail addresses or prices', async () => {
    const owner = await j.browser.newContext({ viewport: NARROW, reducedMotion: 'reduce' })
    await owner.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: j.site.origin })
    await signInBrowser(j.site, owner, [{ email: OWNER, businessMode: true }])
    const api = await tripsSetup(j.site, owner)
    const trip = await api.createTrip('Kyoto autumn')
    const flight = await api.save(
      trip.fullTripId,
      demoOffer('flight', 'e2e-link-flight', 'SFO to KIX', 'Kyoto'),
    )
    await api.save(trip.fullTripId, demoOffer('hotel', 'e2e-link-hotel', 'Ryokan Sakura', 'Kyoto'))
    await api.book(flight.event.id)

    const page = await owner.newPage()
    const ownerProblems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/trips/${trip.fullTripId}`)
    // The owner's own booking for herself is booked, without "Booked by Dana Whitfield for Dana
    // Whitfield" (issue 30); the link's page names nobody either.
    await page
      .getByRole('listitem')
      .filter({ hasText: 'SFO to KIX' })
      .getByText('Booked', { exact: true })
      .waitFor()
    expect(await page.getByText(/Booked by/).count()).toBe(0)
    await page.getByRole('button', { name: 'Share', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Share Kyoto autumn' })
    await dialog.waitFor()
    // On a phone the dialog takes the whole screen.
    expect(await page.locator('.fw-modal--fullscreen').count()).toBe(1)
    await dialog.getByRole('button', { name: 'Create link' }).click()
    const field = dialog.getByLabel('Link', { exact: true })
    await field.waitFor()
    const url = await field.inputValue()
    // The secret is the fragment: browsers never send it, so no server log or Referer keeps it.
    expect(url).toMatch(/^https?:\/\/[^/]+\/trips\/shared#[A-Za-z0-9_-]{43}$/)
    const linkSecret = new URL(url).hash.slice(1)
    // The link names the configured public origin; this test site listens on a port of its own.
    const onSite = `${j.site.origin}${new URL(url).pathname}${new URL(url).hash}`
    await dialog.getByRole('button', { name: 'Copy link' }).click()
    await dialog.getByText('Link copied.').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([])
    expect(ownerProblems).toEqual([])

    for (const viewport of [WIDE, NARROW]) {
      const visitor = await j.browser.newContext({ viewport, reducedMotion: 'reduce' })
      const shared = await visitor.newPage()
      const problems = watchConsole(shared)
      const requested: string[] = []
      shared.on('request', (r) => requested.push(r.url()))
      await openHydrated(shared, onSite)
      await shared.getByRole('heading', { level: 1, name: 'Kyoto autumn' }).waitFor()
      // A page for whoever holds the link: search engines are asked not to list it.
      expect(await shared.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
      await shared.getByText('SFO to KIX').waitFor()
      await shared.getByText('Ryokan Sakura').waitFor()
      // The text a person sees: textContent would also read style and script elements.
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is checked
      const text = await shared.locator('body').innerText()
      expect(text).toContain('Booked')
      expect(text).toContain('Saved')
      for (const secret of ['Dana', 'Whitfield', '@', '450', 'Booked by'])
        expect(text, secret).not.toContain(secret)
      expect(await shared.locator('article').getByRole('button').count()).toBe(0)
      expect(await axeViolations(shared)).toEqual([])
      expect(problems).toEqual([])
      expect(requested.filter((u) => u.includes(linkSecret))).toEqual([])
      await visitor.close()
    }

    // Turned off, the link shows a plain "does not work" page.
    await dialog.getByRole('button', { name: 'Turn off link' }).click()
    await dialog.getByText('The link no longer works.').waitFor()
    const late = await j.browser.newContext({ viewport: WIDE })
    const latePage = await late.newPage()
    await openHydrated(latePage, onSite)
    await latePage.getByRole('heading', { level: 1, name: 'This link does not work' }).waitFor()
    expect(await latePage.locator('article').textContent()).not.toContain('Kyoto autumn')
    await late.close()
    await owner.close()
  }, 180_000)
})
