import type { FastifyInstance } from 'fastify'
import { travelSettingsEndpoints as api } from '../../../shared/business/travel-settings-endpoints.ts'
import { actorOf, companyOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import { noStore } from '../reply-helpers.ts'

/** Account permissions and multi-room bookings (decision 057; spec section 7's multiRoomBookings). */
export async function travelSettingsRoutes(app: FastifyInstance) {
  const settings = app.services.companyTravel.travelSettings
  noStore(app)

  route(app, api.accountPermissions, async (request) => settings.accountPermissions(companyOf(request)))
  route(app, api.saveAccountPermissions, async (request) =>
    settings.setAccountPermissions(actorOf(request), request.body),
  )
  route(app, api.multiRoom, async (request) => settings.multiRoom(companyOf(request)))
  for (const [endpoint, enabled] of [
    [api.enableMultiRoom, true],
    [api.disableMultiRoom, false],
  ] as const)
    route(app, endpoint, async (request) => settings.setMultiRoom(actorOf(request), enabled))
}
