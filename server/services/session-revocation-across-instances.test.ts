import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_PATHS } from '../../shared/auth/auth-contract.ts'
import { PICKER_API } from '../../shared/pickers/picker-contract.ts'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { DEMO_PASSWORD, seedDemo } from '../db/seed.ts'
import { signInWithPassword } from '../testing/account/two-factor-test-kit.ts'
import { authState, postForm } from '../testing/auth/auth-test-kit.ts'
import { openTestDatabase, silentLogger, type TestDatabase } from '../testing/db/test-databases.ts'

/**
 * Sessions are cached in each instance's memory; a sign-out must still end them everywhere at once.
 * One instance always; two instances sharing PostgreSQL and Redis when the machine has them (CI does).
 */
const setups = [
  { name: 'one instance', instances: 1, redis: null as string | null },
  ...(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
    ? [{ name: 'two instances over PostgreSQL and Redis', instances: 2, redis: process.env.TEST_REDIS_URL }]
    : []),
]
if (process.env.CI === 'true' && setups.length < 2)
  throw new Error('CI=true needs TEST_DATABASE_URL and TEST_REDIS_URL for the two-instance case')

describe.each(setups)('session revocation with cached sessions: $name', ({ instances, redis }) => {
  let database: TestDatabase
  const apps: Awaited<ReturnType<typeof buildApp>>[] = []
  beforeAll(async () => {
    database = await openTestDatabase(instances > 1 ? 'postgres' : 'pglite')
    await seedDemo(database.db, silentLogger)
    for (let i = 0; i < instances; i++) {
      const config = loadConfig(
        { NODE_ENV: 'test' },
        { dataDir: 'memory://', redisUrl: redis, databaseSchema: database.schema },
      )
      const app = await buildApp(config, { database, requireWebBuild: false })
      await app.ready()
      apps.push(app)
    }
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
    await database?.close()
  })

  const last = () => apps[apps.length - 1] as (typeof apps)[number]
  const first = () => apps[0] as (typeof apps)[number]

  it('a sign-out on one instance is seen at once by the other, though it had the session cached', async () => {
    const browser = await signInWithPassword(first(), 'traveler@fernway.test', DEMO_PASSWORD)
    expect((await authState(last(), browser)).loggedInSession).toBe(true)
    const cookie = browser.cookie
    await postForm(first(), browser, AUTH_PATHS.logout, {})
    await expect
      .poll(async () => (await authState(last(), { cookie })).loggedInSession, { timeout: 1000 })
      .toBe(false)
  })

  it('disabling a user ends their cached sessions everywhere', async () => {
    const browser = await signInWithPassword(first(), 'ben@northwind.test', DEMO_PASSWORD)
    const state = await authState(last(), browser)
    expect(state.loggedInSession).toBe(true)
    const user = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ben@northwind.test')
      .executeTakeFirstOrThrow()
    await first().services.sessions.disableUser(user.id)
    await expect
      .poll(async () => (await authState(last(), browser)).loggedInSession, { timeout: 1000 })
      .toBe(false)
  })

  it('a currency saved through one instance is the currency on the other at once, though it had the session and its choices cached', async () => {
    const browser = await signInWithPassword(first(), 'manager@northwind.test', DEMO_PASSWORD)
    const current = async () => {
      const res = await last().inject({
        url: PICKER_API.currencyPickerState,
        headers: { cookie: browser.cookie },
      })
      return res.json().current.currencyCode as string
    }
    const before = await current()
    const chosen = before === 'JPY' ? 'EUR' : 'JPY'
    // Read twice: the session and its saved choices are now in the other instance's memory.
    expect(await current()).toBe(before)
    const res = await first().inject({
      method: 'POST',
      url: PICKER_API.currencySet,
      headers: { cookie: browser.cookie, 'x-csrf': browser.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ currencyCode: chosen, store: true }),
    })
    expect(res.statusCode).toBe(200)
    await expect.poll(current, { timeout: 1000 }).toBe(chosen)
  })
})
