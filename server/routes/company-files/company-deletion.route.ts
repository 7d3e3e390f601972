import type { FastifyInstance } from 'fastify'
import { companyFilesEndpoints as api } from '../../../shared/business/company-files-endpoints.ts'
import { actorOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import type { CompanyFilesServices } from '../../services/company-files/company-files-services.ts'
import { mailContext } from '../auth/auth-reply.ts'

/** Company deletion by an e-mailed link (spec section 7; decision 035). */
export async function companyDeletionRoutes(
  app: FastifyInstance,
  { files }: { files: CompanyFilesServices },
) {
  const deletion = files.deletion

  route(app, api.sendDeletionEmail, async (request) =>
    deletion.sendLink(actorOf(request), mailContext(app, request)),
  )

  // A link that cannot be ours is the declaration's 404, like any other wrong link.
  route(app, api.deleteCompany, async (request) => deletion.confirm(actorOf(request), request.params))
}
