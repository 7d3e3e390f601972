import type { FastifyInstance } from 'fastify'
import {
  HOMEPAGE_MESSAGES_API as API,
  HOMEPAGE_MESSAGES_PERMISSIONS,
  HOMEPAGE_MESSAGES_ROUTES,
} from '../../../shared/business/homepage-messages-contract.ts'
import {
  ZHomepageMessageParamsSchema,
  ZHomepageMessageSaveSchema,
} from '../../../shared/business/homepage-messages-schemas.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import { noStore } from '../account/account-services.ts'

const MANAGE = { permissions: HOMEPAGE_MESSAGES_PERMISSIONS } as const
const MEMBER = { permissions: [] } as const
const WRITE_LIMIT = { max: 60, timeWindow: 60_000 }

/** Homepage messages (decision 057): admins write them; every member reads today's on the home page. */
export async function homepageMessagesRoutes(app: FastifyInstance) {
  const messages = app.services.companyTravel.homepageMessages
  noStore(app)

  app.get(API.messages, { config: { business: MANAGE } }, async (request) =>
    messages.list(businessSessionOf(request).business.companyId),
  )

  app.post(API.messages, { config: { business: MANAGE, rateLimit: WRITE_LIMIT } }, async (request, reply) => {
    const actor = auditActorOf(businessSessionOf(request))
    const body = ZHomepageMessageSaveSchema.parse(request.body)
    return reply.code(201).send(await messages.create(actor, body))
  })

  app.put(
    HOMEPAGE_MESSAGES_ROUTES.message,
    { config: { business: MANAGE, rateLimit: WRITE_LIMIT } },
    async (request) => {
      const actor = auditActorOf(businessSessionOf(request))
      const { id } = ZHomepageMessageParamsSchema.parse(request.params)
      const body = ZHomepageMessageSaveSchema.parse(request.body)
      return messages.update(actor, id, body)
    },
  )

  app.delete(
    HOMEPAGE_MESSAGES_ROUTES.message,
    { config: { business: MANAGE, rateLimit: WRITE_LIMIT } },
    async (request) => {
      const actor = auditActorOf(businessSessionOf(request))
      const { id } = ZHomepageMessageParamsSchema.parse(request.params)
      await messages.remove(actor, id)
      return { deleted: true }
    },
  )

  app.get(API.current, { config: { business: MEMBER } }, async (request) => {
    const session = businessSessionOf(request)
    return messages.current(session.business.companyId, session.userId)
  })
}
