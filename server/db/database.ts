import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { Logger } from 'pino'
import type { AppConfig } from '../config.ts'
import { acquireDirectoryLock, type DirectoryLock } from './directory-lock.ts'
import { DEFAULT_CONNECT_WAIT_MS, patientPool } from './patient-pool.ts'
import type { DB } from './schema.ts'

/** Extensions PGlite loads (migration 015's user search needs pg_trgm); PostgreSQL ships them. */
export const PGLITE_EXTENSIONS = { pg_trgm }

export interface Database {
  db: Kysely<DB>
  kind: 'pglite' | 'postgres'
  /** Cheap round trip for /readyz. */
  ping(): Promise<boolean>
  close(): Promise<void>
  /** PGlite only: the data directory as a dump another in-memory PGlite can start from (tests). */
  dump?(): Promise<Blob>
}

export interface DatabaseOptions {
  databaseUrl: string | null
  databaseSchema: string | null
  /** PGlite directory, or `memory://` for a throw-away database. */
  dataDir: string
  logger: Logger
  /** An in-memory PGlite starts from this dump of a data directory instead of running initdb (tests). */
  pgliteTemplate?: Blob
  /** PostgreSQL: how long a query waits for the server to come back (a restart) before failing. */
  connectWaitMs?: number | undefined
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options, options.databaseUrl) : openPglite(options)
}

/** The database the app's configuration names: the server's and the operator commands'. */
export function openConfiguredDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir' | 'databaseWaitMs'>,
  logger: Logger,
): Promise<Database> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    databaseSchema: config.databaseSchema,
    dataDir: config.dataDir,
    connectWaitMs: config.databaseWaitMs,
    logger,
  })
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const inMemory = options.dataDir === 'memory://'
  let lock: DirectoryLock | null = null
  let dir: string | undefined
  if (!inMemory) {
    fs.mkdirSync(options.dataDir, { recursive: true })
    // PGlite is one process's database: a second process on the same files would corrupt them.
    lock = acquireDirectoryLock(options.dataDir)
    dir = path.join(options.dataDir, 'pglite')
  }
  try {
    const pglite =
      inMemory && options.pgliteTemplate
        ? await PGlite.create({ loadDataDir: options.pgliteTemplate, extensions: PGLITE_EXTENSIONS })
        : await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS })
    const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) })
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await pglite.query('select 1')
        return true
      },
      close: async () => {
        await db.destroy()
        if (!pglite.closed) await pglite.close()
        lock?.release()
      },
      dump: () => pglite.dumpDataDir('none'),
    }
  } catch (error) {
    lock?.release()
    throw error
  }
}

async function openPostgres(options: DatabaseOptions, connectionString: string): Promise<Database> {
  const schema = options.databaseSchema
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5000,
    // Names the connections in pg_stat_activity (per schema, so tests can find their own).
    application_name: schema ? `fernway:${schema}` : 'fernway',
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  // An idle client's error (the server restarted) must not crash the process; the pool drops it.
  pool.on('error', (error) => options.logger.warn({ err: error }, 'database connection lost'))
  // A client that is checked out when its backend ends emits 'error' itself, where the pool does not
  // listen: without a listener Node throws it and the process dies. Its query fails on its own.
  pool.on('connect', (client) => {
    client.on('error', (error) => options.logger.warn({ err: error }, 'database connection lost in use'))
  })
  if (schema) {
    const client = await pool.connect()
    try {
      await client.query(`create schema if not exists "${schema.replace(/"/g, '')}"`)
    } catch (error) {
      // Instances starting together race to create it; the loser's "if not exists" still fails.
      if (!['23505', '42P06'].includes((error as { code?: string }).code ?? '')) throw error
    } finally {
      client.release()
    }
  }
  let warnedAt = 0
  const waiting = patientPool(pool, {
    waitMs: options.connectWaitMs ?? DEFAULT_CONNECT_WAIT_MS,
    onRetry: (error) => {
      // Every waiting request retries: one line a second is enough to tell the story.
      if (Date.now() - warnedAt < 1000) return
      warnedAt = Date.now()
      options.logger.warn({ err: error }, 'database unreachable; requests wait for it')
    },
  })
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: waiting }) })
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1')
      return true
    },
    close: async () => {
      await db.destroy()
    },
  }
}
