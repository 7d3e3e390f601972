/**
 * npm run bench -- interactions: how long the chrome's interactions take to show their result, with the
 * CPU slowed 4x (CDP Emulation.setCPUThrottlingRate) in Debian's Chromium, on the built site (PGlite,
 * demo data, a free port). Builds nothing: `npm run build` first.
 *
 * Each run opens the page in a fresh context (an empty cache, as on a first visit), waits until the
 * network is idle, points at the trigger for 100 ms as a person does before pressing, presses it, and
 * times from the input event's timestamp to the first frame painted after the expected element is
 * visible ("first"); then closes it and opens it again ("again"). Beside each, the Event Timing API's
 * duration of the press (what INP counts: input to the next paint, whether or not the result is there
 * yet). The baseline is a bare button on the same page that shows an element by toggling a class.
 * INTERACTION_RUNS (default 10) sets the runs per interaction; INTERACTION_ONLY=text keeps the
 * interactions whose name contains it (and the baseline).
 */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { CHROMIUM_PATH } from '../../e2e/support/browser.ts'
import {
  ADMIN,
  machineState,
  markdownTable,
  percentile,
  signedInSecret,
  startBenchSite,
  TRAVELLER,
} from './bench-site.ts'

const RUNS = Number(process.env.INTERACTION_RUNS ?? 10)
const CPU_SLOWDOWN = 4
/** How long the pointer rests on the trigger before the press (hover prefetches may start meanwhile). */
const HOVER_MS = Number(process.env.HOVER_MS ?? 100)

interface Scenario {
  name: string
  url: string
  member?: typeof ADMIN | typeof TRAVELLER
  /** CSS selector of the trigger. */
  trigger: string
  /** CSS selector of what shows the result; it counts once it is visible (opacity above 0 included). */
  result: string
  /** Whether Escape closes it, for a second opening (the banner's categories have no way back). */
  reopens?: false
}

const SCENARIOS: Scenario[] = [
  {
    name: 'baseline: a bare button toggles a class',
    url: '/',
    trigger: '#fw-bench-button',
    result: '#fw-bench-shown',
  },
  {
    name: 'account menu (signed in, traveller)',
    url: '/',
    member: TRAVELLER,
    trigger: '.fw-account-trigger',
    result: '[role="dialog"] [role="menu"] [role="menuitem"]',
  },
  {
    name: 'account menu (signed in, business admin)',
    url: '/',
    member: ADMIN,
    trigger: '.fw-account-trigger',
    result: '[role="dialog"] [role="menu"] [role="menuitem"]',
  },
  {
    name: 'country and language picker',
    url: '/',
    trigger: '.fw-picker-trigger--country',
    result: '[role="dialog"] [role="option"]',
  },
  {
    name: 'currency picker',
    url: '/',
    trigger: '.fw-picker-trigger--currency',
    result: '[role="dialog"] [role="listbox"] [role="option"]',
  },
  {
    name: 'sign-in dialog',
    url: '/',
    trigger: '.fw-header-account > button.fw-button:not(.fw-header-register)',
    result: '[role="dialog"] [data-view] button',
  },
  {
    name: 'cookie categories (Canadian site’s banner)',
    url: '/?site=ca',
    trigger: '.fw-cookie-banner .fw-link-button',
    result: '.fw-cookie-banner [role="switch"]',
    reopens: false,
  },
]

