import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { axeViolations } from './axe.ts'
import { watchConsole } from './browser.ts'
import { withConsentGiven } from './consent.ts'
import type { Journey } from './journey.ts'
import { type GroupMember, signInBrowser } from './signed-in.ts'

/* The booking journeys' common ground: dates from today, a signed-in desktop page, every width checked. */

/** The date `days` from today, as the search pages and forms take it. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const WIDTHS = [390, 1024, 1440] as const

/** Nothing wider than the window, and no axe violation, at each width; the page is left at 1440. */
export async function fitsEveryWidth(page: Page): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `at ${width} px`,
    ).toBeLessThanOrEqual(width)
    expect(await axeViolations(page), `at ${width} px`).toEqual([])
  }
  await page.setViewportSize({ width: 1440, height: 900 })
}

/** A desktop browser of its own, consent given and signed in as the members: its page and what its console says. */
export async function signedInPage(j: Journey, members: [GroupMember, ...GroupMember[]]) {
  const context = await j.browser.newContext({ viewport: { width: 1440, height: 900 } })
  await withConsentGiven(context, [j.site.origin])
  await signInBrowser(j.site, context, members)
  const page = await context.newPage()
  return { context, page, problems: watchConsole(page) }
}
