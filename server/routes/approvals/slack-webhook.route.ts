import type { FastifyInstance } from 'fastify'
import { approvalEndpoints as api } from '../../../shared/business/approvals-endpoints.ts'
import { actorOf, companyOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import type { ApprovalsServices } from '../../services/approvals/approvals-services.ts'
import { noStore } from '../reply-helpers.ts'

/** The company's Slack incoming webhook for approval messages (decision 055). */
export async function slackWebhookRoutes(
  app: FastifyInstance,
  { approvals }: { approvals: ApprovalsServices },
) {
  const settings = approvals.settings
  noStore(app)

  route(app, api.slack, async (request) => settings.slack(companyOf(request)))
  route(app, api.saveSlack, async (request) => settings.putSlack(actorOf(request), request.body))
  route(app, api.removeSlack, async (request) => settings.removeSlack(actorOf(request)))
}
