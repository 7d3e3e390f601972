import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEATURES, PERMISSIONS } from '../../../shared/permissions.ts'
import type { TRoleTemplateKey } from '../../../shared/roles.ts'
import type { SignedInBrowser } from '../account/account-test-support.ts'
import { adminBrowser, type TestCompany } from '../company/company-test-kit.ts'
import { testDatabaseKinds } from '../db/test-databases.ts'
import { startTestApp, type TestApp } from '../test-app.ts'
import { ALL_SAMPLES } from './all-samples.ts'
import { matrixCompany, matrixContexts, requestFor, send } from './matrix-harness.ts'
import {
  type BusinessRoute,
  businessRoutes,
  expectedStatus,
  routeKey,
  samplesByRoute,
} from './route-expectations.ts'

/** From the least to the most powerful: each route is tried by the weakest role it admits. */
const WEAKEST_FIRST: TRoleTemplateKey[] = [
  'guest',
  'traveler',
  'travelArranger',
  'approver',
  'travelManager',
  'admin',
]

/** A JSON object body, or null for requests that send none (or something else). */
function objectBody(request: InjectOptions): Record<string, unknown> | null {
  const payload = request.payload
  let value: unknown = payload
  if (typeof payload === 'string') {
    try {
      value = JSON.parse(payload)
    } catch {
      return null
    }
  } else if (
    payload === undefined ||
    Buffer.isBuffer(payload) ||
    typeof (payload as { pipe?: unknown }).pipe === 'function'
  ) {
    return null
  }
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
}

/** What the caller is: role, its permissions, company and the company's plan. */
async function standing(t: TestApp, caller: SignedInBrowser) {
  const db = t.database.db
  const profile = await db
    .selectFrom('business_profiles')
    .innerJoin('roles', 'roles.id', 'business_profiles.role_id')
    .innerJoin('companies', 'companies.id', 'business_profiles.company_id')
    .select([
      'business_profiles.role_id',
      'business_profiles.company_id',
      'roles.permissions',
      'companies.plan',
    ])
    .where('business_profiles.user_id', '=', caller.userId)
    .execute()
  return profile.map((p) => ({ ...p, permissions: [...p.permissions].sort() }))
}

/**
 * ASVS 37 (8.2.3): no PUT or POST of a business route lets its caller set their own role,
 * permissions, company or plan by adding fields to the body: the answer is 400, or nothing of that
 * changed. Fields the sample itself sends are left as they are.
 */
describe.each(testDatabaseKinds())('extra fields in business requests (%s)', (kind) => {
  let t: TestApp
  let contexts: ReturnType<typeof matrixContexts>
  let company: TestCompany
  let elsewhere: TestCompany
  const callers = new Map<TRoleTemplateKey, SignedInBrowser>()

  beforeAll(async () => {
    t = await startTestApp(kind)
    contexts = matrixContexts(t)
    company = await matrixCompany(t)
    elsewhere = await matrixCompany(t)
  })
  afterAll(async () => {
    await contexts?.close()
    await t?.close()
  })

  async function weakestCaller(route: BusinessRoute, ok: number): Promise<SignedInBrowser | null> {
    const role = WEAKEST_FIRST.find((r) => expectedStatus(route, r, ok) === ok)
    if (!role) return null
    let caller = callers.get(role)
    if (!caller) {
      caller = await adminBrowser(t, company, { role })
      callers.set(role, caller)
    }
    return caller
  }

  it("[ASVS #37 8.2.3] role, roleName, permissions, companyId, plan, features or id in a body leave the caller's role, permissions, company and plan as they were", async () => {
    const extras = {
      role: 'admin',
      roleName: 'Admin',
      permissions: [...PERMISSIONS],
      companyId: elsewhere.id,
      company_id: elsewhere.id,
      // The company's plan is enterprise: a changed plan shows.
      plan: 'biz',
      features: [...FEATURES],
      id: elsewhere.roles.admin,
    }
    const { covered } = samplesByRoute(businessRoutes(t.app.routeTable), ALL_SAMPLES)
    const wrong: string[] = []
    let tried = 0
    for (const { route, sample } of covered) {
      if (route.method !== 'PUT' && route.method !== 'POST') continue
      const request = await requestFor(sample, contexts.of(company))
      const body = objectBody(request)
      const caller = await weakestCaller(route, sample.ok ?? 200)
      if (!body || !caller) continue
      tried++
      const added = Object.fromEntries(Object.entries(extras).filter(([key]) => !(key in body)))
      const before = await standing(t, caller)
      const res = await send(t, caller, { ...request, payload: JSON.stringify({ ...body, ...added }) })
      if (res.statusCode >= 500) wrong.push(`${routeKey(route)}: ${res.statusCode} ${res.body}`)
      if (res.statusCode === 400) continue
      const after = await standing(t, caller)
      if (JSON.stringify(after) !== JSON.stringify(before))
        wrong.push(
          `${routeKey(route)} (${res.statusCode}) changed ${JSON.stringify(before)} to ${JSON.stringify(after)}`,
        )
    }
    expect(tried).toBeGreaterThan(0)
    expect(wrong).toEqual([])
  })
})
