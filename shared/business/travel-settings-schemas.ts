import { z } from 'zod'

/** Travel settings' request/response pairs (decision 057). */

export const ZAccountPermissionsSchema = z
  .object({
    allowPersonalCards: z.boolean(),
    allowProfileEdit: z.boolean(),
    allowCustomApprover: z.boolean(),
    allowGuestBooking: z.boolean(),
  })
  .strict()
export type TAccountPermissions = z.infer<typeof ZAccountPermissionsSchema>

export const ZMultiRoomResponseSchema = z.object({ enabled: z.boolean() })
export type TMultiRoomResponse = z.infer<typeof ZMultiRoomResponseSchema>
