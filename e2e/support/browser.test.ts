import fs from 'node:fs'
import { chromium } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DISABLED_FEATURES, JOURNEY_CHROMIUM_PATH, launchChromium } from './browser.ts'

/** The --disable-features of the Chromium processes this process started, read from /proc. */
function disabledFeaturesOfOurChromium(): string[][] {
  const found: string[][] = []
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const parent = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]
      if (Number(parent) !== process.pid) continue
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      const flags = args.filter((a) => a.startsWith('--disable-features='))
      if (flags.length > 0)
        found.push(
          flags
            .map((f) => f.slice('--disable-features='.length))
            .join(',')
            .split(','),
        )
    } catch {
      // A process that ended while we read it.
    }
  }
  return found
}

describe("the journeys' Chromium", () => {
  it('disables every feature Playwright disables by default, since Chromium reads only the last list', async () => {
    const browser = await chromium.launch({
      executablePath: JOURNEY_CHROMIUM_PATH,
      headless: true,
      args: ['--no-sandbox'],
    })
    try {
      const [defaults] = disabledFeaturesOfOurChromium()
      expect(defaults?.length).toBeGreaterThan(0)
      expect(DISABLED_FEATURES).toEqual(expect.arrayContaining(defaults ?? []))
    } finally {
      await browser.close()
    }
  })

  it('opens a context without the WebUI omnibox popup, a renderer each that cost most of a load', async () => {
    const browser = await launchChromium()
    try {
      const context = await browser.newContext()
      await context.newPage()
      const cdp = await browser.newBrowserCDPSession()
      const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: Array<{ url: string }> }
      expect(targetInfos.map((t) => t.url)).toEqual(['about:blank'])
    } finally {
      await browser.close()
    }
  })
})
