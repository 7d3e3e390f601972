import type { FastifyInstance } from 'fastify'
import { companyEndpoints as api } from '../../../shared/business/company-endpoints.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import type { CompanySettingsService } from '../../services/business/company-settings.service.ts'
import { noStore } from '../reply-helpers.ts'

/** Company settings (spec section 7: /i/api/business/company/v1/settings/...). */
export async function companySettingsRoutes(
  app: FastifyInstance,
  { settings }: { settings: CompanySettingsService },
) {
  noStore(app)

  route(app, api.twoFactor, async (request) => settings.twoFactor(businessSessionOf(request).business))

  // An admin permission: the plugin asks the admin's own second factor first (ASVS 6.3.3).
  route(app, api.setTwoFactor, async (request) => {
    const session = businessSessionOf(request)
    const { required } = request.body
    const result = await settings.setTwoFactor(auditActorOf(session), required)
    request.log.info(
      {
        event: 'company.settings.two-factor',
        userId: session.userId,
        companyId: session.business.companyId,
        required,
      },
      'company setting changed',
    )
    return result
  })
}
