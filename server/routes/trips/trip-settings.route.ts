import type { FastifyInstance } from 'fastify'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { ZSettingToggleRequestSchema } from '../../../shared/trips/trips-schemas.ts'
import type { TripSettingName } from '../../services/trips/trip-settings.service.ts'
import { TRIPS_RATE_LIMITS, tripActor } from './trips-route-kit.ts'

const TOGGLES = ['mapViewFD', 'mapViewDP', 'tdpAutopilot'] as const satisfies readonly TripSettingName[]
const SHOWN = [
  'goToTripsTooltipShown',
  'reminderTooltipShown',
  'navigationDrawerTooltipShown',
] as const satisfies readonly TripSettingName[]

/** The settings calls of spec section 7; each answers the settings as they now are. */
export async function tripSettingsRoutes(app: FastifyInstance) {
  const settings = app.services.trips.settings
  const config = { config: { rateLimit: TRIPS_RATE_LIMITS.write } }

  for (const name of TOGGLES) {
    app.post(TRIPS_API_PATHS[name], config, async (request) => {
      const { userId } = await tripActor(app, request)
      const { enabled } = ZSettingToggleRequestSchema.parse(request.body ?? {})
      return settings.set(userId, name, enabled)
    })
  }

  // "Shown" is a fact that does not go back: the calls take no body.
  for (const name of SHOWN) {
    app.post(TRIPS_API_PATHS[name], config, async (request) => {
      const { userId } = await tripActor(app, request)
      return settings.set(userId, name, true)
    })
  }

  app.post(TRIPS_API_PATHS.clearNotification, config, async (request) => {
    return settings.clearNotification(await tripActor(app, request))
  })
}
