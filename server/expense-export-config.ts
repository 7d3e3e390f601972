import { envFlag } from './env-values.ts'

/** The expense export's settings (decision 057). */
export interface ExpenseExportConfig {
  /**
   * Plain http to a loopback host (EXPENSE_EXPORT_ALLOW_HTTP_LOOPBACK; tests and development only, never
   * in production): the tests' receiver listens on 127.0.0.1. Otherwise endpoints are https.
   */
  allowHttpLoopback: boolean
  /** First retry after this many ms, doubling (EXPENSE_EXPORT_RETRY_BASE_MS, default 30 s). */
  retryBaseMs: number
  /** Attempts before a record is marked failed (EXPENSE_EXPORT_MAX_ATTEMPTS, default 5). */
  maxAttempts: number
  /** One attempt's time limit. */
  timeoutMs: number
}

export function loadExpenseExportConfig(
  env: NodeJS.ProcessEnv,
  production: boolean,
  fail: (message: string) => Error,
): ExpenseExportConfig {
  const int = (raw: string | undefined, fallback: number, min: number, max: number, name: string) => {
    if (raw === undefined || raw === '') return fallback
    const n = Number(raw)
    if (!Number.isInteger(n) || n < min || n > max) throw fail(`${name}: an integer from ${min} to ${max}`)
    return n
  }
  return {
    allowHttpLoopback: !production && envFlag(env.EXPENSE_EXPORT_ALLOW_HTTP_LOOPBACK, false),
    retryBaseMs: int(env.EXPENSE_EXPORT_RETRY_BASE_MS, 30_000, 10, 3_600_000, 'EXPENSE_EXPORT_RETRY_BASE_MS'),
    maxAttempts: int(env.EXPENSE_EXPORT_MAX_ATTEMPTS, 5, 1, 20, 'EXPENSE_EXPORT_MAX_ATTEMPTS'),
    timeoutMs: 10_000,
  }
}
