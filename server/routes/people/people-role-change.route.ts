import type { FastifyInstance } from 'fastify'
import { peopleEndpoints as api } from '../../../shared/business/people-endpoints.ts'
import { actorOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'

/** Giving members a role (USER_MANAGEMENT); defining roles is people-roles.route.ts (ROLE_MANAGEMENT). */
export async function peopleRoleChangeRoutes(app: FastifyInstance) {
  const changes = app.services.people.roleChanges

  route(app, api.memberRole, async (request) =>
    changes.change(actorOf(request), [request.params.userId], request.body.roleId),
  )

  route(app, api.bulkRole, async (request) => {
    const { userIds, roleId } = request.body
    return changes.change(actorOf(request), userIds, roleId)
  })
}
