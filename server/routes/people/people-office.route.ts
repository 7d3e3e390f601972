import type { FastifyInstance } from 'fastify'
import { PEOPLE_API } from '../../../shared/business/people-contract.ts'
import { ZBulkOfficeChangeRequestSchema } from '../../../shared/business/people-schemas.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'

/** Placing members in an office is managing users, like giving them a role. */
const ASSIGN = { permissions: ['USER_MANAGEMENT'] } as const

export async function peopleOfficeRoutes(app: FastifyInstance) {
  app.post(
    PEOPLE_API.bulkOffice,
    { config: { business: ASSIGN, rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request) => {
      const session = businessSessionOf(request)
      const { userIds, officeId } = ZBulkOfficeChangeRequestSchema.parse(request.body)
      return app.services.people.officeChanges.change(auditActorOf(session), userIds, officeId)
    },
  )
}
