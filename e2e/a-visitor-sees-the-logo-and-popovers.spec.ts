import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'

const confettiShown = (page: Page) => page.evaluate(() => window.localStorage.getItem('logoConfettiShown'))

describe('a visitor sees the logo and popovers', () => {
  // The pride confetti is off by default; this site runs it for the default brand only.
  const j = useSiteAndBrowser({ env: { LOGO_CONFETTI: 'fernway' } })

  it('follows the logo home, sees the confetti once, and not again after a reload', async () => {
    const context = await j.browser.newContext()
    const page = await context.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/help`)
    const logo = page.getByRole('banner').getByRole('link', { name: 'Fernway home' })
    expect(await logo.getAttribute('href')).toBe('/')
    // The celebration starts about a second after the page: confetti on a canvas, the logo bouncing.
    await page.locator('canvas.fw-logo-confetti').waitFor({ state: 'attached', timeout: 5000 })
    expect(await logo.getAttribute('class')).toContain('fw-logo--bounce')
    await logo.locator('[data-testid="pride-logo"]').waitFor({ state: 'attached' })
    await page.waitForFunction(() => window.localStorage.getItem('logoConfettiShown') === 'true')
    expect(await axeViolations(page)).toEqual([])
    await logo.click()
    await page.waitForURL(`${j.site.origin}/`)
    // From here the page's timers run on Playwright's clock: the wait for a second celebration is simulated.
    await page.clock.install()
    await page.reload({ waitUntil: 'networkidle' })
    await page.clock.runFor(2500)
    expect(await page.locator('canvas.fw-logo-confetti').count()).toBe(0)
    expect(await logo.getAttribute('class')).not.toContain('fw-logo--bounce')
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows no confetti to a visitor who prefers reduced motion', async () => {
    const context = await j.browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    const problems = watchConsole(page)
    await page.clock.install()
    await openHydrated(page, `${j.site.origin}/`)
    await page.clock.runFor(3500)
    expect(await page.locator('canvas.fw-logo-confetti').count()).toBe(0)
    expect(await page.locator('.fw-logo--bounce, [data-testid="pride-logo"]').count()).toBe(0)
    expect(await confettiShown(page)).toBeNull()
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows no confetti on a brand without it', async () => {
    const context = await j.browser.newContext()
    const page = await context.newPage()
    await page.clock.install()
    await openHydrated(page, `${j.site.brandOrigin('skylark')}/`)
    expect(await page.locator('.fw-logo[data-confetti]').count()).toBe(0)
    await page.clock.runFor(2000)
    expect(await page.locator('canvas.fw-logo-confetti').count()).toBe(0)
    await context.close()
  })

  it('goes offline, opens the notice details by keyboard and closes them with Escape and Tab', async () => {
    const context = await j.browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    await openHydrated(page, `${j.site.origin}/trips`)
    const notice = page.getByRole('region', { name: "You're offline" })
    expect(await notice.count()).toBe(0)
    await context.setOffline(true)
    await notice.waitFor()
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe("You're offline. Some things won't work until your connection is back.")
    const handle = notice.getByRole('button', { name: 'What still works?' })
    await handle.focus()
    await page.keyboard.press('Enter')
    const details = page.getByRole('dialog', { name: 'Working offline' })
    await details.waitFor()
    expect(await handle.getAttribute('aria-expanded')).toBe('true')
    const gotIt = details.getByRole('button', { name: 'Got it' })
    await expect.poll(() => gotIt.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await details.waitFor({ state: 'detached' })
    expect(await handle.evaluate((el) => el === document.activeElement)).toBe(true)
    // Space opens it again; Tab leaves its only button and closes it.
    await page.keyboard.press(' ')
    await details.waitFor()
    await expect.poll(() => gotIt.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Tab')
    await details.waitFor({ state: 'detached' })
    expect(await handle.getAttribute('aria-expanded')).toBe('false')
    await context.setOffline(false)
    await notice.waitFor({ state: 'detached' })
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe("You're back online.")
    await context.close()
  })
})
