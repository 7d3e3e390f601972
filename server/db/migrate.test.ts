import fs from 'node:fs'
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import {
  everyTestDatabase,
  openTestDatabase,
  silentLogger,
  type TestDatabase,
} from '../testing/db/test-databases.ts'
import { type Database, openDatabase } from './database.ts'
import { migrate, readMigrations } from './migrate.ts'

/** The tables Kysely's schema declares (server/db/schema.ts), which the migrations must create. */
function declaredTables(): string[] {
  const source = fs.readFileSync(new URL('./schema.ts', import.meta.url), 'utf8')
  const body = source.slice(source.indexOf('export interface DB {'))
  const names = [...body.slice(0, body.indexOf('\n}')).matchAll(/^ {2}(\w+): \w+Table$/gm)].map(
    (m) => m[1] ?? '',
  )
  return [...names, 'schema_migrations'].sort()
}
const TABLES = declaredTables()
const migrationNames = readMigrations().map((migration) => migration.name)

describe.each(everyTestDatabase())('migrate on %s', (kind) => {
  const opened: Database[] = []
  const open = async () => {
    const database = await openTestDatabase(kind, { migrate: false })
    opened.push(database)
    return database
  }
  afterEach(async () => {
    // Extra pools first: the test database's close drops the schema they use.
    for (const database of opened.reverse()) await database.close()
    opened.length = 0
  })

  it('creates every table, records each migration, and does nothing the second time', async () => {
    const { db } = await open()
    expect(await migrate(db, silentLogger)).toEqual(migrationNames)
    expect(await migrate(db, silentLogger)).toEqual([])
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() order by table_name`.execute(db)
    expect(rows.map((row) => row.table_name)).toEqual(TABLES)
    const recorded = await sql<{ name: string }>`select name from schema_migrations order by name`.execute(db)
    expect(recorded.rows.map((row) => row.name)).toEqual(migrationNames)
  })

  it('applies each migration once when two instances migrate at the same time', async () => {
    const first = await open()
    // On PostgreSQL a second pool on the same schema, as a second app instance would have.
    const second: TestDatabase | Database =
      kind === 'postgres'
        ? await openDatabase({
            databaseUrl: first.databaseUrl,
            databaseSchema: first.schema,
            dataDir: 'memory://',
            logger: silentLogger,
          })
        : first
    if (second !== first) opened.push(second)
    const results = await Promise.all([migrate(first.db, silentLogger), migrate(second.db, silentLogger)])
    expect(results.flat().sort()).toEqual(migrationNames)
    const { rows } = await sql<{
      count: string
    }>`select count(*)::text as count from schema_migrations`.execute(first.db)
    expect(rows[0]?.count).toBe(String(migrationNames.length))
  })

  it('rolls a failing migration back and records nothing of it', async () => {
    const { db } = await open()
    await migrate(db, silentLogger)
    const broken = [
      { name: '999-broken.sql', sql: 'create table half_done (id int);\nselect no_such_function();' },
    ]
    await expect(migrate(db, silentLogger, broken)).rejects.toThrow(/no_such_function/)
    const { rows } = await sql`select to_regclass('half_done') as t, (
      select count(*) from schema_migrations where name = '999-broken.sql')::int as n`.execute(db)
    expect(rows[0]).toEqual({ t: null, n: 0 })
  })

  it('enforces one account per e-mail whatever its case', async () => {
    const { db } = await open()
    await migrate(db, silentLogger)
    const user = { first_name: 'Ada', last_name: 'Lovelace', has_personal_account: true }
    await db
      .insertInto('users')
      .values({ ...user, email: 'ada@example.test' })
      .execute()
    await expect(
      db
        .insertInto('users')
        .values({ ...user, email: 'ADA@Example.test' })
        .execute(),
    ).rejects.toThrow(/users_email_lower_key/)
  })

  it('refuses a business profile whose role belongs to another company', async () => {
    const { db } = await open()
    await migrate(db, silentLogger)
    const [a, b] = await db
      .insertInto('companies')
      .values([
        { name: 'A', plan: 'biz', features: [], email_domains: [], booking_mode: 'TRAVELER_ONLY' },
        { name: 'B', plan: 'biz', features: [], email_domains: [], booking_mode: 'TRAVELER_ONLY' },
      ])
      .returning('id')
      .execute()
    const role = await db
      .insertInto('roles')
      .values({ company_id: a!.id, name: 'Traveler', permissions: ['TRIP_EVENT_BOOK'] })
      .returning('id')
      .executeTakeFirstOrThrow()
    const user = await db
      .insertInto('users')
      .values({ email: 'x@b.test', first_name: 'X', last_name: 'Y', has_personal_account: false })
      .returning('id')
      .executeTakeFirstOrThrow()
    await expect(
      db
        .insertInto('business_profiles')
        .values({ user_id: user.id, company_id: b!.id, role_id: role.id })
        .execute(),
    ).rejects.toThrow(/foreign key/)
  })
})
