import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test-app.ts'
import { signInBrowser } from '../account/account-test-support.ts'
import { ALL_SAMPLES } from '../business-matrix/all-samples.ts'
import { matrixCompany, matrixContexts } from '../business-matrix/matrix-harness.ts'
import { routeKey } from '../business-matrix/route-expectations.ts'
import { createMemberOf, type TestCompany } from '../company/company-test-kit.ts'
import { fuzzSettings } from './fuzz-runs.ts'
import { fuzzedRoutes, fuzzRoute } from './route-fuzzer.ts'
import { seedOf } from './route-seeds.ts'
import { recordChanges } from './state-digest.ts'

const settings = fuzzSettings()

/**
 * Decision 062: every route of the app's own route table (so routes added later are walked too) gets
 * FUZZ_RUNS generated requests through inject, as a signed-in company admin with a proven second factor
 * most of the time, so that requests pass the session and form-token gates and reach validation.
 */
describe('every route under generated requests', () => {
  let t: TestApp
  let contexts: ReturnType<typeof matrixContexts>
  let company: TestCompany
  let admin: { id: string; email: string }
  const unhandled: unknown[] = []
  const onUnhandled = (reason: unknown) => unhandled.push(reason)

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled)
    t = await startTestApp(settings.database, { web: true })
    contexts = matrixContexts(t)
    company = await matrixCompany(t)
    admin = await createMemberOf(t, company, 'admin')
    await recordChanges(t)
  })
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled)
    await contexts?.close()
    await t?.close()
  })

  /** A new signed-in session per route: a route that signs out or ends sessions leaves the next alone. */
  async function identity() {
    const browser = await signInBrowser(t, admin, { businessMode: true })
    await t.database.db
      .updateTable('sessions')
      .set({ second_factor_at: new Date() })
      .where('id', '=', browser.sessionId)
      .execute()
    return browser
  }

  it(
    'answers no 5xx, leaks nothing, refuses in the error shape, and changes nothing when it refuses',
    async () => {
      const all = fuzzedRoutes(t.app.routeTable, settings.only)
      expect(all.length).toBeGreaterThan(settings.only ? 0 : 250)
      const { shard } = settings
      const routes = shard ? all.filter((_, i) => i % shard.count === shard.index - 1) : all
      const failures: string[] = []
      const statuses = new Map<number, number>()
      const started = Date.now()
      for (const [i, route] of routes.entries()) {
        // A long run says where it is, so that its end can be told.
        if (settings.runs >= 100)
          console.info(
            `${i + 1}/${routes.length} ${routeKey(route)} at ${Math.round((Date.now() - started) / 1000)} s`,
          )
        const seed = await seedOf(route, ALL_SAMPLES, contexts.of(company))
        const digest = i % settings.digestEvery === 0
        const outcome = await fuzzRoute(t, route, seed, await identity(), settings, digest)
        failures.push(...outcome.failures.map((f) => `${routeKey(route)}: ${f}`))
        // A long run reports each route as it ends, so that a run cut short still tells what it found.
        if (settings.runs >= 100)
          console.info(
            `done ${routeKey(route)}: ${settings.runs} requests, ${JSON.stringify(Object.fromEntries(outcome.statuses))}, failures: ${outcome.failures.length ? outcome.failures.join(' | ') : 'none'}`,
          )
        for (const [status, n] of outcome.statuses) statuses.set(status, (statuses.get(status) ?? 0) + n)
      }
      // How far requests got: 401 and 403 stop at the gates, 400, 404 and 2xx went past them.
      console.info(`fuzzed ${routes.length} routes; answers by status:`, Object.fromEntries(statuses))
      expect(failures).toEqual([])
      expect(unhandled).toEqual([])
    },
    // About 1.5 ms a request on the CI machine, and room for a loaded one.
    120_000 + settings.runs * 400 * 10,
  )
})
