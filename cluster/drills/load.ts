import autocannon from 'autocannon'
import type { Answer, ClusterBrowser, SendOptions } from '../cluster-browser.ts'
import { sleep } from '../processes.ts'

/** One answer of the load: when it came, its status (0 for a connection error or a timeout). */
export interface Outcome {
  at: number
  status: number
  /** Why there was no answer (status 0): the error's code or message. */
  reason?: string
}

export interface LoadRequest {
  method?: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
}

export interface Tally {
  total: number
  ok: number
  /** Answers 500 and above. */
  serverErrors: number
  /** Connection errors and timeouts (no answer at all). */
  noAnswer: number
  byStatus: Record<string, number>
}

export function tally(outcomes: readonly Outcome[]): Tally {
  const byStatus: Record<string, number> = {}
  for (const o of outcomes) byStatus[o.status] = (byStatus[o.status] ?? 0) + 1
  return {
    total: outcomes.length,
    ok: outcomes.filter((o) => o.status >= 200 && o.status < 400).length,
    serverErrors: outcomes.filter((o) => o.status >= 500).length,
    noAnswer: outcomes.filter((o) => o.status === 0).length,
    byStatus,
  }
}

/** Share of answers that were 5xx or no answer at all, in percent. */
export function failurePercent(t: Tally): number {
  return t.total === 0 ? 0 : (100 * (t.serverErrors + t.noAnswer)) / t.total
}

/** The last failed outcome at or after `from`, or null. */
export function lastFailureAfter(outcomes: readonly Outcome[], from: number): Outcome | null {
  let last: Outcome | null = null
  for (const o of outcomes) if (o.at >= from && (o.status === 0 || o.status >= 500)) last = o
  return last
}

/**
 * Steady load through nginx with autocannon until stopped: each connection cycles through the requests.
 * Every answer is kept with its time, so a drill can tell what happened around its fault.
 */
export function steadyLoad(
  url: string,
  requests: LoadRequest[],
  options: { connections: number; timeoutSeconds?: number },
) {
  const outcomes: Outcome[] = []
  let finish: () => void = () => undefined
  const done = new Promise<void>((resolve) => {
    finish = resolve
  })
  const instance = autocannon(
    {
      url,
      connections: options.connections,
      duration: 3600,
      // Long: on a loaded machine a slow answer is not a failure of the drill's fault.
      timeout: options.timeoutSeconds ?? 30,
      requests: requests.map((r) => ({ method: r.method ?? 'GET', path: r.path, headers: r.headers ?? {} })),
    },
    () => finish(),
  )
  instance.on('response', (_client: unknown, statusCode: number) => {
    outcomes.push({ at: Date.now(), status: statusCode })
  })
  instance.on('reqError', (error: Error & { code?: string }) =>
    outcomes.push({ at: Date.now(), status: 0, reason: `load: ${error.code ?? error.message}` }),
  )
  return {
    outcomes,
    async stop(): Promise<Outcome[]> {
      instance.stop()
      await done
      return outcomes
    },
  }
}

/** One request sent again and again by a browser, each answer kept and checked as it comes. */
export function probe(
  browser: ClusterBrowser,
  method: string,
  path: string,
  options: SendOptions & { intervalMs?: number; check?: (answer: Answer) => boolean } = {},
) {
  const outcomes: (Outcome & { passed: boolean })[] = []
  let running = true
  const loop = (async () => {
    while (running) {
      const at = Date.now()
      try {
        const answer = await browser.send(method, path, { timeoutMs: 15_000, ...options })
        outcomes.push({ at, status: answer.status, passed: options.check?.(answer) ?? true })
      } catch (error) {
        const e = error as Error & { code?: string }
        outcomes.push({ at, status: 0, passed: false, reason: `probe ${path}: ${e.code ?? e.message}` })
      }
      await sleep(options.intervalMs ?? 25)
    }
  })()
  return {
    outcomes,
    async stop() {
      running = false
      await loop
      return outcomes
    },
  }
}
