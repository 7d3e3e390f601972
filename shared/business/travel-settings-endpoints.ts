import { defineEndpoint } from '../endpoint.ts'
import { TRAVEL_SETTINGS_API as API } from './travel-settings-contract.ts'
import { ZAccountPermissionsSchema, ZMultiRoomResponseSchema } from './travel-settings-schemas.ts'

const settings = { permissions: ['COMPANY_SETTINGS_MANAGEMENT'] } as const
const write = { max: 30, timeWindow: 60_000 }

const setMultiRoom = (path: string, enabled: boolean) =>
  defineEndpoint({
    method: 'PUT',
    path,
    summary: enabled ? 'Allows several rooms in one hotel booking' : 'Allows one room per hotel booking',
    response: ZMultiRoomResponseSchema,
    business: settings,
    rateLimit: write,
  })

/** Account permissions and multi-room bookings (decision 057; spec section 7's multiRoomBookings). */
export const travelSettingsEndpoints = {
  accountPermissions: defineEndpoint({
    method: 'GET',
    path: API.accountPermissions,
    summary: 'What travellers may change in their own accounts',
    response: ZAccountPermissionsSchema,
    business: settings,
  }),
  // Who may book for whom across the company: a grant.
  saveAccountPermissions: defineEndpoint({
    method: 'PUT',
    path: API.accountPermissions,
    summary: 'Sets what travellers may change in their own accounts',
    body: ZAccountPermissionsSchema,
    response: ZAccountPermissionsSchema,
    business: { ...settings, lasting: true },
    rateLimit: write,
  }),
  // Every member: the hotel search form offers rooms only when the company allows several.
  multiRoom: defineEndpoint({
    method: 'GET',
    path: API.multiRoom,
    summary: 'Whether hotel bookings may hold several rooms',
    response: ZMultiRoomResponseSchema,
    business: { permissions: [] },
  }),
  enableMultiRoom: setMultiRoom(API.multiRoomEnable, true),
  disableMultiRoom: setMultiRoom(API.multiRoomDisable, false),
}
