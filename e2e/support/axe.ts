import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/**
 * axe's violations on the page (or within a selector), as "rule: targets" lines. It waits first for
 * finite animations to end: axe reads colours as painted, and a dialog caught fading in on a busy
 * machine fails contrast although it never shows that way at rest. Endless ones (a spinner) are not
 * waited for.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined)
  const builder = new AxeBuilder({ page })
  const results = await (within ? builder.include(within) : builder).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
}
