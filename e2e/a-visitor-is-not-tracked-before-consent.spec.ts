import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type SocialPeers, startSocialPeers } from '../server/dev-peers/social-peers.ts'
import { SOCIAL_TIMINGS } from '../shared/social/social-contract.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'

/** Cookies a visitor may be given under an opt-in model: the session group and the site the visitor asked for. */
const STRICTLY_NECESSARY = /^(fw_sg|__Host-fw_sg|fw_site)$/

/**
 * Issue 6, script gating: no third-party request and no optional cookie before the consent of its
 * category. Google's one-tap (a stand-in on another loopback origin, so a third party here) is the tag that
 * would run on its own: it must wait where consent is opt-in, and it does run where it is not, which shows
 * the recorder would catch it.
 */
describe('a visitor is not tracked before consenting', () => {
  let peers: SocialPeers
  const j = useSiteAndBrowser(async (origin) => {
    peers = await startSocialPeers(origin)
    return { env: peers.env(), peers: [peers] }
  })

  /** Opens a site's home page in a new browser and records every request until one-tap would have run. */
  async function firstView(siteCode: string) {
    const context = await j.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    const problems = watchConsole(page)
    const requests: Request[] = []
    page.on('request', (r) => requests.push(r))
    await openHydrated(page, `${j.site.origin}/?site=${siteCode}`)
    await page.waitForTimeout(SOCIAL_TIMINGS.googleLibraryDelayMs + 1500)
    const foreign = requests
      .map((r) => r.url())
      .filter((u) => !u.startsWith(`${j.site.origin}/`) && !u.startsWith('data:'))
    const cookies = (await context.cookies()).map((c) => c.name)
    return { context, page, problems, foreign, cookies }
  }

  async function close(view: { page: Page; context: { close(): Promise<void> } }) {
    await view.context.close()
  }

  it.each([
    ['kr', 'cookie categories (PIPA)'],
    ['de', 'the IAB TCF (GDPR)'],
  ])(
    'on the %s site (%s) nothing reaches a third party and only strictly necessary cookies are set',
    async (code) => {
      const view = await firstView(code)
      expect(view.foreign).toEqual([])
      expect(view.cookies.filter((name) => !STRICTLY_NECESSARY.test(name))).toEqual([])
      // A page that makes no call of ours gives no session group either: it comes with the first call
      // (decision 092). The IAB dialog's first layer asks for the vendor list, so the German page makes one.
      if (code === 'kr') expect(view.cookies).not.toContain('fw_sg')
      expect(view.problems).toEqual([])
      await close(view)
    },
  )

  it('on the Korean site in English, one-tap reaches Google only after the visitor accepts functional cookies', async () => {
    const view = await firstView('kr-en')
    expect(view.foreign).toEqual([])
    const { page } = view
    const gsi = peers.env().GOOGLE_GSI_SCRIPT_URL as string
    // One consent surface at a time: the cookie banner waits for the two dialogs above it.
    const twoParty = page.getByRole('dialog', { name: 'Sharing your data with travel providers' })
    await twoParty.waitFor()
    expect(await page.locator('.fw-cookie-banner').count()).toBe(0)
    await twoParty.getByRole('button', { name: 'I agree' }).click()
    expect(await page.locator('.fw-cookie-banner').count()).toBe(0)
    await page
      .getByRole('dialog', { name: 'Your data may be processed abroad' })
      .getByRole('button', { name: 'I understand' })
      .click()
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    const oneTap = page.waitForRequest((r) => r.url().startsWith(gsi), {
      timeout: SOCIAL_TIMINGS.googleLibraryDelayMs + 10_000,
    })
    await banner.getByRole('button', { name: 'Accept all' }).click()
    await oneTap
    const cookies = (await view.context.cookies()).map((c) => c.name)
    expect(cookies).toContain('consent')
    // The consent calls asked for a form token first, which made the group.
    expect(cookies).toContain('fw_sg')
    expect(view.problems).toEqual([])
    await close(view)
  })

  it('on the US site (opt-out) the same recorder sees one-tap reach Google, which it allows', async () => {
    const view = await firstView('us')
    expect(view.foreign.some((u) => u.startsWith(peers.env().GOOGLE_GSI_SCRIPT_URL ?? '\u0000'))).toBe(true)
    await close(view)
  })
})