/** In the page: the press's timestamp, and Event Timing entries. */
function installProbes() {
  const w = window as unknown as { __bench: { pressedAt: number | null; events: PerformanceEventTiming[] } }
  w.__bench = { pressedAt: null, events: [] }
  addEventListener('pointerdown', (e) => (w.__bench.pressedAt = e.timeStamp), { capture: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__bench.events.push(entry as PerformanceEventTiming)
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

/** In the page: resolves with the time just after the first paint that shows `selector`. */
function paintedWith(selector: string): Promise<number> {
  const shown = () => {
    const el = document.querySelector(selector)
    return Boolean(el?.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
  }
  return new Promise((resolve, reject) => {
    const give = setTimeout(() => reject(new Error(`${selector} never showed`)), 60_000)
    const frame = () => {
      // A rAF callback runs before its frame's paint; a task queued from it runs after that paint.
      if (shown()) {
        clearTimeout(give)
        setTimeout(() => resolve(performance.now()), 0)
      } else requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}

function addBaselineButton() {
  const style = document.createElement('style')
  // The page's CSP admits style elements that carry its nonce.
  style.nonce = document.querySelector<HTMLStyleElement>('style[nonce]')?.nonce ?? ''
  style.textContent = '#fw-bench-shown{display:none}.fw-bench-on #fw-bench-shown{display:block}'
  const box = document.createElement('div')
  box.innerHTML = '<button id="fw-bench-button" type="button">Show</button><p id="fw-bench-shown">Shown</p>'
  box.querySelector('button')?.addEventListener('click', () => box.classList.toggle('fw-bench-on'))
  document.head.append(style)
  document.querySelector('main')?.prepend(box)
}

async function press(page: Page, s: Scenario): Promise<{ visibleMs: number; eventMs: number }> {
  const trigger = page.locator(s.trigger).first()
  await trigger.hover()
  await page.waitForTimeout(HOVER_MS)
  await page.evaluate(() => {
    const w = window as unknown as { __bench: { pressedAt: number | null; events: unknown[] } }
    w.__bench.pressedAt = null
    w.__bench.events = []
  })
  const painted = page.evaluate(paintedWith, s.result)
  await page.mouse.down()
  await page.mouse.up()
  const paintedAt = await painted
  // Event Timing entries arrive after the frame they end in.
  await page.waitForTimeout(100)
  return page.evaluate((at) => {
    const w = window as unknown as { __bench: { pressedAt: number | null; events: PerformanceEventTiming[] } }
    const pressedAt = w.__bench.pressedAt ?? Number.NaN
    const events = w.__bench.events.filter((e) => e.startTime >= pressedAt - 1)
    return {
      visibleMs: at - pressedAt,
      // Entries under 16 ms are not reported: such a press counts as 16.
      eventMs: Math.max(16, ...events.map((e) => e.duration)),
    }
  }, paintedAt)
}

async function closeResult(page: Page, s: Scenario): Promise<void> {
  if (s.trigger === '#fw-bench-button') await page.locator(s.trigger).click()
  else await page.keyboard.press('Escape')
  await page.waitForFunction(
    (selector) => !document.querySelector(selector)?.checkVisibility({ opacityProperty: true }),
    s.result,
  )
  await page.waitForTimeout(300)
}

async function oneRun(browser: Browser, origin: string, s: Scenario, cookie: string | null) {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    if (cookie) await context.addCookies([{ name: 'fw_sg', value: cookie, url: origin }])
    const page = await context.newPage()
    await page.addInitScript(installProbes)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(`${origin}${s.url}`, { waitUntil: 'networkidle', timeout: 120_000 })
    if (s.trigger === '#fw-bench-button') await page.evaluate(addBaselineButton)
    await page.locator(s.trigger).first().waitFor({ timeout: 60_000 })
    await page.waitForTimeout(500)
    const first = await press(page, s)
    if (s.reopens === false) return { first, again: null }
    await closeResult(page, s)
    const again = await press(page, s)
    return { first, again }
  } finally {
    await context.close()
  }
}

const site = await startBenchSite()
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
try {
  const rows: Array<Array<string | number>> = []
  let baselineFirst = Number.NaN
  const only = process.env.INTERACTION_ONLY
  for (const s of SCENARIOS.filter((x, i) => i === 0 || !only || x.name.includes(only))) {
    const samples: Array<Awaited<ReturnType<typeof oneRun>>> = []
    for (let i = 0; i < RUNS; i++) {
      const cookie = s.member ? await signedInSecret(site, s.member) : null
      samples.push(
        await oneRun(browser, site.origin, s, cookie).catch((error: Error) => {
          throw new Error(`${s.name}, run ${i + 1}: ${error.message}`)
        }),
      )
    }
    process.stderr.write(`${s.name}: done\n`)
    const col = (values: number[]) => [Math.round(percentile(values, 50)), Math.round(percentile(values, 95))]
    const [firstP50 = 0, firstP95 = 0] = col(samples.map((x) => x.first.visibleMs))
    const again = samples.flatMap((x) => (x.again ? [x.again.visibleMs] : []))
    const [againP50 = 0, againP95 = 0] = col(again)
    const [eventP50 = 0, eventP95 = 0] = col(
      samples.flatMap((x) => [x.first.eventMs, ...(x.again ? [x.again.eventMs] : [])]),
    )
    if (Number.isNaN(baselineFirst)) baselineFirst = firstP50
    rows.push([
      s.name,
      `${firstP50} / ${firstP95}`,
      again.length > 0 ? `${againP50} / ${againP95}` : '—',
      `${eventP50} / ${eventP95}`,
      (firstP50 / baselineFirst).toFixed(1),
    ])
  }
  console.log(
    `\nInteractions, ${RUNS} runs each, CPU ${CPU_SLOWDOWN}x slower, 1280x800, Chromium headless, ${machineState()}\n`,
  )
  console.log(
    markdownTable(
      [
        'Interaction',
        'first open: visible, p50 / p95 ms',
        'again: visible, p50 / p95 ms',
        'press (Event Timing), p50 / p95 ms',
        'first p50 / baseline',
      ],
      rows,
    ),
  )
} finally {
  await browser.close()
  await site.close()
}
