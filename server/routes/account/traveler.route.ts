import type { FastifyInstance } from 'fastify'
import { ACCOUNT_API } from '../../../shared/account/account-contract.ts'
import {
  ZTravelerDeleteQuerySchema,
  ZTravelerIdParamsSchema,
  ZTravelerQuerySchema,
  ZTravelerRequestSchema,
} from '../../../shared/account/traveler-schemas.ts'
import { presentTraveler, presentTravelerList } from '../../presenters/traveler.presenter.ts'
import { requireSession } from '../require-session.ts'
import { accountServicesFor, noStore } from './account-services.ts'

/** The signed-in user's travellers (spec section 7); ids of other users' travellers answer 404. */
export async function travelerRoutes(app: FastifyInstance) {
  const { travelers } = accountServicesFor(app)
  noStore(app)
  const byId = `${ACCOUNT_API.travelers}:travelerId`

  app.get(ACCOUNT_API.travelers, async (request) => {
    const session = await requireSession(app, request)
    ZTravelerQuerySchema.parse(request.query)
    return presentTravelerList(await travelers.list(session))
  })

  app.get(ACCOUNT_API.preferredTraveler, async (request, reply) => {
    const session = await requireSession(app, request)
    ZTravelerQuerySchema.parse(request.query)
    const row = await travelers.preferred(session)
    return row ? presentTraveler(row) : reply.code(204).send()
  })

  app.post(ACCOUNT_API.travelers, async (request, reply) => {
    const session = await requireSession(app, request)
    ZTravelerQuerySchema.parse(request.query)
    const input = ZTravelerRequestSchema.parse(request.body)
    return reply.code(201).send(presentTraveler(await travelers.create(session, input)))
  })

  app.put(byId, async (request) => {
    const session = await requireSession(app, request)
    const { travelerId } = ZTravelerIdParamsSchema.parse(request.params)
    ZTravelerQuerySchema.parse(request.query)
    const input = ZTravelerRequestSchema.parse(request.body)
    return presentTraveler(await travelers.save(session, travelerId, input))
  })

  app.delete(byId, async (request, reply) => {
    const session = await requireSession(app, request)
    const { travelerId } = ZTravelerIdParamsSchema.parse(request.params)
    ZTravelerDeleteQuerySchema.parse(request.query)
    await travelers.remove(session, travelerId)
    return reply.code(204).send()
  })
}
