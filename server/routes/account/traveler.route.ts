import type { FastifyInstance } from 'fastify'
import { travelerEndpoints as api } from '../../../shared/account/traveler-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentTraveler, presentTravelerList } from '../../presenters/traveler.presenter.ts'
import type { AccountServices } from '../../services/account/account-services.ts'
import { noContent, noStore } from '../reply-helpers.ts'
import { sessionFirst, sessionOf } from '../require-session.ts'

/** The signed-in user's travellers (spec section 7); ids of other users' travellers answer 404. */
export async function travelerRoutes(app: FastifyInstance, { account }: { account: AccountServices }) {
  const { travelers } = account
  noStore(app)
  const signedIn = sessionFirst(app)

  route(
    app,
    api.list,
    async (request) => presentTravelerList(await travelers.list(sessionOf(request))),
    signedIn,
  )

  route(
    app,
    api.preferred,
    async (request, reply) => {
      const row = await travelers.preferred(sessionOf(request))
      return row ? presentTraveler(row) : noContent(reply)
    },
    signedIn,
  )

  route(
    app,
    api.create,
    async (request) => presentTraveler(await travelers.create(sessionOf(request), request.body)),
    signedIn,
  )

  route(
    app,
    api.save,
    async (request) =>
      presentTraveler(await travelers.save(sessionOf(request), request.params.travelerId, request.body)),
    signedIn,
  )

  route(
    app,
    api.remove,
    async (request) => {
      await travelers.remove(sessionOf(request), request.params.travelerId)
      return null
    },
    signedIn,
  )
}
