/**
 * npm run bench -- filter-paint (issue 24 item 11): "toggling a filter over 300 offers paints within 100 ms
 * under 4x CPU throttling". playwright-core and Debian's Chromium headless at 1280x800 (the filters in their
 * side column), CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), on the built site (PGlite with the
 * demo data in its own temporary directory, a free port). Builds nothing: `npm run build` first.
 *
 * The page is a round trip on a busy route (Seoul–Tokyo for two, 300 offers; the page shows 20 at a time).
 * After the page has loaded and the network is idle, the pointer rests on the "Nonstop" stops filter for
 * 100 ms (the page asks ahead for what the press would show, as it does for a resting pointer or a
 * focus), presses it, and the time is taken from the click's timestamp (a checkbox toggles on the click,
 * the input INP times; the budget is read on this) and from the press's `pointerdown` (which adds the
 * time the button is held, here the automation's round trip) to the paint of the first frame that shows
 * the changed results (the count of flights shown differs from before; a requestAnimationFrame poll).
 * When that frame is the first after the click's handlers (the press drew its results at once), its
 * paint is the click's Event Timing end (`startTime + duration`: the browser's own "input to next
 * paint", what INP counts). A later frame's paint has no such mark: its time is then taken by a task
 * queued from that frame's requestAnimationFrame, which runs after the paint but also after any task
 * queued before it (the router's navigation, say), so that figure is an upper bound. The table gives
 * both, and how many presses painted in the click's own frame. Filtering is the server's work: the
 * page asks the local server again on each change, so the figure includes that request. Beside it, the
 * Event Timing API's duration of the press (input to the next paint, what INP counts: here the paint of
 * the loading state). Every press is on a page of its own, freshly loaded, so that no press finds an
 * answer an earlier one left behind. A second row presses at once, the pointer not resting (the ask
 * ahead starts as the pointer arrives). FILTER_TOGGLES (default 10) sets how many presses per row,
 * after FILTER_WARMUP (default 2) presses not counted (the browser's first pages compile our code);
 * FILTER_LABEL (default "Nonstop") the checkbox pressed. The page must have filters: without them the
 * run says so and stops.
 */
import { chromium, type Page } from 'playwright-core'
import { CHROMIUM_PATH } from '../../e2e/support/browser.ts'
import { machineState, markdownTable, percentile } from './bench-site.ts'
import { ROUND_TRIP_PATH, startSearchBenchSite } from './search-bench-site.ts'

const TOGGLES = Number(process.env.FILTER_TOGGLES ?? 10)
/** Presses before each row's, not counted: the browser's first pages compile the site's code. */
const WARMUP = Number(process.env.FILTER_WARMUP ?? 2)
const LABEL = process.env.FILTER_LABEL ?? 'Nonstop'
const CPU_SLOWDOWN = 4
const HOVER_MS = 100
const BUDGET_MS = 100
/** What shows how many flights match: "Showing 20 of 300 flights". */
const COUNT = '.fw-results-count'
/** The search API the page asks on each change (web/api/flight-search.ts). */
const SEARCH_API = '/i/api/catalogue/v1/flights/search'

