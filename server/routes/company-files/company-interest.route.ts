import type { FastifyInstance } from 'fastify'
import { companyFilesEndpoints as api } from '../../../shared/business/company-files-endpoints.ts'
import { actorOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import type { CompanyFilesServices } from '../../services/company-files/company-files-services.ts'

/** POST requestDemo, postponeDemo and v2/addToWaitlist (spec section 7; decision 035). */
export async function companyInterestRoutes(
  app: FastifyInstance,
  { files }: { files: CompanyFilesServices },
) {
  const interest = files.interest

  route(app, api.requestDemo, async (request) => interest.requestDemo(actorOf(request), request.body))
  route(app, api.postponeDemo, async (request) => interest.postponeDemo(actorOf(request), request.body))
  route(app, api.addToWaitlist, async (request) => interest.addToWaitlist(actorOf(request), request.body))
}
