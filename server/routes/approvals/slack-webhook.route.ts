import type { FastifyInstance } from 'fastify'
import { APPROVALS_API, SLACK_REQUIREMENT } from '../../../shared/business/approvals-contract.ts'
import { ZSlackRequestSchema } from '../../../shared/business/approvals-schemas.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import { noStore } from '../account/account-services.ts'

const SLACK = { business: SLACK_REQUIREMENT } as const
const WRITE_LIMIT = { max: 20, timeWindow: 60_000 }

/** The company's Slack incoming webhook for approval messages (decision 055). */
export async function slackWebhookRoutes(app: FastifyInstance) {
  const approvals = app.services.approvals.settings
  noStore(app)

  app.get(APPROVALS_API.slack, { config: SLACK }, async (request) =>
    approvals.slack(businessSessionOf(request).business.companyId),
  )

  app.put(APPROVALS_API.slack, { config: { ...SLACK, rateLimit: WRITE_LIMIT } }, async (request) => {
    const session = businessSessionOf(request)
    const body = ZSlackRequestSchema.parse(request.body)
    return approvals.putSlack(auditActorOf(session), body)
  })

  app.delete(APPROVALS_API.slack, { config: { ...SLACK, rateLimit: WRITE_LIMIT } }, async (request) =>
    approvals.removeSlack(auditActorOf(businessSessionOf(request))),
  )
}
