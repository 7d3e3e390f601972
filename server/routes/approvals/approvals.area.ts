import type { FastifyInstance } from 'fastify'
import { startApprovalSweeper } from '../../services/approvals/approval-sweeper.ts'
import { createApprovalsServices } from '../../services/approvals/approvals-services.ts'
import { approvalQueueRoutes } from './approval-queue.route.ts'
import { approvalSettingsRoutes } from './approval-settings.route.ts'
import { slackWebhookRoutes } from './slack-webhook.route.ts'

/**
 * The approvals area (issue 28 item 2, decision 055): settings, approvers, the queue, e-mailed links,
 * Slack, and the timeout sweep. The booking check itself is registered with the checkout's checks.
 */
export async function approvalsArea(app: FastifyInstance) {
  const { data, mail, audit, bookingLifecycle: lifecycle } = app.services
  const approvals = createApprovalsServices(data, {
    config: app.config,
    mail,
    audit,
    logger: app.log,
    lifecycle,
  })
  // Every instance sweeps; SKIP LOCKED keeps them apart. A child's onClose runs before the app's own,
  // so the sweep stops before the app waits for the mail it handed on.
  const sweeper = startApprovalSweeper(approvals.decisions, app.config.approvals.sweepIntervalMs, app.log)
  app.addHook('onClose', () => sweeper.stop())
  await app.register(approvalSettingsRoutes, { approvals })
  await app.register(approvalQueueRoutes, { approvals })
  await app.register(slackWebhookRoutes, { approvals })
}
