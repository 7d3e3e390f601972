import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { defaultFeatures } from '../../shared/business/plans.ts'
import type { TPlan } from '../../shared/permissions.ts'
import { isSafeText } from '../../shared/text-rules.ts'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { createCompanyWithRoles } from '../repositories/company.repository.ts'
import { authState } from '../testing/auth/auth-test-kit.ts'
import { adminBrowser } from '../testing/company/company-test-kit.ts'
import { runDbCli, useCleanups } from '../testing/db/cli-test-kit.ts'
import { openTestDatabase, silentLogger, testDatabaseKinds } from '../testing/db/test-databases.ts'
import { openDatabase } from './database.ts'
import { migrate } from './migrate.ts'
import type { DB } from './schema.ts'

const runCli = (args: string[], env: Record<string, string>) => runDbCli('company-plan.cli.ts', args, env)

/** A company on `plan` whose admin asked for `wanted`; the request waits. */
async function companyWaiting(db: Kysely<DB>, name: string, plan: TPlan, wanted: TPlan) {
  const domain = `c${crypto.randomBytes(4).toString('hex')}.test`
  const company = await createCompanyWithRoles(db, {
    name,
    plan,
    features: defaultFeatures(plan),
    email_domains: [domain],
    booking_mode: 'TRAVELER_ONLY',
    confirmed_at: null,
  })
  const user = await db
    .insertInto('users')
    .values({
      email: `admin@${domain}`,
      first_name: 'Ada',
      last_name: 'Admin',
      has_personal_account: false,
      password_hash: null,
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow()
  const request = await db
    .insertInto('company_plan_requests')
    .values({ company_id: company.id, plan: wanted, status: 'PENDING', requested_by_user_id: user.id })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { companyId: company.id, requestId: request.id, email: user.email, domain, roles: company.roles }
}

const state = (db: Kysely<DB>, requestId: string) =>
  db
    .selectFrom('company_plan_requests as r')
    .innerJoin('companies as c', 'c.id', 'r.company_id')
    .select(['r.status', 'r.decided_by', 'r.decision_note', 'c.plan'])
    .where('r.id', '=', requestId)
    .executeTakeFirstOrThrow()

const NO_STACK = expect.not.stringMatching(/\n\s+at /)

describe('npm run company-plan', () => {
  const { cleanups, tempDir } = useCleanups()

  it('[ASVS #45 16.4.1] lists, completes and declines on a PGlite directory, refuses bad input clearly, and prints stored names escaped', async () => {
    const dir = tempDir('fernway-plan-')
    const open = () =>
      openDatabase({ databaseUrl: null, databaseSchema: null, dataDir: dir, logger: silentLogger })
    const setup = await open()
    await migrate(setup.db, silentLogger)
    const north = await companyWaiting(setup.db, 'Northwind', 'biz', 'enterprise')
    const south = await companyWaiting(setup.db, 'Southwind', 'bizPlus', 'enterprise')
    // Stored before signup refused control characters: escape, bell, CR and LF forging a request's line.
    const forged = await companyWaiting(
      setup.db,
      `Acme\u001b[2J\u0007\r\n${crypto.randomUUID()}\tEvil\tbiz -> enterprise\trequested by boss@acme.test`,
      'biz',
      'enterprise',
    )
    await setup.close()
    const env = { DATA_DIR: dir }

    const listed = await runCli(['list'], env)
    expect(listed.status).toBe(0)
    expect(listed.output).toContain(
      `${north.requestId}\tNorthwind\tbiz -> enterprise\trequested 20` /* the year */,
    )
    expect(listed.output).toMatch(
      new RegExp(`${south.requestId}\tSouthwind\tbizPlus -> enterprise\t.* by ${south.email}`),
    )
    // One line a request, the forged name's control characters written out, not obeyed.
    const lines = listed.output.trimEnd().split('\n')
    expect(lines).toHaveLength(3)
    expect([...listed.output].filter((ch) => ch !== '\n' && ch !== '\t' && !isSafeText(ch))).toEqual([])
    expect(lines.find((l) => l.startsWith(forged.requestId))).toContain('Acme\\u{1b}[2J\\u{7}\\u{d}\\u{a}')

    for (const [args, message] of [
      [['complete', north.requestId], '--by'],
      [['complete', north.requestId, '--by', '  '], '--by'],
      [['complete', '--by', 'Kim'], 'usage'],
      [['approve', north.requestId, '--by', 'Kim'], 'usage'],
      [['list', '--by', 'Kim'], 'usage'],
      [['decline', north.requestId, 'extra', '--by', 'Kim'], 'usage'],
      [['decline', north.requestId, '--by', 'Kim', '--force'], 'usage'],
      [['complete', 'not-a-uuid', '--by', 'Kim'], 'not-a-uuid is not a request id'],
      [['complete', crypto.randomUUID(), '--by', 'Kim'], 'no upgrade request'],
    ] as const) {
      const result = await runCli([...args], env)
      expect(result, args.join(' ')).toMatchObject({
        status: 1,
        output: expect.stringContaining(message),
      })
      expect(result.output).toEqual(NO_STACK)
    }

    expect(
      await runCli(['decline', north.requestId, '--by', 'Kim', '--note', 'no contract yet'], env),
    ).toMatchObject({
      status: 0,
      output: expect.stringContaining("declined Northwind's request for enterprise"),
    })
    const twice = await runCli(['complete', north.requestId, '--by', 'Lee'], env)
    expect(twice).toMatchObject({ status: 1, output: expect.stringMatching(/already declined on .* by Kim/) })
    expect(twice.output).toEqual(NO_STACK)
    expect(await runCli(['complete', south.requestId, '--by', 'Kim'], env)).toMatchObject({
      status: 0,
      output: expect.stringContaining('Southwind moved from bizPlus to enterprise'),
    })
    // Only the forged company's request still waits, on one escaped line.
    const left = await runCli(['list'], env)
    expect(left.status).toBe(0)
    expect(left.output.trimEnd().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^${forged.requestId}\t`)),
    ])

    const after = await open()
    cleanups.unshift(() => after.close())
    expect(await state(after.db, north.requestId)).toEqual({
      status: 'DECLINED',
      decided_by: 'Kim',
      decision_note: 'no contract yet',
      plan: 'biz',
    })
    expect(await state(after.db, south.requestId)).toEqual({
      status: 'APPLIED',
      decided_by: 'Kim',
      decision_note: null,
      plan: 'enterprise',
    })
    const trail = await after.db
      .selectFrom('business_audit_log')
      .select(['company_id', 'action', 'actor_email'])
      .orderBy('seq')
      .execute()
    expect(trail).toEqual([
      { company_id: north.companyId, action: 'company.plan.upgradeDecline', actor_email: 'operator: Kim' },
      { company_id: south.companyId, action: 'company.plan.upgrade', actor_email: 'operator: Kim' },
    ])
  }, 240_000)

  it.each(testDatabaseKinds().filter((k) => k === 'postgres'))(
    'completes on a %s schema; a running server sees the new plan at once when Redis carries the eviction',
    async () => {
      const database = await openTestDatabase('postgres')
      cleanups.push(() => database.close())
      const redisUrl = process.env.TEST_REDIS_URL || null
      // A server on the same schema, its session cache filled; without Redis its cache is not reached.
      const config = loadConfig(
        { NODE_ENV: 'test' },
        { dataDir: 'memory://', redisUrl, databaseSchema: database.schema },
      )
      const app = await buildApp(config, { database, requireWebBuild: false })
      cleanups.unshift(() => app.close())
      const t = { app, database, config, close: async () => {} }
      const c = await companyWaiting(database.db, 'Eastwind', 'biz', 'bizPlus')
      const admin = await adminBrowser(t, { id: c.companyId, domain: c.domain, roles: c.roles })
      expect((await authState(app, admin)).businessState.plan).toBe('biz')

      const result = await runCli(['complete', c.requestId, '--by', 'Kim'], {
        DATABASE_URL: database.databaseUrl ?? '',
        DATABASE_SCHEMA: database.schema ?? '',
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      })
      expect(result).toMatchObject({
        status: 0,
        output: expect.stringContaining('moved from biz to bizPlus'),
      })
      expect(await state(database.db, c.requestId)).toMatchObject({ status: 'APPLIED', plan: 'bizPlus' })
      if (redisUrl) {
        await expect
          .poll(async () => (await authState(app, admin)).businessState.plan, { timeout: 2000 })
          .toBe('bizPlus')
      }
    },
    60_000,
  )
})
