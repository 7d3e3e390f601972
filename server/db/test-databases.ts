import crypto from 'node:crypto'
import { sql } from 'kysely'
import pino from 'pino'
import { type Database, openDatabase } from './database.ts'
import { migrate } from './migrate.ts'

export type TestDatabaseKind = Database['kind']

export interface TestDatabase extends Database {
  /** The PostgreSQL schema this database lives in (null for PGlite); dropped by close(). */
  schema: string | null
  /** To open a second connection pool on the same schema (two app instances). */
  databaseUrl: string | null
}

export const silentLogger = pino({ level: 'silent' })

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set, and CI must set it. */
export function testDatabaseKinds(env: NodeJS.ProcessEnv = process.env): TestDatabaseKind[] {
  if (env.TEST_DATABASE_URL) return ['pglite', 'postgres']
  if (env.CI === 'true') {
    throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL tests would be skipped')
  }
  return ['pglite']
}

/** A fresh database: in-memory PGlite, or a new schema on TEST_DATABASE_URL. Migrated unless told not. */
export async function openTestDatabase(
  kind: TestDatabaseKind,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const databaseUrl = kind === 'postgres' ? process.env.TEST_DATABASE_URL || null : null
  if (kind === 'postgres' && !databaseUrl) throw new Error('TEST_DATABASE_URL is not set')
  const schema = databaseUrl ? `t_${crypto.randomBytes(6).toString('hex')}` : null
  const database = await openDatabase({
    databaseUrl,
    databaseSchema: schema,
    dataDir: 'memory://',
    logger: silentLogger,
  })
  const close = async () => {
    if (schema) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db)
    await database.close()
  }
  try {
    if (options.migrate !== false) await migrate(database.db, silentLogger)
  } catch (error) {
    await close()
    throw error
  }
  return { ...database, close, schema, databaseUrl }
}
