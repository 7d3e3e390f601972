import type { FastifyInstance } from 'fastify'
import { peopleEndpoints as api } from '../../../shared/business/people-endpoints.ts'
import { actorOf, companyOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'

/** The company's groups and their members (USER_MANAGEMENT). */
export async function peopleGroupsRoutes(app: FastifyInstance) {
  const groups = app.services.people.groups

  route(app, api.groups, async (request) => groups.list(companyOf(request)))

  route(app, api.createGroup, async (request) => groups.create(actorOf(request), request.body.name))

  route(app, api.renameGroup, async (request) =>
    groups.rename(actorOf(request), request.params.id, request.body.name),
  )

  route(app, api.deleteGroup, async (request) => {
    await groups.remove(actorOf(request), request.params.id)
    return { deleted: true as const }
  })

  route(app, api.addToGroup, async (request) =>
    groups.addMembers(actorOf(request), request.params.id, request.body.userIds),
  )

  route(app, api.removeFromGroup, async (request) =>
    groups.removeMembers(actorOf(request), request.params.id, request.body.userIds),
  )
}
