import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  EVENT_EDIT_PERMISSIONS,
  EVENTS_API,
  EVENTS_ROUTES,
} from '../../../shared/business/events-contract.ts'
import { ZEventParamsSchema, ZEventSaveRequestSchema } from '../../../shared/business/events-schemas.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import type { EventCaller } from '../../services/events/business-events.service.ts'
import { noStore } from '../account/account-services.ts'

/** Any member: the service shows each only the events they organise or attend (or all, to FOR_ALL). */
const MEMBER = { permissions: [] } as const
const PLANNER = { permissions: EVENT_EDIT_PERMISSIONS } as const
const WRITE_LIMIT = { max: 60, timeWindow: 60_000 }

function callerOf(request: FastifyRequest): EventCaller {
  const session = businessSessionOf(request)
  return { actor: auditActorOf(session), permissions: session.business.permissions }
}

/** /business/events' calls (decision 052): list, read, plan, change and cancel company events. */
export async function businessEventsRoutes(app: FastifyInstance) {
  const events = app.services.events
  noStore(app)

  app.get(EVENTS_API.events, { config: { business: MEMBER } }, async (request) =>
    events.list(callerOf(request)),
  )

  app.post(
    EVENTS_API.events,
    { config: { business: PLANNER, rateLimit: WRITE_LIMIT } },
    async (request, reply) => {
      const caller = callerOf(request)
      const body = ZEventSaveRequestSchema.parse(request.body)
      const event = await events.create(caller, body)
      return reply.code(201).send(event)
    },
  )

  app.get(EVENTS_ROUTES.event, { config: { business: MEMBER } }, async (request) => {
    const { id } = ZEventParamsSchema.parse(request.params)
    return events.get(callerOf(request), id)
  })

  app.put(EVENTS_ROUTES.event, { config: { business: PLANNER, rateLimit: WRITE_LIMIT } }, async (request) => {
    const caller = callerOf(request)
    const { id } = ZEventParamsSchema.parse(request.params)
    const body = ZEventSaveRequestSchema.parse(request.body)
    return events.update(caller, id, body)
  })

  app.delete(
    EVENTS_ROUTES.event,
    { config: { business: PLANNER, rateLimit: WRITE_LIMIT } },
    async (request) => {
      const caller = callerOf(request)
      const { id } = ZEventParamsSchema.parse(request.params)
      await events.remove(caller, id)
      return { deleted: true }
    },
  )
}
