import type { FastifyInstance } from 'fastify'
import { peopleEndpoints as api } from '../../../shared/business/people-endpoints.ts'
import { actorOf, companyOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'

/** The company's roles: listing also serves whoever assigns roles; changing them needs ROLE_MANAGEMENT. */
export async function peopleRolesRoutes(app: FastifyInstance) {
  const roles = app.services.people.roles

  route(app, api.roles, async (request) => roles.list(companyOf(request)))

  route(app, api.createRole, async (request) => roles.create(actorOf(request), request.body))

  route(app, api.updateRole, async (request) =>
    roles.update(actorOf(request), request.params.id, request.body),
  )

  route(app, api.deleteRole, async (request) => {
    await roles.remove(actorOf(request), request.params.id)
    return { deleted: true as const }
  })
}
