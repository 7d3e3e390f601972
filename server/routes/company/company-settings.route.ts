import type { FastifyInstance } from 'fastify'
import { COMPANY_TWO_FACTOR_API } from '../../../shared/two-factor/two-factor-contract.ts'
import { ZCompanyTwoFactorSchema } from '../../../shared/two-factor/two-factor-schemas.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import { noStore } from '../account/account-services.ts'

/** Company settings (spec section 7: /i/api/business/company/v1/settings/...). */
export async function companySettingsRoutes(app: FastifyInstance) {
  const settings = app.services.companySettings
  noStore(app)

  // Any member may read whether their company asks for a second factor.
  app.get(COMPANY_TWO_FACTOR_API, { config: { business: { permissions: [] } } }, async (request) => {
    return settings.twoFactor(businessSessionOf(request).business)
  })

  // An admin permission: the plugin asks the admin's own second factor first (ASVS 6.3.3).
  app.put(
    COMPANY_TWO_FACTOR_API,
    // The company's sign-in rule: changing it is the admin's own act.
    { config: { business: { permissions: ['COMPANY_SETTINGS_MANAGEMENT'], lasting: true } } },
    async (request) => {
      const session = businessSessionOf(request)
      const { required } = ZCompanyTwoFactorSchema.parse(request.body)
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
    },
  )
}
