import type { FastifyInstance } from 'fastify'
import { companyEndpoints as api } from '../../../shared/business/company-endpoints.ts'
import { logoImagePath } from '../../../shared/business/company-files-contract.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentCompany } from '../../presenters/company-settings.presenter.ts'
import type { CompanyServices } from '../../services/company/company-services.ts'
import { noStore } from '../reply-helpers.ts'

/** The logo's URL from the session's view of the company (decision 035); null without a logo. */
function logoUrlOf(business: { logoVersion?: string | null }): string | null {
  return business.logoVersion ? logoImagePath(business.logoVersion) : null
}

/** GET and PUT /i/api/business/company/v1/company: the company's general settings. */
export async function companyGeneralRoutes(app: FastifyInstance, { company }: { company: CompanyServices }) {
  const general = company.general
  noStore(app)

  route(app, api.company, async (request) => {
    const session = businessSessionOf(request)
    return presentCompany(await general.get(session.business.companyId), logoUrlOf(session.business))
  })

  route(app, api.saveCompany, async (request) => {
    const session = businessSessionOf(request)
    const row = await general.update(auditActorOf(session), request.body)
    request.log.info(
      { event: 'company.general.update', userId: session.userId, companyId: session.business.companyId },
      'company settings changed',
    )
    return presentCompany(row, logoUrlOf(session.business))
  })
}
