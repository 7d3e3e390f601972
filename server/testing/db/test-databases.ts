import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PGliteDialect, sql } from 'kysely'
import pino from 'pino'
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../../db/database.ts'
import { migrate, readMigrations } from '../../db/migrate.ts'
import type { DB } from '../../db/schema.ts'

export type TestDatabaseKind = Database['kind']

export interface TestDatabase extends Database {
  /** The PostgreSQL schema this database lives in (null for PGlite); dropped by close(). */
  schema: string | null
  /** To open a second connection pool on the same schema (two app instances). */
  databaseUrl: string | null
}

export const silentLogger = pino({ level: 'silent' })

/**
 * Migrations, the seed and the repositories: every engine the machine has, PGlite always and PostgreSQL
 * too when TEST_DATABASE_URL is set (CI must set it), so that the SQL itself is proven on both.
 */
export function everyTestDatabase(env: NodeJS.ProcessEnv = process.env): TestDatabaseKind[] {
  return [...new Set<TestDatabaseKind>(['pglite', testDatabaseKind(env)])]
}

/**
 * Route and service tests run once (decision 069): on PostgreSQL when TEST_DATABASE_URL is set, as in CI,
 * else on PGlite. The SQL they reach is proven on both engines by the repository and migration tests, and
 * the journeys run the embedded default, PGlite.
 */
export function testDatabaseKinds(env: NodeJS.ProcessEnv = process.env): [TestDatabaseKind] {
  return [testDatabaseKind(env)]
}

function testDatabaseKind(env: NodeJS.ProcessEnv): TestDatabaseKind {
  if (env.TEST_DATABASE_URL) return 'postgres'
  if (env.CI === 'true') {
    throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL tests would be skipped')
  }
  return 'pglite'
}

let template: Promise<Blob> | null = null

/**
 * A migrated PGlite data directory, dumped once and kept in the temporary folder under a hash of the
 * migrations: a fresh PGlite otherwise runs initdb (about 2.5 s) for every test app, and starting from
 * the dump takes about 0.4 s. Written to a temporary name and renamed, so parallel workers never read half.
 */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const migrations = readMigrations()
    const key = crypto
      .createHash('sha256')
      .update(PGlite.name + JSON.stringify(migrations))
      .update(
        fs.readFileSync(
          path.join(import.meta.dirname, '../../../node_modules/@electric-sql/pglite/package.json'),
        ),
      )
      .digest('hex')
      .slice(0, 16)
    const file = path.join(os.tmpdir(), `fernway-pglite-template-${key}.tar`)
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)])
    const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS })
    const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) })
    await migrate(db, silentLogger)
    const dump = await pglite.dumpDataDir('none')
    await db.destroy()
    const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    fs.renameSync(partial, file)
    return dump
  })()
  return template
}

/**
 * A fresh database: in-memory PGlite, or a new schema on TEST_DATABASE_URL. Migrated unless told not.
 * `template`: a PGlite dump to start from (a migrated and seeded one, for the journeys).
 */
export async function openTestDatabase(
  kind: TestDatabaseKind,
  options: { migrate?: boolean; template?: Blob } = {},
): Promise<TestDatabase> {
  const databaseUrl = kind === 'postgres' ? process.env.TEST_DATABASE_URL || null : null
  if (kind === 'postgres' && !databaseUrl) throw new Error('TEST_DATABASE_URL is not set')
  const schema = databaseUrl ? `t_${crypto.randomBytes(6).toString('hex')}` : null
  const database = await openDatabase({
    databaseUrl,
    databaseSchema: schema,
    dataDir: 'memory://',
    logger: silentLogger,
    ...(databaseUrl || options.migrate === false
      ? {}
      : { pgliteTemplate: options.template ?? (await pgliteTemplate()) }),
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
