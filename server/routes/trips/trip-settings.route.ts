import type { FastifyInstance } from 'fastify'
import { tripsEndpoints as api } from '../../../shared/trips/trips-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import type { TripSettingName } from '../../services/trips/trip-settings.service.ts'
import { sessionFirst } from '../require-session.ts'
import { checkedTripActor, tripActor } from './trips-route-kit.ts'

const TOGGLES = ['mapViewFD', 'mapViewDP', 'tdpAutopilot'] as const satisfies readonly TripSettingName[]
const SHOWN = [
  'goToTripsTooltipShown',
  'reminderTooltipShown',
  'navigationDrawerTooltipShown',
] as const satisfies readonly TripSettingName[]

/** The settings calls of spec section 7; each answers the settings as they now are. */
export async function tripSettingsRoutes(app: FastifyInstance) {
  const settings = app.services.trips.settings
  const signedIn = sessionFirst(app)

  for (const name of TOGGLES)
    route(
      app,
      api[name],
      async (request) => settings.set(checkedTripActor(request).userId, name, request.body.enabled),
      signedIn,
    )

  // "Shown" is a fact that does not go back: the calls take no body.
  for (const name of SHOWN)
    route(app, api[name], async (request) => settings.set((await tripActor(app, request)).userId, name, true))

  route(app, api.clearNotification, async (request) =>
    settings.clearNotification(await tripActor(app, request)),
  )
}
