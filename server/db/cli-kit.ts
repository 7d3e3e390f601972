import pino, { type Logger } from 'pino'
import { type AppConfig, ConfigError, loadConfig } from '../config.ts'
import { DEFAULT_IDLE_LIMITS } from '../repositories/session.repository.ts'
import { createSessionCache } from '../services/session-cache.ts'
import {
  createSessionEvictions,
  type SessionEvictions,
  sessionEvictionChannel,
} from '../services/session-evictions.ts'
import { type Database, openDatabase } from './database.ts'
import { DirectoryLockedError } from './directory-lock.ts'

/** What an operator command works with: the app's configuration, database and eviction channel. */
export interface CliContext {
  config: AppConfig
  logger: Logger
  database: Database
  /** Sessions a command changes are evicted from the servers' caches through Redis, when there is one. */
  evictions: SessionEvictions
  close(): Promise<void>
}

/** Opens the command's context, or answers the exit code after `fail` has said why it could not. */
export async function openCliContext(fail: (message: string) => number): Promise<CliContext | number> {
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
      connectWaitMs: config.databaseWaitMs,
      logger,
    })
  } catch (error) {
    if (error instanceof DirectoryLockedError) return fail(error.message)
    // Message and code only: the error could carry the connection string.
    const { message, code } = error as { message?: string; code?: string }
    return fail(`cannot open the database: ${message || code || 'unknown error'}`)
  }
  const evictions = createSessionEvictions(
    createSessionCache({ ttlMs: 0, maxEntries: 0, idle: DEFAULT_IDLE_LIMITS }),
    config.redisUrl,
    sessionEvictionChannel(config),
    logger,
  )
  return {
    config,
    logger,
    database,
    evictions,
    close: async () => {
      await evictions.close()
      await database.close()
    },
  }
}

/** A failure's message and code only (never its stack, nor a connection string in its details). */
export function failureText(error: unknown): string {
  const { message, code } = error as { message?: string; code?: string }
  return `failed: ${message || code || 'unknown error'} (has npm run db:migrate run?)`
}

// Control and format characters (escape, bell, CR, LF, bidi overrides...) and the line separators.
const UNPRINTABLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu

/** A value as an operator's terminal may show it: every unprintable character written as `\u{1b}`. */
export const printable = (value: unknown): string =>
  String(value).replace(UNPRINTABLE, (ch) => `\\u{${(ch.codePointAt(0) ?? 0).toString(16)}}`)

/**
 * A line of a command's output with each interpolated value made printable, so that user data (a company
 * name, a note) can neither forge a line nor drive the terminal; the command's own text stays as written.
 */
export function line(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce((out, text, i) => out + text + (i < values.length ? printable(values[i]) : ''), '')
}
