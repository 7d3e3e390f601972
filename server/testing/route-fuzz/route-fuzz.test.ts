import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passesRequirement } from '../../../shared/permissions.ts'
import { ROLE_TEMPLATES, type TRoleTemplateKey } from '../../../shared/roles.ts'
import { type SocialPeers, startSocialPeers } from '../../dev-peers/social-peers.ts'
import type { RouteEntry } from '../../types.ts'
import { createTestUser, signInBrowser } from '../account/account-test-support.ts'
import { ALL_SAMPLES } from '../business-matrix/all-samples.ts'
import { matrixCompany, matrixContexts } from '../business-matrix/matrix-harness.ts'
import { MATRIX_ROLES, routeKey } from '../business-matrix/route-expectations.ts'
import { createMemberOf, proveSecondFactor, type TestCompany } from '../company/company-test-kit.ts'
import { supportStaffService } from '../impersonation/impersonation-test-kit.ts'
import { registerPasskey } from '../passkey/passkey-test-kit.ts'
import { TEST_ORIGIN } from '../social/social-test-kit.ts'
import { browserIdentity, startTestApp, type TestApp } from '../test-app.ts'
import type { FuzzCallers } from './fuzz-requests.ts'
import { fuzzSettings } from './fuzz-runs.ts'
import { OWN_SEEDS } from './own-seeds.ts'
import { fuzzedRoutes, fuzzRoute } from './route-fuzzer.ts'
import type { FuzzContext } from './route-profile.ts'
import { PROFILES, profileOf } from './route-profiles.ts'
import { seedOf } from './route-seeds.ts'
import { recordChanges } from './state-digest.ts'

const settings = fuzzSettings()
type User = { id: string; email: string }

/**
 * Decision 062: every route of the app's own route table (so routes added later are walked too) gets
 * FUZZ_RUNS generated requests through inject, as a signed-in member with a proven second factor most of
 * the time (the company's admin, or a member of a role the route permits; support staff too where the
 * profile says), so that requests pass the session and form-token gates and reach validation; sometimes
 * as a visitor. The social providers are stand-ins on loopback, so sign-in requests reach the token
 * checks.
 */
describe('every route under generated requests', () => {
  let t: TestApp
  let peers: SocialPeers
  let contexts: ReturnType<typeof matrixContexts>
  let company: TestCompany
  let context: FuzzContext
  let supporter: User
  const members = new Map<TRoleTemplateKey, User>()
  const unhandled: unknown[] = []
  const onUnhandled = (reason: unknown) => unhandled.push(reason)

  /** A new signed-in session, second factor proven: a route that signs out or ends sessions leaves the next alone. */
  async function session(user: User, businessMode = true) {
    const browser = await signInBrowser(t, user, { businessMode })
    await proveSecondFactor(t, browser.sessionId)
    return browser
  }

  /** The admin, unless the route's permissions leave admins out: then a member of a role they let in. */
  async function memberFor(route: RouteEntry): Promise<User> {
    const required = route.business?.permissions ?? []
    const role = (['admin', ...MATRIX_ROLES] as TRoleTemplateKey[]).find((r) =>
      passesRequirement(ROLE_TEMPLATES[r].permissions, required, true),
    )
    if (role === undefined || role === 'admin') return context.admin
    const known = members.get(role) ?? (await createMemberOf(t, company, role))
    members.set(role, known)
    return known
  }

  async function callersFor(route: RouteEntry): Promise<FuzzCallers> {
    const own = [await session(await memberFor(route))]
    if (profileOf(route).support) own.push(await session(supporter, false))
    return { members: own, visitor: await browserIdentity(t.app) }
  }

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled)
    peers = await startSocialPeers(TEST_ORIGIN)
    t = await startTestApp(settings.database, {
      web: true,
      env: { PUBLIC_ORIGIN: TEST_ORIGIN, ...peers.env() },
    })
    contexts = matrixContexts(t)
    company = await matrixCompany(t)
    const admin = await createMemberOf(t, company, 'admin')
    supporter = await createTestUser(t, { firstName: 'Sam' })
    await supportStaffService(t).grant(supporter.email, 'fuzz operator', 'route fuzzer')
    const { authenticator } = await registerPasskey(t, await session(admin, false))
    context = {
      company,
      admin,
      target: await createTestUser(t),
      passkey: authenticator.assert('A'.repeat(43)),
    }
    await recordChanges(t)
  })
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled)
    await contexts?.close()
    await t?.close()
    await peers?.close()
  })

  it('profiles and own seeds name routes of the table, and every own seed builds', async () => {
    const table = new Set(t.app.routeTable.map(routeKey))
    const unknown = [...Object.keys(PROFILES), ...Object.keys(OWN_SEEDS)].filter((key) => !table.has(key))
    expect(unknown).toEqual([])
    // The walk takes a seed that fails to build as none: here it must not fail.
    for (const [key, build] of Object.entries(OWN_SEEDS))
      expect(await build(t, context).then((seed) => seed.path.startsWith('/'), String), key).toBe(true)
  })

  it(
    '[ASVS #44 16.5.1][ASVS #44 16.5.3][ASVS #30 3.7.2] answers no 5xx, leaks nothing, refuses in the error shape, accepts nothing its schema refuses, keeps each route’s own rules, and changes nothing when it refuses',
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
        // Callers first: a sample may make every current member a party to what it builds.
        const callers = await callersFor(route)
        const seed = await seedOf(route, ALL_SAMPLES, contexts.of(company), context)
        const digest = i % settings.digestEvery === 0
        const walk = { route, seed, callers, profile: profileOf(route), context }
        const outcome = await fuzzRoute(t, walk, settings, digest)
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
