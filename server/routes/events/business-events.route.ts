import type { FastifyInstance, FastifyRequest } from 'fastify'
import { eventsEndpoints as api } from '../../../shared/business/events-endpoints.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import type { EventCaller } from '../../services/events/business-events.service.ts'
import { noStore } from '../reply-helpers.ts'

function callerOf(request: FastifyRequest): EventCaller {
  const session = businessSessionOf(request)
  return { actor: auditActorOf(session), permissions: session.business.permissions }
}

/** /business/events' calls (decision 052): list, read, plan, change and cancel company events. */
export async function businessEventsRoutes(app: FastifyInstance) {
  const events = app.services.events
  noStore(app)

  route(app, api.events, async (request) => events.list(callerOf(request)))
  route(app, api.create, async (request) => events.create(callerOf(request), request.body))
  route(app, api.event, async (request) => events.get(callerOf(request), request.params.id))
  route(app, api.save, async (request) => events.update(callerOf(request), request.params.id, request.body))
  route(app, api.remove, async (request) => {
    await events.remove(callerOf(request), request.params.id)
    return { deleted: true as const }
  })
}
