/** A background pass run every interval, stopped with the server. */
export interface PeriodicTask {
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>
}

/**
 * Runs `pass` every `intervalMs`, never overlapping the previous pass in this process (a pass still running
 * when the next is due is left to finish; that turn is skipped). The timer does not keep the process alive.
 */
export function everyInterval(intervalMs: number, pass: () => Promise<unknown>): PeriodicTask {
  let running: Promise<unknown> | null = null
  const timer = setInterval(() => {
    if (running) return
    running = pass().finally(() => {
      running = null
    })
  }, intervalMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
