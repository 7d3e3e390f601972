import type { PostgresPool } from 'kysely'
import type pg from 'pg'

/** Errors of a connection attempt that a restarting or briefly unreachable server gives. */
const TRANSIENT_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
])

/** Long enough for a restart of PostgreSQL (about two seconds), short enough to answer 503 soon after. */
export const DEFAULT_CONNECT_WAIT_MS = 3000

export function isTransientConnectError(error: unknown): boolean {
  const e = error as { code?: string; message?: string }
  return (
    (e.code !== undefined && TRANSIENT_CODES.has(e.code)) ||
    /Connection terminated|Client has encountered a connection error/.test(e.message ?? '')
  )
}

export interface PatientPoolOptions {
  /** How long a request may wait for the database to come back before it fails (and is answered 503). */
  waitMs: number
  /** First pause between attempts; doubles up to 250 ms. */
  firstPauseMs?: number
  onRetry?: (error: unknown, attempt: number) => void
}

/**
 * The pg pool as Kysely sees it, except that taking a connection waits through a restart: a refused or
 * dropped connection attempt is tried again until `waitMs` has passed (decision 061). Only the attempt
 * to connect is repeated, never a statement, so nothing can be written twice; a statement whose
 * connection dies under it still fails, and the caller answers 503.
 */
export function patientPool(pool: pg.Pool, options: PatientPoolOptions): PostgresPool {
  const firstPause = options.firstPauseMs ?? 25
  return {
    // Kysely makes a side connection of this class to cancel a query; pg's pool carries it.
    Client: (pool as unknown as { Client: PostgresPool['Client'] }).Client,
    options: pool.options,
    end: () => pool.end(),
    async connect() {
      const deadline = Date.now() + options.waitMs
      for (let attempt = 1; ; attempt++) {
        try {
          return await pool.connect()
        } catch (error) {
          const pause = Math.min(firstPause * 2 ** (attempt - 1), 250)
          if (!isTransientConnectError(error) || Date.now() + pause > deadline) throw error
          options.onRetry?.(error, attempt)
          await new Promise((resolve) => setTimeout(resolve, pause))
        }
      }
    },
  }
}
