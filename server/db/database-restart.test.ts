import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '../testing/db/test-databases.ts'
import { startTestApp } from '../testing/test-app.ts'
import { useTestApp } from '../testing/use-test-app.ts'

/*
 * PostgreSQL ending every connection (what a restart does to a pool) must not crash the process:
 * idle clients are dropped by the pool's error handler and the next request gets a fresh connection.
 */
describe.each(testDatabaseKinds().filter((k) => k === 'postgres'))('the database going away (%s)', (kind) => {
  const t = useTestApp(kind)

  it('keeps the process alive and recovers when every connection is terminated', async () => {
    expect((await t.app.inject('/readyz')).statusCode).toBe(200)
    const crashes: unknown[] = []
    const onCrash = (error: unknown) => crashes.push(error)
    process.on('uncaughtException', onCrash)
    try {
      const admin = await startTestApp(kind)
      const own = `fernway:${t.database.schema}`
      const ended = await sql<{
        n: number
      }>`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where application_name = ${own}`.execute(admin.database.db)
      expect(ended.rows[0]?.n).toBeGreaterThan(0)
      await admin.close()
      await new Promise((r) => setTimeout(r, 200))
      const statuses: number[] = []
      for (let i = 0; i < 5; i++) statuses.push((await t.app.inject('/readyz')).statusCode)
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true)
      expect(statuses.at(-1)).toBe(200)
      expect(crashes).toEqual([])
    } finally {
      process.off('uncaughtException', onCrash)
    }
  })
})

describe.each(testDatabaseKinds())('a closed database (%s)', (kind) => {
  it('answers 503, never 500, on routes that need it', async () => {
    const t = await startTestApp(kind)
    await t.database.close()
    const ready = await t.app.inject('/readyz')
    expect(ready.statusCode).toBe(503)
    const state = await t.app.inject({
      url: '/horizon/common/authentication/providers/AuthStateProviderAction',
      headers: { cookie: `fw_sg=${'B'.repeat(43)}` },
    })
    expect(state.statusCode).toBe(503)
    expect(state.json().errors[0].code).toBe('SERVICE_UNAVAILABLE')
    expect(state.headers['retry-after']).toBe('1')
    await t.app.close()
  })
})
