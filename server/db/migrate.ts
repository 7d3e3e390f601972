import fs from 'node:fs'
import path from 'node:path'
import { type Kysely, sql, type Transaction } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from './schema.ts'
import { splitSqlStatements } from './sql-statements.ts'

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations')
/** Any fixed 64-bit key; every instance of the app takes the same one. */
export const MIGRATION_LOCK_KEY = 4_620_771_001n

export interface Migration {
  name: string
  sql: string
}

/** The .sql files of a folder in name order (001-..., 002-...). */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(dir, name), 'utf8') }))
}

// schema_migrations is not in DB (the app never reads it), so these queries are raw SQL.
async function lockAndEnsureTable(trx: Transaction<DB>): Promise<void> {
  // Held to the end of the transaction: a second instance starting at the same time waits here.
  await sql`select pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(trx)
  await sql`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`.execute(trx)
}

async function isApplied(trx: Transaction<DB>, name: string): Promise<boolean> {
  const { rows } = await sql`select 1 from schema_migrations where name = ${name}`.execute(trx)
  return rows.length > 0
}

/**
 * Applies the migrations not yet recorded, each in its own transaction under the advisory lock.
 * Returns the names it applied (empty when the database was up to date).
 */
export async function migrate(
  db: Kysely<DB>,
  logger: Pick<Logger, 'info'>,
  migrations: Migration[] = readMigrations(),
): Promise<string[]> {
  const applied: string[] = []
  for (const migration of migrations) {
    const done = await db.transaction().execute(async (trx) => {
      await lockAndEnsureTable(trx)
      // Checked under the lock: another instance may have applied it while we waited.
      if (await isApplied(trx, migration.name)) return false
      for (const statement of splitSqlStatements(migration.sql)) {
        await sql.raw(statement).execute(trx)
      }
      await sql`insert into schema_migrations (name) values (${migration.name})`.execute(trx)
      return true
    })
    if (done) applied.push(migration.name)
  }
  // One line, not one per migration: a first start applies them all, and the log should stay readable.
  if (applied.length > 0)
    logger.info(
      { count: applied.length, first: applied[0], last: applied.at(-1) },
      `applied ${applied.length} database migration${applied.length === 1 ? '' : 's'}`,
    )
  return applied
}
