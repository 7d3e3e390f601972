import type { Logger } from 'pino'
import type { ApprovalDecisionsService } from './approval-decisions.service.ts'

/**
 * Runs the timeout sweep every interval (decision 055). Safe with several instances: each pass locks
 * the due requests it takes with SKIP LOCKED. A pass never overlaps the previous one in one process.
 */
export function startApprovalSweeper(
  decisions: Pick<ApprovalDecisionsService, 'sweep'>,
  intervalMs: number,
  logger: Pick<Logger, 'error'>,
): { stop(): Promise<void> } {
  if (intervalMs <= 0) return { stop: async () => undefined }
  let running: Promise<unknown> | null = null
  const timer = setInterval(() => {
    if (running) return
    running = decisions
      .sweep()
      .catch((err: unknown) => logger.error({ err }, 'approval sweep failed'))
      .finally(() => {
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
