/*
 * The company's travel settings (issue 9, decision 057): what travellers may change in their own
 * accounts (the account permissions page) and multi-room hotel bookings (spec section 7).
 */

const COMPANY = '/i/api/business/company/v1'

export const TRAVEL_SETTINGS_API = {
  /** GET, PUT the travellers' account permissions (company settings management). */
  accountPermissions: `${COMPANY}/accountPermissions`,
  /** GET whether multi-room bookings are on (any member: the hotel search form reads it). */
  multiRoom: `${COMPANY}/multiRoomBookings`,
  multiRoomEnable: `${COMPANY}/multiRoomBookings/enable`,
  multiRoomDisable: `${COMPANY}/multiRoomBookings/disable`,
} as const

export const ACCOUNT_PERMISSION_KEYS = [
  'allowPersonalCards',
  'allowProfileEdit',
  'allowCustomApprover',
  'allowGuestBooking',
] as const
export type TAccountPermissionKey = (typeof ACCOUNT_PERMISSION_KEYS)[number]

export const ROOMS = { min: 1, max: 8 } as const
export const MultiRoomErrorCode = { ROOMS_NOT_ALLOWED: 'ROOMS_NOT_ALLOWED' } as const
