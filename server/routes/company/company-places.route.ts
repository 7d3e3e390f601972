import type { FastifyInstance } from 'fastify'
import { companyPlacesEndpoints as api } from '../../../shared/business/company-places-endpoints.ts'
import { actorOf, companyOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentEntity, presentOffice } from '../../presenters/company-settings.presenter.ts'
import type { CompanyServices } from '../../services/company/company-services.ts'
import { noStore } from '../reply-helpers.ts'

/** Offices and legal entities: list, create, update, delete; ids only ever select within the company. */
export async function companyPlaceRoutes(app: FastifyInstance, { company }: { company: CompanyServices }) {
  const { offices, entities } = company
  noStore(app)

  route(app, api.offices, async (request) => ({
    offices: (await offices.list(companyOf(request))).map(presentOffice),
  }))
  route(app, api.addOffice, async (request) =>
    presentOffice(await offices.create(actorOf(request), request.body)),
  )
  route(app, api.saveOffice, async (request) =>
    presentOffice(await offices.update(actorOf(request), request.params.id, request.body)),
  )
  route(app, api.removeOffice, async (request) => {
    await offices.remove(actorOf(request), request.params.id)
  })

  route(app, api.entities, async (request) => ({
    entities: (await entities.list(companyOf(request))).map(presentEntity),
  }))
  route(app, api.addEntity, async (request) =>
    presentEntity(await entities.create(actorOf(request), request.body)),
  )
  route(app, api.saveEntity, async (request) =>
    presentEntity(await entities.update(actorOf(request), request.params.id, request.body)),
  )
  route(app, api.removeEntity, async (request) => {
    await entities.remove(actorOf(request), request.params.id)
  })
}
