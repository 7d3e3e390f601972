import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config.ts'
import { runDbCli, useCleanups } from '../testing/db/cli-test-kit.ts'
import { openTestDatabase, silentLogger, testDatabaseKinds } from '../testing/db/test-databases.ts'
import { type Database, openDatabase } from './database.ts'
import { migrate } from './migrate.ts'
import { DEMO_ACCOUNTS, seedDemo } from './seed.ts'

const runCli = (args: string[], env: Record<string, string>) => runDbCli('support-staff.cli.ts', args, env)

async function addUser(database: Database, email: string) {
  await database.db
    .insertInto('users')
    .values({
      email,
      first_name: 'Sam',
      last_name: 'Porter',
      has_personal_account: true,
      password_hash: null,
    })
    .execute()
}

const staffEmails = async (database: Database) =>
  (
    await database.db
      .selectFrom('support_staff as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select('u.email')
      .execute()
  ).map((r) => r.email)

describe('npm run support-staff', () => {
  const { cleanups, tempDir } = useCleanups()

  it('grants, lists and revokes on a PGlite directory, recording each in the trail', async () => {
    const dir = tempDir('fernway-staff-')
    const open = () =>
      openDatabase({ databaseUrl: null, databaseSchema: null, dataDir: dir, logger: silentLogger })
    const setup = await open()
    await migrate(setup.db, silentLogger)
    await addUser(setup, 'agent@example.test')
    await setup.close()
    const env = { DATA_DIR: dir }

    expect(await runCli(['grant', 'agent@example.test'], env)).toMatchObject({
      status: 1,
      output: expect.stringContaining('--by'),
    })
    expect(
      await runCli(['grant', 'AGENT@example.test', '--by', 'ops: Kim', '--note', 'SUP team'], env),
    ).toMatchObject({
      status: 0,
      output: expect.stringContaining('granted'),
    })
    const listed = await runCli(['list'], env)
    expect(listed.status).toBe(0)
    expect(listed.output).toMatch(/agent@example\.test\tSam Porter\tgranted .* by ops: Kim\tSUP team/)
    expect(await runCli(['grant', 'nobody@example.test', '--by', 'ops: Kim'], env)).toMatchObject({
      status: 1,
      output: expect.stringContaining('no account'),
    })
    expect(await runCli(['revoke', 'agent@example.test', '--by', 'ops: Kim'], env)).toMatchObject({
      status: 0,
      output: expect.stringContaining('revoked agent@example.test; ended 0'),
    })
    expect(await runCli(['promote', 'agent@example.test'], env)).toMatchObject({
      status: 1,
      output: expect.stringContaining('usage'),
    })

    const after = await open()
    cleanups.unshift(() => after.close())
    expect(await staffEmails(after)).toEqual([])
    const trail = await after.db
      .selectFrom('impersonation_audit')
      .select(['event', 'detail', 'supporter_email', 'reason'])
      .orderBy('occurred_at')
      .execute()
    expect(trail).toEqual([
      {
        event: 'staff_granted',
        detail: 'by ops: Kim',
        supporter_email: 'agent@example.test',
        reason: 'SUP team',
      },
      { event: 'staff_revoked', detail: 'by ops: Kim', supporter_email: 'agent@example.test', reason: null },
    ])
  }, 120_000)

  it.each(testDatabaseKinds().filter((k) => k === 'postgres'))('grants on a %s schema', async () => {
    const database = await openTestDatabase('postgres')
    cleanups.push(() => database.close())
    await addUser(database, 'agent@example.test')
    const result = await runCli(['grant', 'agent@example.test', '--by', 'ops: Kim'], {
      DATABASE_URL: database.databaseUrl ?? '',
      DATABASE_SCHEMA: database.schema ?? '',
    })
    expect(result).toMatchObject({ status: 0, output: expect.stringContaining('granted') })
    expect(await staffEmails(database)).toEqual(['agent@example.test'])
  })
})

describe.each(testDatabaseKinds())('nobody is support staff by default (%s)', (kind) => {
  it('[ASVS #8 6.3.2] migrations grant nobody; only the development seed does, and production never seeds', async () => {
    const database = await openTestDatabase(kind)
    try {
      expect(await staffEmails(database)).toEqual([])
      await seedDemo(database.db, silentLogger)
      expect(await staffEmails(database)).toEqual(DEMO_ACCOUNTS.filter((a) => a.support).map((a) => a.email))
    } finally {
      await database.close()
    }
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'https://fernway.example',
        FERNWAY_SECRET: crypto.randomBytes(32).toString('hex'),
        SMTP_URL: 'smtp://mail.example:25',
      }).seedDemo,
    ).toBe(false)
    expect(() =>
      loadConfig(
        {
          NODE_ENV: 'production',
          PUBLIC_ORIGIN: 'https://fernway.example',
          FERNWAY_SECRET: crypto.randomBytes(32).toString('hex'),
          SMTP_URL: 'smtp://mail.example:25',
        },
        { seedDemo: true },
      ),
    ).toThrow(ConfigError)
  })
})
