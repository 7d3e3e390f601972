import type { FastifyInstance } from 'fastify'
import { approvalQueueRoutes } from './approval-queue.route.ts'
import { approvalSettingsRoutes } from './approval-settings.route.ts'
import { slackWebhookRoutes } from './slack-webhook.route.ts'

/** The approvals area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function approvalsArea(app: FastifyInstance) {
  await app.register(approvalSettingsRoutes)
  await app.register(approvalQueueRoutes)
  await app.register(slackWebhookRoutes)
}
