import fc from 'fast-check'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import type { RouteEntry } from '../../types.ts'
import { nextMatrixIp } from '../business-matrix/matrix-harness.ts'
import type { TestApp } from '../test-app.ts'
import { type FuzzCallers, fuzzRequest, type RouteDomain, type RouteSeed } from './fuzz-requests.ts'
import type { FuzzSettings } from './fuzz-runs.ts'
import { verdict } from './fuzz-verdict.ts'
import type { FuzzContext, RouteProfile } from './route-profile.ts'
import { routeVerdict, sentRequest } from './route-rules.ts'
import { analyzeChangeLog, changedTables, changeLogEnd, changesSince, stateDigest } from './state-digest.ts'

/** The site's pages: the same built page whatever the request. */
const SITE_PAGES: readonly RegExp[] = [/^\/\*?$/]
/**
 * Other routes a browser navigates to (a window or a popup, not a script): they refuse with a page a
 * person can read, not a JSON list, and may redirect. The social sign-in popup's steps (decision 018)
 * and the way back from a company's sign-in.
 */
const OWN_PAGES: readonly RegExp[] = [
  /^\/k\/run\/\w+auth\/(?:redirect|callback)$/,
  /^\/k\/run\/sso\/callback$/,
]

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

/** One route's walk: whom it is sent as, its valid request, and what its profile adds. */
export interface RouteWalk {
  route: RouteEntry
  seed: RouteSeed | null
  callers: FuzzCallers
  profile: RouteProfile
  context: FuzzContext
}

const domainOf = (profile: RouteProfile, context: FuzzContext): RouteDomain => ({
  fields: profile.fields ?? [],
  queryFields: profile.queryFields ?? [],
  values: profile.values?.(context) ?? null,
  bodies: profile.bodies?.(context) ?? null,
  visitors: profile.visitors ?? false,
})

/** The session cookie an answer sets in place of the one sent, if any. */
function newSessionCookie(res: LightMyRequestResponse): string | null {
  const set = [res.headers['set-cookie'] ?? []].flat().find((c) => String(c).startsWith('fw_sg='))
  return set === undefined ? null : (String(set).split(';')[0] ?? null)
}

export interface RouteOutcome {
  failures: string[]
  /** How many answers of each status the route gave. */
  statuses: Map<number, number>
}

/**
 * Sends `settings.runs` generated requests to one route and returns what went wrong: answers that break
 * the rules of every route (5xx, leaks, a refusal not in the error shape, a redirect from an API) or of
 * the route's profile, shrunk by fast-check, and refused requests after which a table had changed (read
 * from the change log after each request). When every request was refused and `withDigest` is set, a
 * digest of all tables before and after must agree too.
 */
export async function fuzzRoute(
  t: TestApp,
  walk: RouteWalk,
  settings: FuzzSettings,
  withDigest: boolean,
): Promise<RouteOutcome> {
  const { route, seed, callers, profile } = walk
  const outcome: RouteOutcome = { failures: [], statuses: new Map() }
  const sitePage = SITE_PAGES.some((pattern) => pattern.test(route.url))
  const ownPage = OWN_PAGES.some((pattern) => pattern.test(route.url))
  const servesFiles = route.url.startsWith('/assets/')
  // Callers whose session an answer replaced (an impersonation start, a sign-in): their requests no
  // longer pass the gates as that caller.
  const replaced = new Set<string>()
  let changedSomething = false
  await analyzeChangeLog(t)
  let logged = await changeLogEnd(t)
  const before = withDigest ? await stateDigest(t) : null
  const requests = fuzzRequest(route, seed, callers, domainOf(profile, walk.context))
  const property = fc.asyncProperty(requests, async (request) => {
    const { options, bodyKind } = request
    const res = await t.app.inject({ ...options, remoteAddress: nextMatrixIp() })
    outcome.statuses.set(res.statusCode, (outcome.statuses.get(res.statusCode) ?? 0) + 1)
    const byPages = answeredByPages(t, options)
    const allowsHtml = sitePage || ownPage || byPages
    const wrong = verdict(res, { allowsHtml, servesFiles, ownPage: ownPage && !byPages })
    if (wrong) throw new Error(`${wrong}: ${describe(options, res, bodyKind)}`)
    if (options.method === route.method && !byPages) {
      const clean = request.caller !== null && !replaced.has(request.caller.cookie)
      const broken = routeVerdict(profile, sentRequest(route, seed, request, clean), res)
      if (broken) throw new Error(`${broken}: ${describe(options, res, bodyKind)}`)
    }
    const renewed = newSessionCookie(res)
    const sentCookie = String(options.headers?.cookie ?? '')
    for (const caller of [...callers.members, callers.visitor])
      if (renewed && renewed !== caller.cookie && sentCookie.includes(caller.cookie))
        replaced.add(caller.cookie)
    // An accepted request may change what is stored (even a GET may: the onboarding tasks store the
    // progress they computed); whether a GET changes nothing is server/testing/security/get-routes-change-nothing.test.ts's.
    if (res.statusCode < 400) {
      // What an accepted request sends off (mail) settles before the log is read again.
      await t.app.services.mail.settled()
      changedSomething = true
      logged = (await changesSince(t, logged)).last
      const problem = await profile.stored?.(t)
      if (problem) throw new Error(`${problem}: ${describe(options, res, bodyKind)}`)
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