/** In the page: the press's timestamp, and Event Timing entries. */
function installProbes() {
  const w = window as unknown as {
    __bench: { pressedAt: number | null; clickedAt: number | null; events: PerformanceEventTiming[] }
  }
  w.__bench = { pressedAt: null, clickedAt: null, events: [] }
  addEventListener('pointerdown', (e) => (w.__bench.pressedAt = e.timeStamp), { capture: true })
  // The first click after the press: a label's click (the checkbox's own follows it) toggles the box.
  addEventListener('click', (e) => (w.__bench.clickedAt ??= e.timeStamp), { capture: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__bench.events.push(entry as PerformanceEventTiming)
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

/**
 * In the page: when the first frame whose count of flights is visible and not `before` painted, and
 * whether that frame was the first after the click (then the click's Event Timing end is its paint).
 */
function paintedChanged([selector, before]: [string, string]): Promise<{
  afterPaint: number
  firstFrame: boolean
}> {
  const w = window as unknown as { __bench: { clickedAt: number | null } }
  const changed = () => {
    const el = document.querySelector(selector)
    return Boolean(el?.checkVisibility({ opacityProperty: true }) && el.textContent !== before)
  }
  let framesAfterClick = 0
  return new Promise((resolve, reject) => {
    const give = setTimeout(() => reject(new Error(`${selector} never changed from "${before}"`)), 60_000)
    const frame = () => {
      if (w.__bench.clickedAt !== null) framesAfterClick++
      // A rAF callback runs before its frame's paint; a task queued from it runs after that paint.
      if (changed()) {
        clearTimeout(give)
        const firstFrame = framesAfterClick === 1
        setTimeout(() => resolve({ afterPaint: performance.now(), firstFrame }), 0)
      } else requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}

interface Toggle {
  on: boolean
  /** From the press's pointerdown to the paint of the changed results. */
  visibleMs: number
  /** From the click (the input that toggles a checkbox, what INP times) to the same paint. */
  clickToVisibleMs: number
  /** The click's frame showed the changed results (the paint time is the browser's own). */
  firstFrame: boolean
  /** From the click to a task queued at that frame (after its paint, and after tasks queued before it). */
  clickToTaskAfterMs: number
  eventMs: number
  /** From the press to the end of the search request's answer (Resource Timing), and the rest to the paint. */
  answeredMs: number
  renderMs: number
  before: string
  after: string
}

async function toggle(page: Page, hoverMs: number): Promise<Toggle> {
  const box = page.getByRole('checkbox', { name: new RegExp(`^${LABEL}`) })
  const label = page.locator('label.fw-results-check').filter({ has: box })
  const wasOn = await box.isChecked()
  const before = (await page.locator(COUNT).textContent()) ?? ''
  // The search asked for from here on (ahead of the press or after it) is this press's.
  await page.evaluate(() => performance.clearResourceTimings())
  await label.hover()
  if (hoverMs > 0) await page.waitForTimeout(hoverMs)
  await page.evaluate(() => {
    const w = window as unknown as {
      __bench: { pressedAt: number | null; clickedAt: number | null; events: unknown[] }
    }
    w.__bench.pressedAt = null
    w.__bench.clickedAt = null
    w.__bench.events = []
  })
  const painted = page.evaluate(paintedChanged, [COUNT, before] as [string, string])
  await page.mouse.down()
  await page.mouse.up()
  const { afterPaint, firstFrame } = await painted
  // Event Timing entries arrive after the frame they end in.
  await page.waitForTimeout(100)
  const on = await box.isChecked()
  if (on === wasOn) throw new Error(`the "${LABEL}" checkbox did not change`)
  const after = (await page.locator(COUNT).textContent()) ?? ''
  const timing = await page.evaluate(
    ([afterPaint, firstFrame, path]) => {
      const w = window as unknown as {
        __bench: { pressedAt: number | null; clickedAt: number | null; events: PerformanceEventTiming[] }
      }
      const pressedAt = w.__bench.pressedAt ?? Number.NaN
      const clickedAt = w.__bench.clickedAt ?? Number.NaN
      const events = w.__bench.events.filter((e) => e.startTime >= pressedAt - 1)
      const answered = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes(path))
        .map((e) => (e as PerformanceResourceTiming).responseEnd)
      const answeredAt = answered.length ? Math.max(...answered) : Number.NaN
      // The click's entry: input to the next paint after its handlers (rounded to 8 ms by the browser).
      const click = events.find((e) => e.name === 'click' && Math.abs(e.startTime - clickedAt) < 1)
      const at = firstFrame && click ? click.startTime + click.duration : afterPaint
      return {
        visibleMs: at - pressedAt,
        clickToVisibleMs: at - clickedAt,
        firstFrame: firstFrame && click !== undefined,
        clickToTaskAfterMs: afterPaint - clickedAt,
        // Entries under 16 ms are not reported: such a press counts as 16.
        eventMs: Math.max(16, ...events.map((e) => e.duration)),
        answeredMs: answeredAt - pressedAt,
        renderMs: at - answeredAt,
      }
    },
    [afterPaint, firstFrame, SEARCH_API] as [number, boolean, string],
  )
  return { on, before, after, ...timing }
}

const site = await startSearchBenchSite()
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.addInitScript(installProbes)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  const load = async () => {
    await page.goto(`${site.origin}${ROUND_TRIP_PATH}`, { waitUntil: 'networkidle', timeout: 120_000 })
    const box = page.getByRole('checkbox', { name: new RegExp(`^${LABEL}`) })
    const hasFilter = await box
      .first()
      .waitFor({ timeout: 30_000 })
      .then(() => true)
      .catch(() => false)
    if (!hasFilter) return null
    await page.locator(COUNT).waitFor({ timeout: 60_000 })
    const initial = (await page.locator(COUNT).textContent()) ?? ''
    await page.waitForTimeout(500)
    return initial
  }
  const modes = [
    { title: `"${LABEL}", the pointer resting ${HOVER_MS} ms`, hoverMs: HOVER_MS, budget: true },
    { title: `"${LABEL}", pressed at once`, hoverMs: 0, budget: false },
  ]
  const rows: string[][] = []
  let initial: string | null = null
  let filtered = '?'
  let p95 = Number.NaN
  for (const mode of modes) {
    const samples: Toggle[] = []
    for (let i = 0; i < WARMUP + TOGGLES; i++) {
      initial = await load()
      if (initial === null) break
      const sample = await toggle(page, mode.hoverMs).catch((error: Error) => {
        throw new Error(`${mode.title}, press ${i + 1}: ${error.message}`)
      })
      if (i >= WARMUP) samples.push(sample)
    }
    if (initial === null) break
    filtered = samples[0]?.after ?? filtered
    const col = (values: number[]) =>
      `${Math.round(percentile(values, 50))} / ${Math.round(percentile(values, 95))}`
    const visible = samples.map((s) => s.visibleMs)
    const fromClick = samples.map((s) => s.clickToVisibleMs)
    if (mode.budget) p95 = percentile(fromClick, 95)
    rows.push([
      mode.title,
      col(fromClick),
      `${samples.filter((s) => s.firstFrame).length} of ${samples.length}`,
      col(samples.map((s) => s.clickToTaskAfterMs)),
      col(visible),
      col(samples.map((s) => s.eventMs)),
      col(samples.map((s) => s.answeredMs)),
      col(samples.map((s) => s.renderMs)),
      fromClick.map((v) => Math.round(v)).join(', '),
      mode.budget ? (percentile(fromClick, 95) <= BUDGET_MS ? 'met' : '**not met**') : '',
    ])
  }
  if (initial === null) {
    console.log(
      `\nfilter-paint skipped: ${ROUND_TRIP_PATH} shows no "${LABEL}" filter checkbox (the results page has no filters yet?).`,
    )
  } else {
    console.log(
      `\nFilter paint, ${TOGGLES} presses of "${LABEL}" per row, each on a page of its own after ${WARMUP} not counted, CPU ${CPU_SLOWDOWN}x slower, 1280x800, Chromium headless, ${machineState()}`,
    )
    console.log(`${ROUND_TRIP_PATH}: ${initial}; filtered: ${filtered}\n`)
    console.log(
      markdownTable(
        [
          'Press',
          'click to changed results painted, p50 / p95 ms',
          "painted in the click's own frame",
          'click to a task after that paint (upper bound), p50 / p95 ms',
          'pointerdown to changed results painted, p50 / p95 ms',
          'press (Event Timing), p50 / p95 ms',
          'answer received, p50 / p95 ms',
          'answer to paint, p50 / p95 ms',
          'all (from the click), ms',
          `p95 ≤ ${BUDGET_MS} ms`,
        ],
        rows,
      ),
    )
    console.log(
      "\nA press painted in the click's own frame is timed by the click's Event Timing end (its next paint); a later frame by a task queued from it (an upper bound).",
    )
    console.log(
      '\nThe server filters: the answer is asked for when the pointer reaches the filter (or a focus does), and "answer received" can come before the press (negative).',
    )
    process.exitCode = p95 <= BUDGET_MS ? 0 : 1
  }
  await context.close()
} finally {
  await browser.close()
  await site.close()
}
