import { describe, expect, it } from 'vitest'
import { MARKETING_ID_PATHS, MARKETING_ID_PATTERN } from '../shared/marketing-id/marketing-id-contract.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'

/** The marketing id (decision 048) on the built site: Canada's site asks before any optional cookie. */
describe('the marketing id', () => {
  const j = useSiteAndBrowser()

  it('a visitor gets a kmkid only after allowing advertising, and loses it on rejecting all', async () => {
    const context = await j.browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const problems = watchConsole(page)
    const syncs: number[] = []
    page.on('response', (r) => {
      if (r.url().endsWith(MARKETING_ID_PATHS.sync)) syncs.push(r.status())
    })
    const kmkid = async () => (await context.cookies(j.site.origin)).find((c) => c.name === 'kmkid')

    await openHydrated(page, `${j.site.origin}/?site=ca`)
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await banner.waitFor()
    // Before a choice: no call, no cookie.
    expect(syncs).toEqual([])
    expect(await kmkid()).toBeUndefined()

    const synced = page.waitForResponse((r) => r.url().endsWith(MARKETING_ID_PATHS.sync))
    await banner.getByRole('button', { name: 'Accept all' }).click()
    expect((await synced).status()).toBe(200)
    const cookie = await kmkid()
    expect(cookie?.value).toMatch(MARKETING_ID_PATTERN)
    expect(cookie?.httpOnly).toBe(true)

    // The same browser keeps its id on the next page, without syncing again (once per session and
    // consent, issue 30).
    await openHydrated(page, `${j.site.origin}/help?site=ca`)
    // The sync would start after hydration, from its own chunk: once the network is quiet it has not.
    await page.waitForLoadState('networkidle')
    expect((await kmkid())?.value).toBe(cookie?.value)
    expect(syncs).toEqual([200])

    // Withdrawing: the side navigation's cookie entry, then Reject all.
    const entry = page
      .getByRole('navigation', { name: 'Site navigation' })
      .getByRole('link', { name: 'Cookie preferences' })
    // The rail widens when its entry takes focus, by keyboard as the navigation journey does.
    await entry.focus()
    await page.keyboard.press('Enter')
    await banner.waitFor()
    await banner.getByRole('button', { name: 'Reject all' }).click()
    await banner.waitFor({ state: 'detached' })
    await expect.poll(kmkid).toBeUndefined()
    expect(syncs).toEqual([200])
    expect(problems).toEqual([])
    await context.close()
  })
})
