import type { FastifyInstance } from 'fastify'
import { COMPANY_SETTINGS_API } from '../../../shared/business/company-settings-contract.ts'
import {
  ZFeatureRequestSchema,
  ZTierUpgradeRequestSchema,
} from '../../../shared/business/company-settings-schemas.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import { presentUpgradeStatus } from '../../presenters/company-settings.presenter.ts'
import { noStore } from '../account/account-services.ts'
import { MANAGE_COMPANY } from './company-general.route.ts'

/** PUT feature/enable and feature/disable, POST tier/upgrade, GET tier/upgrade/status (decision 034). */
export async function companyPlanRoutes(app: FastifyInstance) {
  const plan = app.services.company.plan
  noStore(app)
  const config = { business: MANAGE_COMPANY }

  for (const [path, on] of [
    [COMPANY_SETTINGS_API.featureEnable, true],
    [COMPANY_SETTINGS_API.featureDisable, false],
  ] as const) {
    app.put(path, { config }, async (request) => {
      const session = businessSessionOf(request)
      const { feature } = ZFeatureRequestSchema.parse(request.body)
      const features = await plan.setFeature(auditActorOf(session), feature, on)
      request.log.info(
        { event: 'company.feature', companyId: session.business.companyId, feature, on },
        'company feature changed',
      )
      return { features }
    })
  }

  app.post(
    COMPANY_SETTINGS_API.tierUpgrade,
    { config: { ...config, rateLimit: { max: 10, timeWindow: 60_000 } } },
    async (request) => {
      const session = businessSessionOf(request)
      const { plan: wanted } = ZTierUpgradeRequestSchema.parse(request.body)
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
    },
  )

  app.get(COMPANY_SETTINGS_API.tierUpgradeStatus, { config }, async (request) => {
    return presentUpgradeStatus(await plan.upgradeStatus(businessSessionOf(request).business.companyId))
  })
}
