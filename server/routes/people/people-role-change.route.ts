import type { FastifyInstance } from 'fastify'
import { PEOPLE_API, PEOPLE_ROUTES } from '../../../shared/business/people-contract.ts'
import {
  ZBulkRoleChangeRequestSchema,
  ZMemberParamsSchema,
  ZRoleChangeRequestSchema,
} from '../../../shared/business/people-schemas.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'

/** Giving a member a role is managing users (USER_MANAGEMENT); defining roles is ROLE_MANAGEMENT. */
const ASSIGN = { permissions: ['USER_MANAGEMENT'] } as const

export async function peopleRoleChangeRoutes(app: FastifyInstance) {
  const changes = app.services.people.roleChanges

  app.put(
    PEOPLE_ROUTES.memberRole,
    { config: { business: ASSIGN, rateLimit: { max: 120, timeWindow: 60_000 } } },
    async (request) => {
      const session = businessSessionOf(request)
      const { userId } = ZMemberParamsSchema.parse(request.params)
      const { roleId } = ZRoleChangeRequestSchema.parse(request.body)
      return changes.change(auditActorOf(session), [userId], roleId)
    },
  )

  app.post(
    PEOPLE_API.bulkRole,
    { config: { business: ASSIGN, rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request) => {
      const session = businessSessionOf(request)
      const { userIds, roleId } = ZBulkRoleChangeRequestSchema.parse(request.body)
      return changes.change(auditActorOf(session), userIds, roleId)
    },
  )
}
