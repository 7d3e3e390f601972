import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import en from '../web/i18n/messages/en.json' with { type: 'json' }
import { watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'

/** Fails the first `failures` requests for the help area's chunk; returns the URLs requested. */
async function flakyChunk(page: Page, failures: number): Promise<string[]> {
  const seen: string[] = []
  // The area's chunk alone (site-<hash>.js), not site-services-host-<hash>.js and other site-… chunks.
  await page.route(/\/assets\/site-[A-Za-z0-9_-]{8}\.js(\?|$)/, async (route) => {
    const url = route.request().url()
    // One attempt may ask twice under the same name: Vite's modulepreload link and the import itself
    // (when the chunk brings CSS, the import starts only after the CSS, so the two no longer merge).
    if (!seen.includes(url)) seen.push(url)
    if (seen.indexOf(url) < failures) await route.abort('connectionreset')
    else await route.continue()
  })
  return seen
}

describe('a page loads despite a flaky network', () => {
  const j = useSiteAndBrowser()

  it('retries a page chunk twice, with a cache-busting parameter, and then shows the page', async () => {
    const page = await j.browser.newPage()
    const seen = await flakyChunk(page, 2)
    await page.goto(`${j.site.origin}/`)
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click()
    await page.getByRole('heading', { name: 'Help and FAQ' }).waitFor()
    expect(seen).toHaveLength(3)
    expect(seen[1]).toMatch(/\?t=\d+/)
    expect(seen[2]).toMatch(/\?t=\d+/)
    await page.close()
  })

  it('waits out a failing preload map, whose names every lazy chunk needs (decision 066)', async () => {
    const page = await j.browser.newPage()
    const problems = watchConsole(page)
    let refused = 0
    await page.route(/\/assets\/preload-map-[A-Za-z0-9_-]{8}\.json$/, async (route) => {
      if (refused < 2) {
        refused += 1
        await route.abort('connectionreset')
      } else await route.continue()
    })
    await page.goto(`${j.site.origin}/`)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click()
    await page.getByRole('heading', { name: 'Help and FAQ' }).waitFor()
    expect(refused).toBe(2)
    // The help area's style sheet came with its chunk, as the map names it.
    expect(await page.locator('link[rel="stylesheet"][href*="/assets/site-"]').count()).toBe(1)
    expect(problems.filter((p) => !p.includes('ERR_CONNECTION_RESET'))).toEqual([])
    await page.close()
  })

  it('shows the generic router error, inside the chrome, when every try fails', async () => {
    const page = await j.browser.newPage()
    const problems = watchConsole(page)
    const seen = await flakyChunk(page, 99)
    await page.goto(`${j.site.origin}/`)
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click()
    await page.getByText(en.errors.unexpected).waitFor()
    expect(seen).toHaveLength(3)
    expect(await page.getByRole('banner').isVisible()).toBe(true)
    // The failure is logged for error reporting.
    expect(problems.some((p) => p.includes('site-'))).toBe(true)
    await page.close()
  })
})
