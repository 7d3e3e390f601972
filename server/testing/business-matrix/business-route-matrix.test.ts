import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminBrowser, createCompany, type TestCompany } from '../company/company-test-kit.ts'
import { testDatabaseKinds } from '../db/test-databases.ts'
import { startTestApp, type TestApp } from '../test-app.ts'
import { ALL_SAMPLES } from './all-samples.ts'
import {
  type CallerBrowser,
  callersOf,
  matrixCompany,
  matrixContexts,
  requestFor,
  send,
} from './matrix-harness.ts'
import {
  type BusinessRoute,
  businessRoutes,
  expectedStatus,
  MATRIX_CALLERS,
  type MatrixCaller,
  routeKey,
  samplesByRoute,
} from './route-expectations.ts'
import { foreignStatuses, leaked, namedIds, only, tenantData } from './tenant-data.ts'

/**
 * ASVS 35 (8.2.1, 8.3.1): every business route, walked from the app's own route table, answers each
 * caller exactly what the role templates and the route's declared requirement say; a member of
 * another company gets a refusal or its own company's answer, never the first company's data.
 */
// The two walks call every business route as every caller: hundreds of calls, which a loaded two-core
// machine stretches past the default 30 s; they get room rather than fail on time.
describe.each(testDatabaseKinds())('the business route matrix (%s)', (kind) => {
  let t: TestApp
  let contexts: ReturnType<typeof matrixContexts>
  let company: TestCompany
  let other: TestCompany
  let callers: Record<MatrixCaller, CallerBrowser>
  let outsider: CallerBrowser
  let featureless: TestCompany
  let featurelessAdmin: CallerBrowser
  let routes: BusinessRoute[]

  beforeAll(async () => {
    t = await startTestApp(kind)
    contexts = matrixContexts(t)
    company = await matrixCompany(t)
    other = await matrixCompany(t)
    featureless = await createCompany(t, { features: [] })
    featurelessAdmin = await adminBrowser(t, featureless)
    callers = await callersOf(t, company)
    outsider = await adminBrowser(t, other)
    routes = businessRoutes(t.app.routeTable)
  })
  afterAll(async () => {
    await contexts?.close()
    await t?.close()
  })

  it('[ASVS #35 8.2.1] every business route has a sample, and every sample a route', () => {
    const { missing, unknown } = samplesByRoute(routes, ALL_SAMPLES)
    expect(routes.length).toBeGreaterThan(0)
    expect(missing, 'business routes without a MatrixSample (add one to all-samples.ts)').toEqual([])
    expect(unknown, 'samples for routes that do not exist or are not business routes').toEqual([])
  })

  it('[ASVS #35 8.2.1] each route answers anonymous 401, each role and support exactly what the role allows', async () => {
    const { covered } = samplesByRoute(routes, ALL_SAMPLES)
    const wrong: string[] = []
    for (const { route, sample } of covered) {
      for (const caller of MATRIX_CALLERS) {
        const request = await requestFor(sample, contexts.of(company))
        const res = await send(t, callers[caller], request)
        const expected = expectedStatus(route, caller, sample.ok ?? 200)
        if (res.statusCode !== expected)
          wrong.push(`${routeKey(route)} as ${caller}: ${res.statusCode}, expected ${expected} (${res.body})`)
      }
    }
    expect(wrong).toEqual([])
  }, 180_000)

  it('[ASVS #35 8.2.1] a route that needs a feature answers 403 to the admin of a company without it', async () => {
    const gated = samplesByRoute(routes, ALL_SAMPLES).covered.filter(
      ({ route }) => (route.business.features ?? []).length > 0,
    )
    const wrong: string[] = []
    for (const { route, sample } of gated) {
      const res = await send(t, featurelessAdmin, await requestFor(sample, contexts.of(featureless)))
      const expected = expectedStatus(route, 'admin', sample.ok ?? 200, [])
      if (res.statusCode !== expected)
        wrong.push(`${routeKey(route)}: ${res.statusCode}, expected ${expected}`)
    }
    expect(gated.length).toBeGreaterThan(0)
    expect(wrong).toEqual([])
  })

  it("[ASVS #35 8.2.1] a member of another company is refused the first company's ids and never sees its data", async () => {
    const { covered } = samplesByRoute(routes, ALL_SAMPLES)
    const wrong: string[] = []
    for (const { route, sample } of covered) {
      const request = await requestFor(sample, contexts.of(company))
      const theirs = only(await tenantData(t, company.id), await tenantData(t, other.id))
      const res = await send(t, outsider, request)
      const kind = namedIds(route.url, request, company.domain)
      const allowed = foreignStatuses(kind, expectedStatus(route, 'admin', sample.ok ?? 200))
      if (!allowed.includes(res.statusCode))
        wrong.push(`${routeKey(route)} (${kind}): ${res.statusCode}, expected ${allowed.join(' or ')}`)
      const seen = leaked(res, theirs, request)
      if (seen.length > 0) wrong.push(`${routeKey(route)} showed the other company's ${seen.join(', ')}`)
    }
    expect(wrong).toEqual([])
  }, 180_000)
})
