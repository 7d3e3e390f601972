import { type ParseArgsConfig, parseArgs } from 'node:util'
import pino, { type Logger } from 'pino'
import { type AppConfig, ConfigError, loadConfig } from '../config.ts'
import { DEFAULT_IDLE_LIMITS } from '../repositories/session.repository.ts'
import { createSessionCache } from '../services/session-cache.ts'
import {
  createSessionEvictions,
  type SessionEvictions,
  sessionEvictionChannel,
} from '../services/session-evictions.ts'
import { type Database, openConfiguredDatabase } from './database.ts'
import { DirectoryLockedError } from './directory-lock.ts'

/** What every operator command opens: the app's configuration, a logger and the database. */
export interface CliDatabase {
  config: AppConfig
  logger: Logger
  database: Database
}

/** What an operator command that changes sessions works with: the database and the eviction channel. */
export interface CliContext extends CliDatabase {
  /** Sessions a command changes are evicted from the servers' caches through Redis, when there is one. */
  evictions: SessionEvictions
  close(): Promise<void>
}

/**
 * Opens the configured database, or answers the exit code after `fail` has said why it could not; `name`
 * says which database in that message.
 */
export async function openCliDatabase(
  fail: (message: string) => number,
  name: (config: AppConfig) => string = () => 'the database',
): Promise<CliDatabase | number> {
  let config: AppConfig
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) return fail(`configuration error: ${error.message}`)
    throw error
  }
  const logger = pino({ level: config.logLevel })
  try {
    const database = await openConfiguredDatabase(config, logger)
    return { config, logger, database }
  } catch (error) {
    if (error instanceof DirectoryLockedError) return fail(error.message)
    return fail(`cannot open ${name(config)}: ${errorText(error)}`)
  }
}

/** Opens the command's context, or answers the exit code after `fail` has said why it could not. */
async function openCliContext(fail: (message: string) => number): Promise<CliContext | number> {
  const opened = await openCliDatabase(fail)
  if (typeof opened === 'number') return opened
  const { config, logger, database } = opened
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

/**
 * Runs a command's work in its context, closed after it: the work's exit code, or `fail`'s with the
 * message of a refusal the command expects (an `Expected`) or with failureText for anything else.
 */
export async function runInCliContext(
  fail: (message: string) => number,
  Expected: abstract new (...args: never[]) => Error,
  work: (ctx: CliContext) => Promise<number>,
): Promise<number> {
  const ctx = await openCliContext(fail)
  if (typeof ctx === 'number') return ctx
  try {
    return await work(ctx)
  } catch (error) {
    if (error instanceof Expected) return fail(error.message)
    return fail(failureText(error))
  } finally {
    await ctx.close()
  }
}

/**
 * A command's `fail`: says why on stderr, made printable (it may quote what was typed or stored), with the
 * usage after it when asked; answers the exit code, 1.
 */
export function cliFailure(command: string, usage: string): (message: string, withUsage?: boolean) => number {
  return (message, withUsage = false) => {
    console.error(line`${command}: ${message}`)
    if (withUsage) console.error(usage)
    return 1
  }
}

/** The command's arguments as parseArgs reads them, or the exit code after `fail` has said what is wrong. */
export function parseCliArgs<const T extends ParseArgsConfig>(
  config: T,
  fail: (message: string, withUsage: boolean) => number,
): ReturnType<typeof parseArgs<T>> | number {
  try {
    return parseArgs(config)
  } catch (error) {
    return fail((error as Error).message, true)
  }
}

/** A failure's message and code only, never the whole error: it could carry the connection string. */
export function errorText(error: unknown): string {
  const { message, code } = error as { message?: string; code?: string }
  return message || code || 'unknown error'
}

/** A failure's message and code only (never its stack, nor a connection string in its details). */
function failureText(error: unknown): string {
  return `failed: ${errorText(error)} (has npm run db:migrate run?)`
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
