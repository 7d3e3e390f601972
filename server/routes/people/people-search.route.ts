import type { FastifyInstance } from 'fastify'
import { peopleEndpoints as api } from '../../../shared/business/people-endpoints.ts'
import { businessSessionOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'

/** POST findUsers (spec section 7): who may search is PEOPLE_REQUIREMENTS.findUsers (decision 036). */
export async function peopleSearchRoutes(app: FastifyInstance) {
  route(app, api.findUsers, async (request) => {
    const session = businessSessionOf(request)
    return app.services.people.search.find(
      {
        companyId: session.business.companyId,
        userId: session.userId,
        permissions: session.business.permissions,
        actingForUserId: session.actingForUserId,
      },
      request.body,
      request.query,
    )
  })
}
