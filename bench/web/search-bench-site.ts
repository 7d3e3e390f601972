import { type RunningSite, startSite } from '../../e2e/support/site.ts'

const DAY_MS = 86_400_000
const isoIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)

/**
 * The search pages' browser benchmarks' results page (issue 24 item 11): a Seoul–Tokyo round trip for
 * two, a month ahead and back a week later, a busy route (300 offers).
 */
export const ROUND_TRIP_PATH = `/flights/search/SEL-TYO/${isoIn(30)}/${isoIn(37)}?adults=2`
/** Two nights in Tokyo a month ahead (issue 25 item 7): 500 properties, filters with counts. */
export const STAYS_PATH = `/hotels/search/TYO/${isoIn(30)}/${isoIn(32)}`

/**
 * The built site as the journeys start it (PGlite with the demo data, a free loopback port); DIST_DIR
 * names another build than ./dist (a copy kept while others rebuild ./dist on a shared machine).
 */
export function startSearchBenchSite(): Promise<RunningSite> {
  const dist = process.env.DIST_DIR
  return startSite(dist ? { env: { DIST_DIR: dist } } : {})
}
