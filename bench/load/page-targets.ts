import { FORM_TOKEN_PATH } from '../../shared/constants.ts'
import { measure, type Row } from './measure.ts'
import type { Server } from './targets.ts'

/**
 * DESIGN.md: anonymous pages (home, search and results) at least 20 % of a bare Fastify route's throughput
 * in the same run (issue 24 item 11; decision 073). The share is read in run.ts against the baseline.
 */
export const PAGES_SHARE_OF_BASELINE = 0.2

const DAY_MS = 86_400_000
const isoIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)

/** The friendly results URL of a Seoul–Tokyo round trip for two, three weeks ahead and back a week later. */
export const RESULTS_PATH = `/flights/search/SEL-TYO/${isoIn(21)}/${isoIn(28)}?adults=2`

/** What Chromium sends. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' }

async function groupCookie(origin: string): Promise<string> {
  const res = await fetch(`${origin}${FORM_TOKEN_PATH}`, { method: 'POST' })
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

/**
 * The home page and a results page as anonymous visitors load them (brotli, as a browser asks): on a first
 * visit (no cookie: every answer sets a new group cookie) and on a later one (a group cookie without a
 * session); then the home page uncompressed, and signed in (never cached) for comparison.
 */
export async function pageTargets({ origin, cookie }: Server): Promise<Array<Row | null>> {
  const visitor = await groupCookie(origin)
  const anonymous = (row: Row | null) => (row ? { ...row, shareOfBaseline: PAGES_SHARE_OF_BASELINE } : null)
  return [
    anonymous(await measure('home page (anonymous, first visit: no cookie)', `${origin}/`, BROWSER)),
    anonymous(
      await measure('home page (anonymous, group cookie)', `${origin}/`, { ...BROWSER, cookie: visitor }),
    ),
    anonymous(
      await measure('home page (anonymous, group cookie, uncompressed)', `${origin}/`, { cookie: visitor }),
    ),
    anonymous(
      await measure(
        `results page ${RESULTS_PATH} (anonymous, first visit)`,
        `${origin}${RESULTS_PATH}`,
        BROWSER,
      ),
    ),
    anonymous(
      await measure('results page (anonymous, group cookie)', `${origin}${RESULTS_PATH}`, {
        ...BROWSER,
        cookie: visitor,
      }),
    ),
    await measure('home page (signed in, business admin; not cached)', `${origin}/`, { ...BROWSER, cookie }),
  ]
}
