import { z } from 'zod'

/** POST form /s/horizon/common/layout/FriendlySearchUrlAction (the server side is a later issue). */
export const ZFriendlySearchUrlRequestSchema = z.object({
  originalVertical: z.string().min(1).max(40),
  conversionVertical: z.string().min(1).max(40),
  searchUrlToConvert: z.string().min(1).max(2000),
})
export type TFriendlySearchUrlRequest = z.infer<typeof ZFriendlySearchUrlRequestSchema>

export const ZFriendlySearchUrlResponseSchema = z.object({ convertedUrl: z.string() })
export type TFriendlySearchUrlResponse = z.infer<typeof ZFriendlySearchUrlResponseSchema>
