import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { closeContexts, workerChromium } from './browser.ts'
import { type RunningSite, reservePort, type SiteOptions, startSite } from './site.ts'

export interface Journey {
  site: RunningSite
  browser: Browser
}

/** What a journey file's site needs beyond the defaults, and the peers to close after it. */
export interface JourneySetup extends Omit<SiteOptions, 'port'> {
  /** Peers started for this block (identity providers, a partner page), closed after it. */
  peers?: Array<{ close(): Promise<void> }>
}

/**
 * The built site on fresh demo data and the worker's Chromium, for the journeys of one describe block.
 * `setup` may be a function of the site's origin, for peers that must know it before the site starts
 * (an identity provider's redirect address, a mailed link): the port is chosen first, then the site
 * listens on it. Contexts left open, the site and the peers are closed after the block; the browser stays
 * for the worker's next file (decision 069).
 */
export function useSiteAndBrowser(
  setup: JourneySetup | ((origin: string) => Promise<JourneySetup>) = {},
): Journey {
  const journey = {} as Journey
  let peers: NonNullable<JourneySetup['peers']> = []
  beforeAll(async () => {
    journey.browser = await workerChromium()
    await closeContexts(journey.browser)
    if (typeof setup === 'function') {
      const port = await reservePort()
      const { peers: started, ...options } = await setup(`http://localhost:${port.port}`).catch(
        async (error: unknown) => {
          await port.release()
          throw error
        },
      )
      peers = started ?? []
      journey.site = await startSite({ ...options, port }).catch(async (error: unknown) => {
        await port.release()
        throw error
      })
    } else {
      const { peers: started, ...options } = setup
      peers = started ?? []
      journey.site = await startSite(options)
    }
  })
  afterAll(async () => {
    if (journey.browser) await closeContexts(journey.browser)
    await journey.site?.close()
    await Promise.all(peers.map((peer) => peer.close()))
  })
  return journey
}
