import type { FastifyInstance } from 'fastify'
import { PEOPLE_API, PEOPLE_ROUTES } from '../../../shared/business/people-contract.ts'
import {
  ZGroupMembersRequestSchema,
  ZGroupSaveRequestSchema,
  ZRoleParamsSchema as ZIdParamsSchema,
} from '../../../shared/business/people-schemas.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'

const MANAGE = { permissions: ['USER_MANAGEMENT'] } as const
const WRITE_LIMIT = { max: 120, timeWindow: 60_000 }

/** The company's groups and their members (USER_MANAGEMENT). */
export async function peopleGroupsRoutes(app: FastifyInstance) {
  const groups = app.services.people.groups

  app.get(PEOPLE_API.groups, { config: { business: MANAGE } }, async (request) =>
    groups.list(businessSessionOf(request).business.companyId),
  )

  app.post(PEOPLE_API.groups, { config: { business: MANAGE, rateLimit: WRITE_LIMIT } }, async (request) => {
    const session = businessSessionOf(request)
    const { name } = ZGroupSaveRequestSchema.parse(request.body)
    return groups.create(auditActorOf(session), name)
  })

  app.put(PEOPLE_ROUTES.group, { config: { business: MANAGE, rateLimit: WRITE_LIMIT } }, async (request) => {
    const session = businessSessionOf(request)
    const { id } = ZIdParamsSchema.parse(request.params)
    const { name } = ZGroupSaveRequestSchema.parse(request.body)
    return groups.rename(auditActorOf(session), id, name)
  })

  app.delete(
    PEOPLE_ROUTES.group,
    { config: { business: MANAGE, rateLimit: WRITE_LIMIT } },
    async (request) => {
      const session = businessSessionOf(request)
      const { id } = ZIdParamsSchema.parse(request.params)
      await groups.remove(auditActorOf(session), id)
      return { deleted: true }
    },
  )

  for (const [path, adding] of [
    [PEOPLE_ROUTES.groupAdd, true],
    [PEOPLE_ROUTES.groupRemove, false],
  ] as const) {
    app.post(path, { config: { business: MANAGE, rateLimit: WRITE_LIMIT } }, async (request) => {
      const session = businessSessionOf(request)
      const { id } = ZIdParamsSchema.parse(request.params)
      const { userIds } = ZGroupMembersRequestSchema.parse(request.body)
      const actor = auditActorOf(session)
      return adding ? groups.addMembers(actor, id, userIds) : groups.removeMembers(actor, id, userIds)
    })
  }
}
