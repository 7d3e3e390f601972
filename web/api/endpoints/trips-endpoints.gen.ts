// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { tripsEndpoints as D0 } from '../../../shared/trips/trips-endpoints.ts'

export const tripsEndpoints = {
  "store": { method: "GET", path: "/trips/api/store" } as TEndpointRoute<(typeof D0)["store"]>,
  "storeForTrip": { method: "POST", path: "/trips/api/store" } as TEndpointRoute<(typeof D0)["storeForTrip"]>,
  "upcomingFlights": { method: "GET", path: "/trips/api/flights/upcoming" } as TEndpointRoute<(typeof D0)["upcomingFlights"]>,
  "mapViewFD": { method: "POST", path: "/trips/api/user/settings/mapViewFD" } as TEndpointRoute<(typeof D0)["mapViewFD"]>,
  "mapViewDP": { method: "POST", path: "/trips/api/user/settings/mapViewDP" } as TEndpointRoute<(typeof D0)["mapViewDP"]>,
  "tdpAutopilot": { method: "POST", path: "/trips/api/user/settings/tdpAutopilot" } as TEndpointRoute<(typeof D0)["tdpAutopilot"]>,
  "goToTripsTooltipShown": { method: "POST", path: "/i/api/trips/user/v1/setTripsDrawerGoToTripsButtonTooltipShown" } as TEndpointRoute<(typeof D0)["goToTripsTooltipShown"]>,
  "reminderTooltipShown": { method: "POST", path: "/i/api/trips/user/v1/setTripsDrawerReminderTooltipShown" } as TEndpointRoute<(typeof D0)["reminderTooltipShown"]>,
  "navigationDrawerTooltipShown": { method: "POST", path: "/i/api/trips/user/v1/setNavigationDrawerTripsTooltipShown" } as TEndpointRoute<(typeof D0)["navigationDrawerTooltipShown"]>,
  "clearNotification": { method: "POST", path: "/trips/api/user/settings/clearNotification" } as TEndpointRoute<(typeof D0)["clearNotification"]>,
  "seasonalImage": { method: "GET", path: "/trips/api/images/seasonal/:destination/:season/:size" } as TEndpointRoute<(typeof D0)["seasonalImage"]>,
  "createTrip": { method: "POST", path: "/trips/api/trips" } as TEndpointRoute<(typeof D0)["createTrip"]>,
  "updateTrip": { method: "PUT", path: "/trips/api/trips/:fullTripId" } as TEndpointRoute<(typeof D0)["updateTrip"]>,
  "deleteTrip": { method: "DELETE", path: "/trips/api/trips/:fullTripId" } as TEndpointRoute<(typeof D0)["deleteTrip"]>,
}
