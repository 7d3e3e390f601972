import { describe, expect, it } from 'vitest'
import { type SocialPeers, startSocialPeers } from '../server/dev-peers/social-peers.ts'
import { openHydrated, waitOrExplain, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { throwawayEmail } from './support/members.ts'

/**
 * Issue 27 item 7: in development the site works at 127.0.0.1 as at localhost. The Google stand-in
 * returns the popup to the host the developer used, where their browser's cookies are.
 */
describe('development at 127.0.0.1', () => {
  let peers: SocialPeers
  const j = useSiteAndBrowser(async (origin) => {
    peers = await startSocialPeers(origin)
    return { env: { ...peers.env(), NODE_ENV: 'development' }, peers: [peers] }
  })

  it('a developer at 127.0.0.1 continues with Google and gets to the account step on the same host', async () => {
    const context = await j.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    const problems = watchConsole(page)
    const at = j.site.origin.replace('localhost', '127.0.0.1')
    await openHydrated(page, `${at}/help`)
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
    const dialog = page.getByRole('dialog')
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Continue with Google' }).click(),
    ])
    await popup.getByRole('heading', { name: 'Google (local stand-in)' }).waitFor()
    const email = throwawayEmail()
    await popup.getByLabel('E-mail').fill(email)
    await popup.getByLabel('Name').fill('Dev Eloper')
    const visited: string[] = []
    popup.on('request', (request) => visited.push(request.url()))
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Continue' }).click()])
    const callback = visited.find((url) => url.includes('/k/run/googleauth/callback'))
    expect(callback && new URL(callback).host).toBe(new URL(at).host)
    await waitOrExplain(
      dialog.getByRole('heading', { name: 'Create your Fernway account' }),
      dialog,
      problems,
    )
    expect(await dialog.getByText(`Google says you are ${email}.`).count()).toBe(1)
    await context.close()
  })
})
