import type { FastifyInstance } from 'fastify'
import { companyEndpoints as api } from '../../../shared/business/company-endpoints.ts'
import { auditActorOf, businessSessionOf, companyOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentUpgradeStatus } from '../../presenters/company-settings.presenter.ts'
import type { CompanyServices } from '../../services/company/company-services.ts'
import { noStore } from '../reply-helpers.ts'

/** PUT feature/enable and feature/disable, POST tier/upgrade, GET tier/upgrade/status (decision 034). */
export async function companyPlanRoutes(app: FastifyInstance, { company }: { company: CompanyServices }) {
  const plan = company.plan
  noStore(app)

  for (const [endpoint, on] of [
    [api.enableFeature, true],
    [api.disableFeature, false],
  ] as const) {
    route(app, endpoint, async (request) => {
      const session = businessSessionOf(request)
      const { feature } = request.body
      const features = await plan.setFeature(auditActorOf(session), feature, on)
      request.log.info(
        { event: 'company.feature', companyId: session.business.companyId, feature, on },
        'company feature changed',
      )
      return { features }
    })
  }

  route(app, api.upgrade, async (request) => {
    const session = businessSessionOf(request)
    const { plan: wanted } = request.body
    const status = await plan.requestUpgrade(auditActorOf(session), wanted)
    request.log.info(
      {
        event: 'company.plan.upgrade',
        companyId: session.business.companyId,
        plan: wanted,
        status: status.status,
      },
      'plan upgrade asked',
    )
    return presentUpgradeStatus(status)
  })

  route(app, api.upgradeStatus, async (request) =>
    presentUpgradeStatus(await plan.upgradeStatus(companyOf(request))),
  )
}
