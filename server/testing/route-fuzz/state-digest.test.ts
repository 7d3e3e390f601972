import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { createTestUser, signInBrowser } from '../account/account-test-support.ts'
import { startTestApp, type TestApp } from '../test-app.ts'
import {
  analyzeChangeLog,
  changedTables,
  changeLogEnd,
  changesSince,
  recordChanges,
  stateDigest,
} from './state-digest.ts'

/** The fuzzer's evidence that a refusal changed nothing: it must see every change, and only changes. */
describe('the fuzzer change log', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
    await recordChanges(t)
  })
  afterAll(async () => t?.close())

  it('logs a committed change by table, not a session kept alive, and reads from where it was', async () => {
    const start = await changeLogEnd(t)
    const user = await createTestUser(t)
    const browser = await signInBrowser(t, user)
    const afterSignIn = await changesSince(t, start)
    expect(afterSignIn.tables).toEqual(expect.arrayContaining(['sessions', 'users']))
    expect(afterSignIn.last).toBe(await changeLogEnd(t))

    const db = t.database.db
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date() })
      .where('id', '=', browser.sessionId)
      .execute()
    expect(await changesSince(t, afterSignIn.last)).toEqual({ tables: [], last: afterSignIn.last })

    await analyzeChangeLog(t)
    await db.updateTable('users').set({ first_name: 'Changed' }).where('id', '=', user.id).execute()
    expect((await changesSince(t, afterSignIn.last)).tables).toEqual(['users'])
  })

  it('leaves out a change rolled back, and the digest agrees with the log', async () => {
    const start = await changeLogEnd(t)
    const before = await stateDigest(t)
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await sql`update users set first_name = 'Rolled back'`.execute(trx)
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(await changesSince(t, start)).toEqual({ tables: [], last: start })
    expect(changedTables(before, await stateDigest(t))).toEqual([])

    await createTestUser(t)
    expect(changedTables(before, await stateDigest(t))).toEqual(['users'])
  })

  it('reads only the new entries once it knows the log, however long the log', async () => {
    // An app of its own: the planner must not have learned the log's statistics from the tests above.
    const fresh = await startTestApp()
    onTestFinished(() => fresh.close())
    await recordChanges(fresh)
    await sql`insert into fuzz_changes (table_name, op) select 'users', 'UPDATE' from generate_series(1, 20000)`.execute(
      fresh.database.db,
    )
    await analyzeChangeLog(fresh)
    const end = await changeLogEnd(fresh)
    const plan = await sql<{
      'QUERY PLAN': string
    }>`explain select table_name from fuzz_changes where id > ${end}`.execute(fresh.database.db)
    // Without statistics the planner guesses a third of the rows and scans the whole log.
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/Index (Only )?Scan/)
  })
})
