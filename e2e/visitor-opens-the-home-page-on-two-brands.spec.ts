import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe.ts'
import { animationsSettled, watchConsole } from './support/browser.ts'
import { withConsentGiven } from './support/consent.ts'
import { useSiteAndBrowser } from './support/journey.ts'

describe('a visitor opens the home page on two brands', () => {
  const j = useSiteAndBrowser()

  it.each([
    ['fernway', 'Fernway'],
    ['skylark', 'Skylark'],
  ])(
    'sees the %s chrome rendered by the server, with no console errors and no axe violations',
    async (brand, name) => {
      const context = await j.browser.newContext()
      const page = await context.newPage()
      const problems = watchConsole(page)
      const response = await page.goto(`${j.site.brandOrigin(brand)}/`)
      expect(response?.status()).toBe(200)
      // Server-rendered: the header and footer are in the HTML itself, before any script runs.
      const html = (await response?.text()) ?? ''
      expect(html).toContain('class="fw-header"')
      expect(html).toContain('class="fw-footer"')
      expect(html).toContain(`data-brand="${brand}"`)
      await expect(page.title()).resolves.toBe(`Travel with ${name}`)
      await page.getByRole('button', { name: 'Sign in' }).waitFor()
      expect(
        await page
          .getByRole('link', { name: `${name} home` })
          .first()
          .isVisible(),
      ).toBe(true)
      // The consent dialog of a European brand's site comes with a chunk after hydration: once the network
      // is quiet it is there, and once its fade has run axe reads its colours as painted.
      await page.waitForLoadState('networkidle')
      await animationsSettled(page)
      expect(await axeViolations(page)).toEqual([])
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it('is readable with JavaScript off', async () => {
    const context = await j.browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${j.site.origin}/help`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Help and FAQ')
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trips' }).isVisible(),
    ).toBe(true)
    expect(await page.getByRole('contentinfo').textContent()).toContain('Fernway')
    await context.close()
  })

  it('serves the regional brand in Korean', async () => {
    const context = await j.browser.newContext()
    await withConsentGiven(context, [j.site.brandOrigin('haneul')])
    const page = await context.newPage()
    const problems = watchConsole(page)
    await page.goto(`${j.site.brandOrigin('haneul')}/trips`)
    expect(await page.locator('html').getAttribute('lang')).toBe('ko')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('여행')
    await page.getByRole('banner').getByRole('button', { name: '로그인' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })
})
