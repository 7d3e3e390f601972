/** Raised when a bounded resource is saturated: answered fast (503 with Retry-After), never queued forever. */
export class SaturatedError extends Error {
  constructor(what: string) {
    super(`${what} is saturated`)
    this.name = 'SaturatedError'
  }
}

/**
 * How a task waits (decision 091): `trusted` tasks (a recognised device's sign-in) wait in a lane of
 * their own, served first, which the shared queue's fullness never refuses; shared tasks name the keys
 * they count against (an address, an account), and a key may hold only `perKey` waiting places, so that
 * no one source can fill the shared queue.
 */
export interface RunOptions {
  lane?: 'trusted' | 'shared'
  keys?: readonly string[]
}

export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>, options?: RunOptions): Promise<T>
  readonly active: number
  readonly queued: number
  /** True when a new shared task would be refused: callers can refuse before doing any other work. */
  readonly full: boolean
  /** True when a shared task with these keys would be refused for the keys' share alone (it must wait, and they hold their share). */
  overShare(keys: readonly string[]): boolean
}

/**
 * At most `concurrency` tasks at once; `maxQueue` shared tasks waiting, `perKey` of them for any one key
 * (Infinity: no share); trusted tasks wait apart (up to `maxTrustedQueue`) and go first.
 */
export function createConcurrencyLimit(
  what: string,
  concurrency: number,
  maxQueue: number,
  options: { perKey?: number; maxTrustedQueue?: number } = {},
): ConcurrencyLimit {
  const perKey = options.perKey ?? Number.POSITIVE_INFINITY
  const maxTrustedQueue = options.maxTrustedQueue ?? maxQueue * 4
  let active = 0
  const trusted: Array<() => void> = []
  const shared: Array<() => void> = []
  const held = new Map<string, number>()
  const hold = (keys: readonly string[], by: number) => {
    for (const key of keys) {
      const n = (held.get(key) ?? 0) + by
      if (n <= 0) held.delete(key)
      else held.set(key, n)
    }
  }
  const release = () => {
    active--
    const next = trusted.shift() ?? shared.shift()
    if (next) {
      active++
      next()
    }
  }
  const overShare = (keys: readonly string[]) =>
    active >= concurrency && keys.some((key) => (held.get(key) ?? 0) >= perKey)
  return {
    get active() {
      return active
    },
    get queued() {
      return trusted.length + shared.length
    },
    get full() {
      return active >= concurrency && shared.length >= maxQueue
    },
    overShare,
    async run(task, runOptions = {}) {
      const lane = runOptions.lane ?? 'shared'
      const keys = lane === 'shared' ? (runOptions.keys ?? []) : []
      if (active >= concurrency) {
        // The share bounds waiting places only: a free slot serves anyone, and three sign-ins to one
        // account at once (a family, a load test) are no flood.
        if (overShare(keys)) throw new SaturatedError(what)
        const queue = lane === 'trusted' ? trusted : shared
        if (queue.length >= (lane === 'trusted' ? maxTrustedQueue : maxQueue)) throw new SaturatedError(what)
        hold(keys, 1)
        await new Promise<void>((resolve) => queue.push(resolve))
        hold(keys, -1)
      } else {
        active++
      }
      try {
        return await task()
      } finally {
        release()
      }
    },
  }
}
