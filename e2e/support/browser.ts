import fs from 'node:fs'
import {
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The journeys' browser: Debian's headless shell when it is there (.ci/run installs it), the same Blink
 * without the browser's own windows and services, about 15% less CPU per journey than the full Chromium
 * in headless mode (docs/benchmarks.md, 2026-11-29, third session); else the full Chromium.
 */
export const JOURNEY_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM_PATH)

let shared: Promise<Browser> | null = null

/**
 * The worker's Chromium (decision 069): launched by the first journey file a vitest worker runs and kept
 * for the files after it, each of which works in browser contexts of its own (useSiteAndBrowser closes
 * them after the file). Playwright ends the browser with the worker's process.
 */
export function workerChromium(): Promise<Browser> {
  shared ??= launchChromium().then((browser) => {
    browser.on('disconnected', () => {
      shared = null
    })
    return browser
  })
  return shared
}

/** Closes every context a file left open in the worker's Chromium, so that the next file starts clean. */
export async function closeContexts(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((context) => context.close().catch(() => {})))
}

/**
 * Chromium 156 builds a WebUI omnibox popup (a renderer of its own, about 1.8 s of CPU) for every new
 * window, which headless Chromium opens for every browser context: with it, a fresh context's first load
 * cost about 4.5 s of CPU instead of 1.7 s, most of the journeys' time (docs/benchmarks.md, 2026-11-29).
 * Chromium reads only the last --disable-features, so this list repeats the ones Playwright disables
 * by default (browser.test.ts checks that none is lost when Playwright changes them).
 */
export const DISABLED_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  // Playwright's own (1.64):
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/** Debian's Chromium, headless, with the background networking this closed machine would refuse turned off. */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: JOURNEY_CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      `--disable-features=${DISABLED_FEATURES.join(',')}`,
    ],
  })
  // CI runs journeys beside the unit files on two cores, where a page that loads in 2 s alone was seen
  // to need more than Playwright's 30 s: every context gets waits sized for that machine.
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options) => withJourneyWaits(await newContext(options))
  const newPage = browser.newPage.bind(browser)
  browser.newPage = async (options) => withJourneyWaits(await newPage(options))
  return browser
}

function withJourneyWaits<T extends BrowserContext | Page>(target: T): T {
  target.setDefaultTimeout(JOURNEY_ACTION_TIMEOUT_MS)
  target.setDefaultNavigationTimeout(JOURNEY_NAVIGATION_TIMEOUT_MS)
  return target
}

/** How long a journey waits for an element or a navigation before failing (see launchChromium). */
export const JOURNEY_ACTION_TIMEOUT_MS = 45_000
export const JOURNEY_NAVIGATION_TIMEOUT_MS = 75_000

/** Collects console errors and uncaught page errors so a journey can assert there were none. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (msg: ConsoleMessage) => {
    // A failed load names no address in its text; the location does, so that a failure says which call.
    const where = msg.location().url
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}${where ? ` (${where})` : ''}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

/** Opens `url` and waits until the page's code has loaded and hydrated (no request for a while). */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' })
}

/**
 * Waits for `target`; when it never shows, fails with what `around` showed instead and the console's
 * problems, so that a failure on a loaded CI machine says why rather than only "timeout".
 */
export async function waitOrExplain(
  target: Locator,
  around: Locator,
  problems: readonly string[] = [],
): Promise<void> {
  try {
    await target.waitFor()
  } catch (error) {
    const shown = await around.textContent({ timeout: 1000 }).catch(() => '(nothing)')
    throw new Error(`${(error as Error).message}\nshown instead: ${shown}\nconsole: ${problems.join(' | ')}`)
  }
}

/**
 * Until no animation or transition is running (a dialog fading in, say): axe reads colours as they are
 * painted, and a half-faded button fails contrast on a busy machine.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
}

/**
 * Until React has hydrated `target`: islands of the chrome hydrate from their own chunks after the page
 * went quiet on a busy machine, and a key pressed on their server-rendered markup before that is lost.
 * React marks every node it hydrated with a `__reactFiber$…` property.
 */
export async function untilHydrated(target: Locator): Promise<void> {
  const element = await target.elementHandle()
  await target
    .page()
    .waitForFunction(
      (el) => el !== null && Object.keys(el).some((key) => key.startsWith('__reactFiber$')),
      element,
    )
}
