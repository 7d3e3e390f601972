import type { FastifyInstance } from 'fastify'
import { PEOPLE_API } from '../../../shared/business/people-contract.ts'
import { ZFindUsersPagingSchema, ZFindUsersRequestSchema } from '../../../shared/business/people-schemas.ts'
import type { TPermission } from '../../../shared/permissions.ts'
import { businessSessionOf } from '../../plugins/business-access.ts'

/**
 * Who may search the company's people (decision 036): those who look people up for work (arrangers,
 * approvers, travel managers and admins hold BUSINESS_PROFILE_SEARCH) and those who may view every
 * profile. Travellers and guests may not list their colleagues. Not USER_MANAGEMENT: a route listing an
 * admin permission asks every caller for a second factor, and arrangers search all day.
 */
export const FIND_USERS_PERMISSIONS: readonly TPermission[] = [
  'BUSINESS_PROFILE_SEARCH',
  'USER_PROFILE_VIEW_FOR_ALL',
]

/** POST findUsers (spec section 7): query, filters and search mode in the body; page and size in the query. */
export async function peopleSearchRoutes(app: FastifyInstance) {
  app.post(
    PEOPLE_API.findUsers,
    {
      config: {
        business: { permissions: FIND_USERS_PERMISSIONS },
        // Every keystroke (after the debounce) is a search: generous, but bounded.
        rateLimit: { max: 240, timeWindow: 60_000 },
      },
    },
    async (request) => {
      const session = businessSessionOf(request)
      const paging = ZFindUsersPagingSchema.parse(request.query)
      const body = ZFindUsersRequestSchema.parse(request.body ?? {})
      return app.services.people.search.find(
        {
          companyId: session.business.companyId,
          userId: session.userId,
          permissions: session.business.permissions,
          actingForUserId: session.actingForUserId,
        },
        body,
        paging,
      )
    },
  )
}
