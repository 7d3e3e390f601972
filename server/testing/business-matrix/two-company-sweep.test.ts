import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '../db/test-databases.ts'
import { startTestApp, type TestApp } from '../test-app.ts'
import { ALL_SAMPLES } from './all-samples.ts'
import { matrixContexts, requestFor, send } from './matrix-harness.ts'
import { businessRoutes, expectedStatus, routeKey, samplesByRoute } from './route-expectations.ts'
import { paramsOf, type Tenant, tenant, withParams } from './sweep-fixture.ts'
import { foreignStatuses, leaked, namedIds, only, tenantData, uuidsIn } from './tenant-data.ts'

/**
 * ASVS 36 (8.2.2) and 38 (8.4.1): two companies, A and B, each with members, roles, an SSO
 * configuration, audit entries and whatever the samples create. A's admin sends every business
 * route's request built for B, then random ids in every path parameter.
 */
describe.each(testDatabaseKinds())('two companies (%s)', (kind) => {
  let t: TestApp
  let contexts: ReturnType<typeof matrixContexts>
  let a: Tenant
  let b: Tenant
  let theirs: Set<string>

  beforeAll(async () => {
    t = await startTestApp(kind)
    contexts = matrixContexts(t)
    a = await tenant(t, contexts.of, ALL_SAMPLES)
    b = await tenant(t, contexts.of, ALL_SAMPLES)
  })
  afterAll(async () => {
    await contexts?.close()
    await t?.close()
  })

  const covered = () => samplesByRoute(businessRoutes(t.app.routeTable), ALL_SAMPLES).covered

  it("[ASVS #38 8.4.1] company A's admin sending B's requests (B's ids) is refused and never sees B's data", async () => {
    const requests = []
    for (const { route, sample } of covered())
      requests.push({ route, sample, request: await requestFor(sample, b.ctx) })
    theirs = only(await tenantData(t, b.company.id), await tenantData(t, a.company.id))
    expect(theirs.size).toBeGreaterThan(10)
    const wrong: string[] = []
    for (const { route, sample, request } of requests) {
      const res = await send(t, a.admin, request)
      const named = namedIds(route.url, request, b.company.domain)
      const allowed = foreignStatuses(named, expectedStatus(route, 'admin', sample.ok ?? 200))
      if (!allowed.includes(res.statusCode))
        wrong.push(`${routeKey(route)} (${named}): ${res.statusCode}, expected ${allowed.join(' or ')}`)
      const seen = leaked(res, theirs, request)
      if (seen.length > 0) wrong.push(`${routeKey(route)} showed B's ${seen.join(', ')}`)
    }
    expect(wrong).toEqual([])
  })

  it("[ASVS #36 8.2.2] random ids in every path parameter never answer 5xx nor another tenant's data", async () => {
    theirs = only(await tenantData(t, b.company.id), await tenantData(t, a.company.id))
    const bIds = [...theirs].filter((value) => uuidsIn(value).length === 1 && value.length === 36)
    const id = fc.oneof(
      fc.uuid(),
      fc.constantFrom(...bIds),
      fc.string({ minLength: 1, maxLength: 80 }),
      fc.stringMatching(/^[0-9]{1,24}$/),
      fc.constantFrom('..', '.', '%', 'null', 'undefined', '-1', '0', 'true', ' ', '\u0000', 'Ω'.repeat(150)),
    )
    const withIds = covered().filter(({ route }) => paramsOf(route.url).length > 0)
    expect(withIds.length).toBeGreaterThan(0)
    for (const { route, sample } of withIds) {
      // A's own valid request, so that only the ids are foreign or malformed.
      const base = await requestFor(sample, a.ctx)
      const names = paramsOf(route.url)
      await fc.assert(
        fc.asyncProperty(fc.tuple(...names.map(() => id)), async (values) => {
          const params = Object.fromEntries(names.map((name, i) => [name, values[i] as string]))
          const res = await send(t, a.admin, withParams(route.url, base, params))
          const where = `${routeKey(route)} with ${JSON.stringify(params)}`
          expect(res.statusCode, `${where}: ${res.body}`).toBeLessThan(500)
          if (values.some((v) => theirs.has(v)))
            expect([400, 403, 404], `${where} named B's id`).toContain(res.statusCode)
          expect(leaked(res, theirs), where).toEqual([])
        }),
        { numRuns: 25 },
      )
    }
  })
})
