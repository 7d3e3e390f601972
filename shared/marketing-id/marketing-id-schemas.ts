import { z } from 'zod'
import { MARKETING_ID_PATTERN } from './marketing-id-contract.ts'

const ZKmkid = z.string().regex(MARKETING_ID_PATTERN, 'not a marketing id')

/** POST form /s/run/kmkid/sync: an empty or missing suggestion asks for the browser's id, or a new one. */
export const ZKmkidSyncRequestSchema = z.strictObject({
  suggestedKmkid: z.union([z.literal(''), ZKmkid]).optional(),
})
export type TKmkidSyncRequest = z.infer<typeof ZKmkidSyncRequestSchema>

export const ZKmkidSyncResponseSchema = z.strictObject({ kmkid: ZKmkid })
export type TKmkidSyncResponse = z.infer<typeof ZKmkidSyncResponseSchema>

/** POST form /s/run/kmkid/set. */
export const ZKmkidSetRequestSchema = z.strictObject({ kmkid: ZKmkid })
export type TKmkidSetRequest = z.infer<typeof ZKmkidSetRequestSchema>

export const ZKmkidSetResponseSchema = ZKmkidSyncResponseSchema
export type TKmkidSetResponse = TKmkidSyncResponse
