// `npm run db:migrate`: applies pending migrations to the configured database and exits.
import type { AppConfig } from '../config.ts'
import { errorText, openCliDatabase } from './cli-kit.ts'
import { migrate } from './migrate.ts'

function fail(message: string): number {
  console.error(`db:migrate: ${message}`)
  return 1
}

const describe = (config: AppConfig): string =>
  config.databaseUrl
    ? `PostgreSQL${config.databaseSchema ? ` (schema ${config.databaseSchema})` : ''}`
    : `PGlite at ${config.dataDir}`

async function main(): Promise<number> {
  const opened = await openCliDatabase(fail, describe)
  if (typeof opened === 'number') return opened
  const { config, logger, database } = opened
  const target = describe(config)
  try {
    await database.ping()
  } catch (error) {
    await database.close()
    return fail(`cannot reach ${target}: ${errorText(error)}`)
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
    return fail(`migration failed on ${target}: ${errorText(error)}`)
  } finally {
    await database.close()
  }
}

process.exitCode = await main()
