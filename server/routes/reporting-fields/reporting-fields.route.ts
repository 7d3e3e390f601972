import type { FastifyInstance } from 'fastify'
import { reportingFieldsEndpoints as api } from '../../../shared/business/reporting-fields-endpoints.ts'
import { actorOf, companyOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import { noStore } from '../reply-helpers.ts'

/** Trip reporting fields (decision 057): TRIP_REPORTING_FIELDS_MANAGEMENT with the feature on. */
export async function reportingFieldsRoutes(app: FastifyInstance) {
  const fields = app.services.companyTravel.reportingFields
  noStore(app)

  route(app, api.fields, async (request) => fields.list(companyOf(request)))
  route(app, api.create, async (request) => fields.create(actorOf(request), request.body))
  // Registered before :id so that "order" is never read as an id.
  route(app, api.order, async (request) => fields.order(actorOf(request), request.body.ids))
  route(app, api.save, async (request) => fields.update(actorOf(request), request.params.id, request.body))
  route(app, api.remove, async (request) => {
    await fields.remove(actorOf(request), request.params.id)
    return { deleted: true as const }
  })
}
