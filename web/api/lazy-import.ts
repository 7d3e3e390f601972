import { DYNAMIC_IMPORT_INITIAL_DELAY_MS, DYNAMIC_IMPORT_RETRIES } from '../../shared/constants.ts'

export interface ImportRetryOptions {
  retries?: number
  initialDelayMs?: number
  log?: (error: unknown, context: Record<string, unknown>) => void
  /** Imports a module by URL; injected by tests. */
  importUrl?: (url: string) => Promise<unknown>
  sleep?: (ms: number) => Promise<void>
  now?: () => number
}

/**
 * Loads a lazy module, retrying `retries` times with doubling delays (200 ms, 400 ms).
 * A browser remembers a failed module URL and fails the same import again without a request, so a
 * retry imports the chunk's URL (read from the error) with a cache-busting `t` parameter; when the
 * error names no URL (Safari's message does not) the factory is called again.
 */
export async function importWithRetry<T>(
  factory: () => Promise<T>,
  options: ImportRetryOptions = {},
): Promise<T> {
  const {
    retries = DYNAMIC_IMPORT_RETRIES,
    initialDelayMs = DYNAMIC_IMPORT_INITIAL_DELAY_MS,
    log = (error, context) => console.error('[lazy-import]', error, context),
    importUrl = (url) => import(/* @vite-ignore */ url),
    sleep = (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    now = Date.now,
  } = options
  let attempt: () => Promise<T> = factory
  for (let retry = 0; ; retry++) {
    try {
      return await attempt()
    } catch (error) {
      if (retry >= retries) {
        log(error, { where: 'lazy-import', attempts: retry + 1 })
        throw error
      }
      await sleep(initialDelayMs * 2 ** retry)
      const url = failedModuleUrl(error)
      attempt = url ? () => importUrl(cacheBusted(url, now())) as Promise<T> : factory
    }
  }
}

/**
 * A lazy module loaded at most once at a time: a press or a hover starts it, later calls share it, and a
 * failure (logged by importWithRetry) is forgotten so that the next call tries again.
 */
export function importOnce<T>(factory: () => Promise<T>, options: ImportRetryOptions = {}): () => Promise<T> {
  let loading: Promise<T> | null = null
  return () => {
    loading ??= importWithRetry(factory, options).catch((error: unknown) => {
      loading = null
      throw error
    })
    return loading
  }
}

/** The module URL in Chrome's and Firefox's messages ("... dynamically imported module: http://h/x.js"). */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  const match = /\bhttps?:\/\/[^\s'"`<>]+/.exec(message)
  return match ? match[0].replace(/[.,;:)\]]+$/, '') : null
}

/** Sets (not appends) `t`, so the URL of a failed retry does not grow a second one. */
export function cacheBusted(url: string, time: number): string {
  try {
    const parsed = new URL(url)
    parsed.searchParams.set('t', String(time))
    return parsed.href
  } catch {
    return `${url}${url.includes('?') ? '&' : '?'}t=${time}`
  }
}
