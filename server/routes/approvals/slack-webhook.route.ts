import type { FastifyInstance } from 'fastify'
import { approvalEndpoints as api } from '../../../shared/business/approvals-endpoints.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import { noStore } from '../account/account-services.ts'

/** The company's Slack incoming webhook for approval messages (decision 055). */
export async function slackWebhookRoutes(app: FastifyInstance) {
  const approvals = app.services.approvals.settings
  noStore(app)

  route(app, api.slack, async (request) => approvals.slack(businessSessionOf(request).business.companyId))
  route(app, api.saveSlack, async (request) =>
    approvals.putSlack(auditActorOf(businessSessionOf(request)), request.body),
  )
  route(app, api.removeSlack, async (request) =>
    approvals.removeSlack(auditActorOf(businessSessionOf(request))),
  )
}
