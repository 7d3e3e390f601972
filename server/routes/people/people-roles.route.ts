import type { FastifyInstance } from 'fastify'
import { PEOPLE_API, PEOPLE_ROUTES } from '../../../shared/business/people-contract.ts'
import { ZRoleParamsSchema, ZRoleSaveRequestSchema } from '../../../shared/business/people-schemas.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'

const MANAGE = { permissions: ['ROLE_MANAGEMENT'] } as const
const WRITE_LIMIT = { max: 60, timeWindow: 60_000 }

/** The company's roles: listing also serves whoever assigns roles; changing them needs ROLE_MANAGEMENT. */
export async function peopleRolesRoutes(app: FastifyInstance) {
  const roles = app.services.people.roles

  app.get(
    PEOPLE_API.roles,
    { config: { business: { permissions: ['ROLE_MANAGEMENT', 'USER_MANAGEMENT'] } } },
    async (request) => roles.list(businessSessionOf(request).business.companyId),
  )

  app.post(PEOPLE_API.roles, { config: { business: MANAGE, rateLimit: WRITE_LIMIT } }, async (request) => {
    const session = businessSessionOf(request)
    const draft = ZRoleSaveRequestSchema.parse(request.body)
    return roles.create(auditActorOf(session), draft)
  })

  app.put(PEOPLE_ROUTES.role, { config: { business: MANAGE, rateLimit: WRITE_LIMIT } }, async (request) => {
    const session = businessSessionOf(request)
    const { id } = ZRoleParamsSchema.parse(request.params)
    const draft = ZRoleSaveRequestSchema.parse(request.body)
    return roles.update(auditActorOf(session), id, draft)
  })

  app.delete(
    PEOPLE_ROUTES.role,
    { config: { business: MANAGE, rateLimit: WRITE_LIMIT } },
    async (request) => {
      const session = businessSessionOf(request)
      const { id } = ZRoleParamsSchema.parse(request.params)
      await roles.remove(auditActorOf(session), id)
      return { deleted: true }
    },
  )
}
