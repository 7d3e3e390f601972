import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchChromium } from './browser.ts'
import { type RunningSite, startSite } from './site.ts'

export interface Journey {
  site: RunningSite
  browser: Browser
}

/** The built site and a Chromium for the journeys of one describe block, closed after it. */
export function useSiteAndBrowser(options: { demoTravel?: boolean } = {}): Journey {
  const journey = {} as Journey
  beforeAll(async () => {
    journey.site = await startSite(options)
    journey.browser = await launchChromium()
  })
  afterAll(async () => {
    await journey.browser?.close()
    await journey.site?.close()
  })
  return journey
}
