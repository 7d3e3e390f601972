import type { FastifyInstance } from 'fastify'
import { companyPlacesEndpoints as api } from '../../../shared/business/company-places-endpoints.ts'
import { actorOf, companyOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentProgram } from '../../presenters/company-settings.presenter.ts'
import type { CompanyServices } from '../../services/company/company-services.ts'
import { noStore } from '../reply-helpers.ts'

/** Corporate memberships ("programs"): account numbers go in, only their last four come out. */
export async function companyProgramRoutes(app: FastifyInstance, { company }: { company: CompanyServices }) {
  const programs = company.programs
  noStore(app)

  route(app, api.programs, async (request) => {
    const rows = await programs.list(companyOf(request))
    return { programs: rows.map(presentProgram) }
  })
  route(app, api.addProgram, async (request) =>
    presentProgram(await programs.create(actorOf(request), request.body)),
  )
  route(app, api.saveProgram, async (request) =>
    presentProgram(await programs.update(actorOf(request), request.params.id, request.body)),
  )
  route(app, api.removeProgram, async (request) => {
    await programs.remove(actorOf(request), request.params.id)
  })
}
