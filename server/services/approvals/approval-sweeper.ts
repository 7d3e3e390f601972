import type { Logger } from 'pino'
import { everyInterval, type PeriodicTask } from '../periodic-task.ts'
import type { ApprovalDecisionsService } from './approval-decisions.service.ts'

/**
 * Runs the timeout sweep every interval (decision 055). Safe with several instances: each pass locks
 * the due requests it takes with SKIP LOCKED. A pass never overlaps the previous one in one process.
 */
export function startApprovalSweeper(
  decisions: Pick<ApprovalDecisionsService, 'sweep'>,
  intervalMs: number,
  logger: Pick<Logger, 'error'>,
): PeriodicTask {
  if (intervalMs <= 0) return { stop: async () => undefined }
  return everyInterval(intervalMs, () =>
    decisions.sweep().catch((err: unknown) => logger.error({ err }, 'approval sweep failed')),
  )
}
