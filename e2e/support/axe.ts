import axe from 'axe-core'
import type { Page } from 'playwright-core'

/**
 * axe's violations on the page (or within a selector), as "rule: targets" lines, its frames included
 * whatever their origin. It waits first for finite animations to end: axe reads colours as painted, and a
 * dialog caught fading in on a busy machine fails contrast although it never shows that way at rest.
 * Endless ones (a spinner) are not waited for.
 *
 * axe runs in the page itself, as axe did before its 4.3 (decision 069): axe goes into every frame first,
 * then the page's axe asks each frame's by message. `@axe-core/playwright` instead gathers the frames'
 * results in a new blank page (a renderer process of its own, more than twice axe's own work per run),
 * and gives each frame one second to take axe's source, after which that frame is skipped without a
 * word: on the busy CI machine a cross-origin frame went unchecked that way.
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
  for (const frame of page.frames()) {
    // A frame of any origin answers the page's axe: these are our own tests' pages.
    await frame.evaluate(INJECT).catch((error: Error) => {
      if (!frame.isDetached()) throw error
    })
  }
  return page.evaluate(async (selector) => {
    const runner = (window as unknown as { axe: typeof axe }).axe
    const results = await runner.run(selector ? { include: [[selector]] } : document, {
      resultTypes: ['violations'],
    })
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
  }, within ?? null)
}

const INJECT = `if (!window.axe) {
${axe.source}
}
window.axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] })
`
