// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { travelSettingsEndpoints as D0 } from '../../../shared/business/travel-settings-endpoints.ts'

export const travelSettingsEndpoints = {
  "accountPermissions": { method: "GET", path: "/i/api/business/company/v1/accountPermissions" } as TEndpointRoute<(typeof D0)["accountPermissions"]>,
  "saveAccountPermissions": { method: "PUT", path: "/i/api/business/company/v1/accountPermissions" } as TEndpointRoute<(typeof D0)["saveAccountPermissions"]>,
  "multiRoom": { method: "GET", path: "/i/api/business/company/v1/multiRoomBookings" } as TEndpointRoute<(typeof D0)["multiRoom"]>,
  "enableMultiRoom": { method: "PUT", path: "/i/api/business/company/v1/multiRoomBookings/enable" } as TEndpointRoute<(typeof D0)["enableMultiRoom"]>,
  "disableMultiRoom": { method: "PUT", path: "/i/api/business/company/v1/multiRoomBookings/disable" } as TEndpointRoute<(typeof D0)["disableMultiRoom"]>,
}
