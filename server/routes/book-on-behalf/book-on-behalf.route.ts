import type { FastifyInstance } from 'fastify'
import { bookOnBehalfEndpoints as api } from '../../../shared/business/book-on-behalf-endpoints.ts'
import { businessSessionOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import { mailContext } from '../auth/auth-reply.ts'
import { noStore } from '../reply-helpers.ts'
import { tripActorOf } from '../trips/trips-route-kit.ts'

/** Book on behalf (decision 056): the spec's select/unselect under business me, our arrangers and requests. */
export async function bookOnBehalfRoutes(app: FastifyInstance) {
  const { actingFor, requests } = app.services.bookOnBehalf
  noStore(app)

  route(app, api.selectTraveler, async (request) =>
    actingFor.select(businessSessionOf(request), request.body, 'member'),
  )
  route(app, api.selectGuest, async (request) =>
    actingFor.select(businessSessionOf(request), request.body, 'guest'),
  )
  route(app, api.unselect, async (request) => actingFor.unselect(businessSessionOf(request)))
  route(app, api.settings, async (request) => actingFor.settings(businessSessionOf(request)))
  route(app, api.saveSettings, async (request) =>
    actingFor.saveSettings(businessSessionOf(request), request.body),
  )
  route(app, api.travelerSettings, async (request) =>
    actingFor.settingsOf(businessSessionOf(request), request.params.userId),
  )
  route(app, api.saveTravelerSettings, async (request) =>
    actingFor.saveSettingsOf(businessSessionOf(request), request.params.userId, request.body),
  )
  route(app, api.askToBook, async (request) => requests.create(businessSessionOf(request), request.body))
  route(app, api.myRequests, async (request) => requests.mine(businessSessionOf(request)))
  route(app, api.requests, async (request) => requests.queue(businessSessionOf(request)))
  route(app, api.bookRequest, async (request) => {
    const session = businessSessionOf(request)
    const { checkout } = request.body
    return requests.book(
      session,
      tripActorOf(session),
      request.params.id,
      checkout ?? {},
      mailContext(app, request),
    )
  })
  route(app, api.requestCheckout, async (request) => {
    const session = businessSessionOf(request)
    return requests.checkout(session, tripActorOf(session), request.params.id)
  })
  route(app, api.declineRequest, async (request) =>
    requests.decline(
      businessSessionOf(request),
      request.params.id,
      request.body.comment,
      mailContext(app, request),
    ),
  )
}
