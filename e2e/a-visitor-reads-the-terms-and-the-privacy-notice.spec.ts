import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { LEGAL_VERSIONS } from '../shared/legal/legal-versions.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { withConsentGiven } from './support/consent.ts'
import { useSiteAndBrowser } from './support/journey.ts'

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/** Tabs forward until the focused element's text is `name`. */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab')
    if ((await page.evaluate(() => document.activeElement?.textContent ?? '')) === name) return
  }
  throw new Error(`Tab never reached ${name}`)
}

/** Issue 27 item 2: the whole terms of use and privacy notice (decision 096), on a phone and by keyboard. */
describe('a visitor reads the terms and the privacy notice', () => {
  const j = useSiteAndBrowser()
  /** A 390 px phone whose visitor already chose their cookies, its console watched. */
  async function phone() {
    const context = await j.browser.newContext({
      viewport: { width: 390, height: 780 },
      reducedMotion: 'reduce',
    })
    await withConsentGiven(context, [j.site.origin])
    const page = await context.newPage()
    return { context, page, problems: watchConsole(page) }
  }

  it('on a 390 px phone: both texts fit, pass axe, and the contents lead to their sections by keyboard', async () => {
    const { context, page, problems } = await phone()

    await openHydrated(page, `${j.site.origin}/terms-of-use`)
    await page.getByRole('heading', { level: 1, name: 'Terms of use' }).waitFor()
    expect(await page.getByText(`Version ${LEGAL_VERSIONS.terms.version},`).isVisible()).toBe(true)
    expect(
      await page.getByRole('navigation', { name: 'Contents' }).getByRole('link').count(),
    ).toBeGreaterThan(10)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    expect(await axeViolations(page)).toEqual([])

    await openHydrated(page, `${j.site.origin}/privacy`)
    await page.getByRole('heading', { level: 1, name: 'Privacy notice' }).waitFor()
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    expect(await axeViolations(page)).toEqual([])
    // The contents' link to the cookies section, reached and followed by keyboard alone.
    await tabTo(page, 'Cookies and your choices')
    await page.keyboard.press('Enter')
    await page.waitForURL(/#cookies$/)
    const cookies = page.getByRole('region', { name: 'Cookies and your choices' })
    const top = await cookies.evaluate((el) => el.getBoundingClientRect().top)
    expect(Math.abs(top)).toBeLessThan(40)
    expect(
      await cookies.getByRole('link', { name: 'Manage your privacy choices' }).getAttribute('href'),
    ).toBe('/privacy/manage')
    expect(problems).toEqual([])
    await context.close()
  })

  it('in Korean: the privacy notice with its PIPA section, readable at 390 px', async () => {
    const { context, page, problems } = await phone()
    await openHydrated(page, `${j.site.origin}/privacy?site=kr`)
    const pipa = page.getByRole('region', { name: '개인정보 보호법에 따른 권리와 안내' })
    expect(await pipa.getByText(/개인정보분쟁조정위원회/).isVisible()).toBe(true)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    expect(await axeViolations(page)).toEqual([])
    await openHydrated(page, `${j.site.origin}/terms-of-use?site=kr`)
    await page.getByRole('heading', { level: 1, name: '이용약관' }).waitFor()
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    expect(await axeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })
})
