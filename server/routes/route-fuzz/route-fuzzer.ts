import fc from 'fast-check'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import type { TestApp } from '../../test-app.ts'
import type { RouteEntry } from '../../types.ts'
import { nextMatrixIp } from '../business-matrix/matrix-harness.ts'
import { type FuzzIdentity, fuzzRequest, type RouteSeed } from './fuzz-requests.ts'
import type { FuzzSettings } from './fuzz-runs.ts'
import { verdict } from './fuzz-verdict.ts'
import { analyzeChangeLog, changedTables, changeLogEnd, changesSince, stateDigest } from './state-digest.ts'

/**
 * Routes a browser navigates to (a window or a popup, not a script): they refuse with a page a person
 * can read, not a JSON list. The site's pages and the social sign-in popup's steps (decision 018).
 */
const NAVIGATIONS: readonly RegExp[] = [/^\/\*?$/, /^\/k\/run\/\w+auth\/(?:redirect|callback)$/]

/**
 * The routes the fuzzer walks: every route of the table but the HEAD twins of GETs (the same handler)
 * and all static files but one (@fastify/static registers a route per built file, all one handler).
 */
export function fuzzedRoutes(table: readonly RouteEntry[], only: RegExp | null): RouteEntry[] {
  const gets = new Set(table.filter((r) => r.method === 'GET').map((r) => r.url))
  const firstAsset = table.find((r) => r.url.startsWith('/assets/'))
  return table.filter(
    (r) =>
      !(r.method === 'HEAD' && gets.has(r.url)) &&
      !(r.url.startsWith('/assets/') && r.url !== firstAsset?.url) &&
      (only === null || only.test(`${r.method} ${r.url}`)),
  )
}

/** Whether the site's pages (the wildcard route) answer this request: another method on an API's address. */
function answeredByPages(t: TestApp, options: InjectOptions): boolean {
  const path = String(options.url).split('?')[0] ?? ''
  const found = t.app.findRoute({ method: String(options.method) as 'GET', url: path })
  return found !== null && (found.params as Record<string, string>)['*'] !== undefined
}

/** A request and its answer, as a failure names them. */
const describe = (o: InjectOptions, res: LightMyRequestResponse, kind: string) =>
  `${o.method} ${String(o.url).slice(0, 200)} [${kind}] ${JSON.stringify(String(o.payload ?? '').slice(0, 300))} -> ${res.statusCode} ${res.body.slice(0, 300)}`

export interface RouteOutcome {
  failures: string[]
  /** How many answers of each status the route gave. */
  statuses: Map<number, number>
}

/**
 * Sends `settings.runs` generated requests to one route and returns what went wrong: answers that break
 * the rules (5xx, leaks, a refusal not in the error shape), shrunk by fast-check, and refused requests
 * after which a table had changed (read from the change log after each request). When every request
 * was refused and `withDigest` is set, a digest of all tables before and after must agree too.
 */
export async function fuzzRoute(
  t: TestApp,
  route: RouteEntry,
  seed: RouteSeed | null,
  identity: FuzzIdentity,
  settings: FuzzSettings,
  withDigest: boolean,
): Promise<RouteOutcome> {
  const outcome: RouteOutcome = { failures: [], statuses: new Map() }
  const navigated = NAVIGATIONS.some((pattern) => pattern.test(route.url))
  const servesFiles = route.url.startsWith('/assets/')
  let changedSomething = false
  await analyzeChangeLog(t)
  let logged = await changeLogEnd(t)
  const before = withDigest ? await stateDigest(t) : null
  const property = fc.asyncProperty(fuzzRequest(route, seed, identity), async ({ options, bodyKind }) => {
    const res = await t.app.inject({ ...options, remoteAddress: nextMatrixIp() })
    outcome.statuses.set(res.statusCode, (outcome.statuses.get(res.statusCode) ?? 0) + 1)
    const allowsHtml = navigated || answeredByPages(t, options)
    const wrong = verdict(res, { allowsHtml, servesFiles })
    if (wrong) throw new Error(`${wrong}: ${describe(options, res, bodyKind)}`)
    // An accepted request may change what is stored (even a GET may: the onboarding tasks store the
    // progress they computed); whether a GET changes nothing is server/routes/get-routes-change-nothing.test.ts's.
    if (res.statusCode < 400) {
      // What an accepted request sends off (mail) settles before the log is read again.
      await t.app.services.mail.settled()
      changedSomething = true
      logged = (await changesSince(t, logged)).last
      return
    }
    const changes = await changesSince(t, logged)
    logged = changes.last
    if (changes.tables.length)
      throw new Error(
        `changed ${changes.tables.join(', ')} though refused: ${describe(options, res, bodyKind)}`,
      )
  })
  try {
    await fc.assert(property, {
      numRuns: settings.runs,
      ...(settings.seed === undefined ? {} : { seed: settings.seed }),
    })
  } catch (error) {
    // fast-check's report: its seed and shrunk request (to replay with FUZZ_SEED), and what failed.
    const lines = String((error as Error).message)
      .split('\n')
      .slice(0, 2)
    const cause = (error as Error).cause
    outcome.failures.push([...lines, String(cause instanceof Error ? cause.message : cause)].join('\n'))
  }
  if (before && !changedSomething) {
    const changed = changedTables(before, await stateDigest(t))
    if (changed.length) outcome.failures.push(`refused requests changed ${changed.join(', ')} (digest)`)
  }
  return outcome
}
