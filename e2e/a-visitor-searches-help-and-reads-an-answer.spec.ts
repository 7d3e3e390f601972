import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { withConsentGiven } from './support/consent.ts'
import { useSiteAndBrowser } from './support/journey.ts'

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/** A visitor looks for help on passkeys with the keyboard alone, then finds how to reach support. */
describe('a visitor searches help and reads an answer', () => {
  const j = useSiteAndBrowser()

  it('searches with the keyboard, opens an answer, and reaches support by e-mail or phone', async () => {
    const context = await j.browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/help`)
    await page.getByRole('heading', { level: 1, name: 'Help and FAQ' }).waitFor()
    expect(await axeViolations(page)).toEqual([])

    const box = page.getByRole('searchbox', { name: 'Search help' })
    await box.focus()
    await page.keyboard.type('passkey')
    const results = page.getByRole('region', { name: 'Search results' })
    await results.waitFor()
    await page
      .getByRole('status')
      .filter({ hasText: /match(es)? “passkey”/ })
      .waitFor()
    expect(new URL(page.url()).searchParams.get('q')).toBe('passkey')
    const question = results.getByRole('button', { name: 'What is a passkey and how do I use one?' })
    expect(await question.locator('mark').first().textContent()).toBe('passkey')

    // Tab passes the search button to the first result; Enter opens its answer.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await question.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    expect(await question.getAttribute('aria-expanded')).toBe('true')
    const answer = page.locator(`#${await question.getAttribute('aria-controls')}`)
    await answer.getByText('Add a passkey').waitFor()
    expect(await axeViolations(page)).toEqual([])

    // Support: the configured address and number fill the contact article.
    await box.fill('')
    await box.press('Enter')
    await page.getByRole('heading', { level: 2, name: 'Using the site' }).waitFor()
    const contact = page.getByRole('button', { name: 'How do I contact customer support?' })
    await contact.click()
    const panel = page.locator('#help-contact-support-answer')
    expect(await panel.getByRole('link', { name: 'support@fernway.localhost' }).getAttribute('href')).toBe(
      'mailto:support@fernway.localhost',
    )
    expect(await panel.getByRole('link', { name: '+1 555 0100' }).getAttribute('href')).toBe('tel:+15550100')
    expect(await panel.textContent()).not.toMatch(/\{(email|phone)\}/)
    expect(problems).toEqual([])
    await context.close()
  })

  it('finds nothing kindly, in Korean too, and fits a 320 px screen', async () => {
    const context = await j.browser.newContext({
      viewport: { width: 320, height: 640 },
      reducedMotion: 'reduce',
    })
    // Korea's consent dialogs are another journey's subject: this visitor has answered them before.
    await withConsentGiven(context, [j.site.origin])
    const page = await context.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/help?q=${encodeURIComponent('zebra crossing')}`)
    await page.getByText('No articles match “zebra crossing”.').waitFor()
    await page.getByRole('button', { name: 'Clear search' }).click()
    await page.getByRole('heading', { level: 2, name: 'Signing in and your account' }).waitFor()
    await page.getByRole('button', { name: 'How do I use several accounts and switch between them?' }).click()
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    expect(await axeViolations(page)).toEqual([])

    await openHydrated(page, `${j.site.origin}/help?site=kr&q=${encodeURIComponent('패스키')}`)
    const result = page.getByRole('button', { name: '패스키란 무엇이고 어떻게 사용하나요?' })
    await result.click()
    await page.getByText('패스키 추가').waitFor()
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    expect(await axeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })
})
