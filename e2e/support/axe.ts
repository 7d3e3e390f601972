import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/**
 * axe's violations on the page (or within a selector), as "rule: targets" lines. It waits first for
 * finite animations to end: axe reads colours as painted, and a dialog caught fading in on a busy
 * machine fails contrast although it never shows that way at rest. Endless ones (a spinner) are not
 * waited for.
 *
 * Pages without a frame from another origin are checked in axe's legacy mode, in the page itself: the
 * default mode gathers each frame's results in a new blank page, a renderer process of its own, which
 * cost more than twice axe's own work (docs/benchmarks.md, 2026-11-29). Legacy mode cannot reach into
 * cross-origin frames, so a page with one (a partner embedding the site) still gets the default mode.
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
  // Only violations are read: axe then builds selectors for one node per passing rule instead of all.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(!hasCrossOriginFrame(page))
  const results = await (within ? builder.include(within) : builder).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
}

function hasCrossOriginFrame(page: Page): boolean {
  const origin = (url: string) => {
    try {
      return new URL(url).origin
    } catch {
      return url
    }
  }
  const top = origin(page.url())
  return page.frames().some((frame) => frame.url() !== 'about:blank' && origin(frame.url()) !== top)
}
