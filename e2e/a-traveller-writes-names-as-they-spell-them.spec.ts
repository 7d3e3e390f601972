import { describe, expect, it } from 'vitest'
import { createTestUser, signInBrowser } from '../server/testing/account/account-test-support.ts'
import { TRIPS_LIMITS } from '../shared/trips/trips-contract.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { tripsSetup } from './support/trips-page-api.ts'

/** Issue 27 item 5: people's real names pass, only invisible control characters are refused, long names wrap. */
describe('a traveller writes names as they spell them', () => {
  const j = useSiteAndBrowser()

  async function signedIn(width: number) {
    const me = await signInBrowser(j.site, await createTestUser(j.site))
    const context = await j.browser.newContext({ viewport: { width, height: 800 } })
    await context.addCookies([{ name: 'fw_sg', value: me.cookie.slice('fw_sg='.length), url: j.site.origin }])
    const page = await context.newPage()
    return { me, context, page, problems: watchConsole(page) }
  }

  const overflow = (page: import('playwright-core').Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

  it('saves a Persian name with its zero-width non-joiner, and says in words what is wrong with a pasted direction override', async () => {
    const { context, page, problems } = await signedIn(390)
    await openHydrated(page, `${j.site.origin}/profile/account`)
    const profile = page.locator('#account-profile')
    const first = profile.getByLabel('First name')
    await first.fill('نیک‌نام')
    await profile.getByRole('button', { name: 'Save', exact: true }).click()
    await profile.getByText('Your profile is saved.').waitFor()
    expect(await first.inputValue()).toBe('نیک‌نام')

    await first.fill('Mina\u202Egnp.exe')
    await profile.getByRole('button', { name: 'Save', exact: true }).click()
    await profile.getByText('invisible control or text-direction character', { exact: false }).waitFor()
    expect(await first.getAttribute('aria-invalid')).toBe('true')
    const text = (await profile.textContent()) ?? ''
    expect(text).not.toContain('firstName')
    expect(text).not.toContain('control characters')
    expect(await axeViolations(page)).toEqual([])
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    expect(problems.filter((p) => !p.includes('400'))).toEqual([])
    await context.close()
  })

  it('keeps a long unbroken trip name, and its numbered twin, within the limit and within a phone’s width', async () => {
    const { context, page, problems } = await signedIn(390)
    const api = await tripsSetup(j.site, context)
    const long = 'Reykjavík'.repeat(12).slice(0, TRIPS_LIMITS.nameMaxLength)
    const one = await api.createTrip(long)
    const twin = await api.createTrip(long)
    expect(one.tripName).toBe(long)
    expect(twin.tripName.length).toBeLessThanOrEqual(TRIPS_LIMITS.nameMaxLength)
    expect(twin.tripName).toMatch(/ 1$/)
    for (const path of ['/trips', `/trips/${twin.fullTripId}`]) {
      await openHydrated(page, `${j.site.origin}${path}`)
      await page.getByText(twin.tripName.slice(0, 20), { exact: false }).first().waitFor()
      expect(await overflow(page), path).toBeLessThanOrEqual(0)
    }
    expect(problems).toEqual([])
    await context.close()
  })
})
