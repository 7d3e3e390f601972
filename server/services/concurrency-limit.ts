/** Raised when a bounded resource is saturated: answered fast (503 with Retry-After), never queued forever. */
export class SaturatedError extends Error {
  constructor(what: string) {
    super(`${what} is saturated`)
    this.name = 'SaturatedError'
  }
}

export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>): Promise<T>
  readonly active: number
  readonly queued: number
  /** True when a new task would be refused: callers can refuse before doing any other work. */
  readonly full: boolean
}

/** At most `concurrency` tasks at once and `maxQueue` waiting; any more are refused at once. */
export function createConcurrencyLimit(
  what: string,
  concurrency: number,
  maxQueue: number,
): ConcurrencyLimit {
  let active = 0
  const waiting: Array<() => void> = []
  const release = () => {
    active--
    const next = waiting.shift()
    if (next) {
      active++
      next()
    }
  }
  return {
    get active() {
      return active
    },
    get queued() {
      return waiting.length
    },
    get full() {
      return active >= concurrency && waiting.length >= maxQueue
    },
    async run(task) {
      if (active >= concurrency) {
        if (waiting.length >= maxQueue) throw new SaturatedError(what)
        await new Promise<void>((resolve) => waiting.push(resolve))
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
