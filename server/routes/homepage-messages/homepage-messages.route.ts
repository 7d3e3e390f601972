import type { FastifyInstance } from 'fastify'
import { homepageMessagesEndpoints as api } from '../../../shared/business/homepage-messages-endpoints.ts'
import { actorOf, businessSessionOf, companyOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import { noStore } from '../reply-helpers.ts'

/** Homepage messages (decision 057): admins write them; every member reads today's on the home page. */
export async function homepageMessagesRoutes(app: FastifyInstance) {
  const messages = app.services.companyTravel.homepageMessages
  noStore(app)

  route(app, api.messages, async (request) => messages.list(companyOf(request)))
  route(app, api.create, async (request) => messages.create(actorOf(request), request.body))
  route(app, api.save, async (request) => messages.update(actorOf(request), request.params.id, request.body))
  route(app, api.remove, async (request) => {
    await messages.remove(actorOf(request), request.params.id)
    return { deleted: true as const }
  })
  route(app, api.current, async (request) => {
    const session = businessSessionOf(request)
    return messages.current(session.business.companyId, session.userId)
  })
}
