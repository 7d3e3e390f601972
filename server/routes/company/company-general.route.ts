import type { FastifyInstance } from 'fastify'
import { logoImagePath } from '../../../shared/business/company-files-contract.ts'
import { COMPANY_SETTINGS_API } from '../../../shared/business/company-settings-contract.ts'
import { ZCompanyUpdateRequestSchema } from '../../../shared/business/company-settings-schemas.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import { presentCompany } from '../../presenters/company-settings.presenter.ts'
import { noStore } from '../account/account-services.ts'

export const MANAGE_COMPANY = { permissions: ['COMPANY_SETTINGS_MANAGEMENT'] } as const

/** GET and PUT /i/api/business/company/v1/company: the company's general settings. */
/** The logo's URL from the session's view of the company (decision 035); null without a logo. */
function logoUrlOf(business: { logoVersion?: string | null }): string | null {
  return business.logoVersion ? logoImagePath(business.logoVersion) : null
}

export async function companyGeneralRoutes(app: FastifyInstance) {
  const general = app.services.company.general
  noStore(app)

  // Any member reads their company (its name, address and plan are no secret to its people).
  app.get(COMPANY_SETTINGS_API.company, { config: { business: { permissions: [] } } }, async (request) => {
    const session = businessSessionOf(request)
    return presentCompany(await general.get(session.business.companyId), logoUrlOf(session.business))
  })

  app.put(
    COMPANY_SETTINGS_API.company,
    { config: { business: MANAGE_COMPANY, rateLimit: { max: 60, timeWindow: 60_000 } } },
    async (request) => {
      const session = businessSessionOf(request)
      // Strict: plan, features, id or companyId in the body are refused, never assigned (ASVS 37).
      const input = ZCompanyUpdateRequestSchema.parse(request.body)
      const row = await general.update(auditActorOf(session), input)
      request.log.info(
        { event: 'company.general.update', userId: session.userId, companyId: session.business.companyId },
        'company settings changed',
      )
      return presentCompany(row, logoUrlOf(session.business))
    },
  )
}
