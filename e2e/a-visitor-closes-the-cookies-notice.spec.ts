import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return el?.getAttribute('aria-label') ?? el?.textContent ?? ''
  })

/** The real built site and server, keyboard only: the legacy cookies notice of a notice site. */
describe('a visitor closes the cookies notice', () => {
  const j = useSiteAndBrowser()

  it('on the Australian site: the bar links the privacy notice, closes by keyboard and stays closed', async () => {
    const context = await j.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/?site=au`)
    const bar = page.getByRole('region', { name: 'Cookies notice' })
    await bar.waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await bar.getByRole('link', { name: 'Read our privacy notice' }).getAttribute('href')).toBe(
      '/privacy',
    )
    expect(await axeViolations(page)).toEqual([])
    // The bar is the page's last part: one step back from the start reaches its close button.
    await page.keyboard.press('Shift+Tab')
    expect(await focused(page)).toBe('Close the cookies notice')
    await page.keyboard.press('Enter')
    await bar.waitFor({ state: 'detached' })
    await page.waitForLoadState('networkidle')
    const cookies = await context.cookies(j.site.origin)
    expect(cookies.find((c) => c.name === 'HIDE_COOKIES_MESSAGE')?.value).toBe('true')

    await openHydrated(page, `${j.site.origin}/?site=au`)
    expect(await bar.count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })
})
