import type { FastifyInstance } from 'fastify'
import { peopleEndpoints as api } from '../../../shared/business/people-endpoints.ts'
import { actorOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'

export async function peopleOfficeRoutes(app: FastifyInstance) {
  route(app, api.bulkOffice, async (request) => {
    const { userIds, officeId } = request.body
    return app.services.people.officeChanges.change(actorOf(request), userIds, officeId)
  })
}
