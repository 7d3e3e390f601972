// `npm run db:migrate`: applies pending migrations to the configured database and exits.
import pino from 'pino'
import { type AppConfig, ConfigError, loadConfig } from '../config.ts'
import { type Database, openDatabase } from './database.ts'
import { DirectoryLockedError } from './directory-lock.ts'
import { migrate } from './migrate.ts'

function fail(what: string, error: unknown): number {
  if (error instanceof DirectoryLockedError) {
    console.error(`db:migrate: ${error.message}`)
  } else {
    // Message and code only, never the whole error: it could carry the connection string.
    const { message, code } = error as { message?: string; code?: string }
    console.error(`db:migrate: ${what}: ${message || code || 'unknown error'}`)
  }
  return 1
}

async function main(): Promise<number> {
  let config: AppConfig
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) return fail('configuration error', error)
    throw error
  }
  const logger = pino({ level: config.logLevel })
  const target = config.databaseUrl
    ? `PostgreSQL${config.databaseSchema ? ` (schema ${config.databaseSchema})` : ''}`
    : `PGlite at ${config.dataDir}`
  let database: Database
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      databaseSchema: config.databaseSchema,
      dataDir: config.dataDir,
      connectWaitMs: config.databaseWaitMs,
      logger,
    })
  } catch (error) {
    return fail(`cannot open ${target}`, error)
  }
  try {
    await database.ping()
  } catch (error) {
    await database.close()
    return fail(`cannot reach ${target}`, error)
  }
  try {
    const applied = await migrate(database.db, logger)
    console.log(
      applied.length === 0
        ? `db:migrate: ${target} is up to date`
        : `db:migrate: applied ${applied.join(', ')} to ${target}`,
    )
    return 0
  } catch (error) {
    return fail(`migration failed on ${target}`, error)
  } finally {
    await database.close()
  }
}

process.exitCode = await main()
