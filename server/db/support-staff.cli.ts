// `npm run support-staff -- <command>`: the operator's only way to make someone support staff
// (docs/decisions/021-support-impersonation.md). No API route can grant it.
import { parseArgs } from 'node:util'
import pino from 'pino'
import { type AppConfig, ConfigError, loadConfig } from '../config.ts'
import { createImpersonationRepository } from '../repositories/impersonation.repository.ts'
import { createSessionRepository, DEFAULT_IDLE_LIMITS } from '../repositories/session.repository.ts'
import { createSupportStaffRepository } from '../repositories/support-staff.repository.ts'
import { createUserRepository } from '../repositories/user.repository.ts'
import { withEvictions } from '../services/evicting-session-repository.ts'
import {
  createSupportStaffService,
  SupportStaffError,
} from '../services/impersonation/support-staff.service.ts'
import { sessionEvictionChannel } from '../services/index.ts'
import { createSessionCache } from '../services/session-cache.ts'
import { createSessionEvictions } from '../services/session-evictions.ts'
import { type Database, openDatabase } from './database.ts'
import { DirectoryLockedError } from './directory-lock.ts'

export const USAGE = `usage:
  npm run support-staff -- grant <email> --by <operator> [--note <text>]
  npm run support-staff -- revoke <email> --by <operator>
  npm run support-staff -- list`

function fail(message: string): number {
  console.error(`support-staff: ${message}`)
  return 1
}

const parse = (args: string[]) =>
  parseArgs({ args, allowPositionals: true, options: { by: { type: 'string' }, note: { type: 'string' } } })

async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(argv)
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`)
  }
  const [command, email] = parsed.positionals
  const needsEmail = command === 'grant' || command === 'revoke'
  if (
    !(needsEmail || command === 'list') ||
    (needsEmail && !email) ||
    parsed.positionals.length > (needsEmail ? 2 : 1)
  ) {
    return fail(USAGE)
  }
  if (needsEmail && !parsed.values.by?.trim()) return fail(`say who grants or revokes with --by\n${USAGE}`)
  let config: AppConfig
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) return fail(`configuration error: ${error.message}`)
    throw error
  }
  const logger = pino({ level: config.logLevel })
  let database: Database
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      databaseSchema: config.databaseSchema,
      dataDir: config.dataDir,
      logger,
    })
  } catch (error) {
    if (error instanceof DirectoryLockedError) return fail(error.message)
    // Message and code only: the error could carry the connection string.
    const { message, code } = error as { message?: string; code?: string }
    return fail(`cannot open the database: ${message || code || 'unknown error'}`)
  }
  // Sessions a revocation ends are evicted from the servers' caches through Redis, when there is one.
  const evictions = createSessionEvictions(
    createSessionCache({ ttlMs: 0, maxEntries: 0, idle: DEFAULT_IDLE_LIMITS }),
    config.redisUrl,
    sessionEvictionChannel(config),
    logger,
  )
  const db = database.db
  const service = createSupportStaffService({
    staff: createSupportStaffRepository(db),
    users: createUserRepository(db),
    audit: createImpersonationRepository(db),
    sessions: withEvictions(createSessionRepository(db), evictions),
  })
  try {
    if (command === 'list') {
      for (const m of await service.list()) {
        console.log(
          `${m.email}\t${m.firstName} ${m.lastName}\tgranted ${m.grantedAt.toISOString()} by ${m.grantedBy}${m.note ? `\t${m.note}` : ''}`,
        )
      }
      return 0
    }
    const by = parsed.values.by ?? ''
    if (command === 'grant') {
      const outcome = await service.grant(email ?? '', by, parsed.values.note?.trim() || null)
      console.log(
        outcome === 'granted'
          ? `support-staff: granted ${email}`
          : `support-staff: ${email} already is support staff`,
      )
      return 0
    }
    const { revoked, endedImpersonations } = await service.revoke(email ?? '', by)
    console.log(
      `support-staff: ${revoked ? `revoked ${email}` : `${email} was not support staff`}; ended ${endedImpersonations} open impersonation(s)`,
    )
    return 0
  } catch (error) {
    if (error instanceof SupportStaffError) return fail(error.message)
    const { message, code } = error as { message?: string; code?: string }
    return fail(`failed: ${message || code || 'unknown error'} (has npm run db:migrate run?)`)
  } finally {
    await evictions.close()
    await database.close()
  }
}

process.exitCode = await main(process.argv.slice(2))
