import { z } from 'zod'

/**
 * POST form /s/horizon/common/layout/FriendlySearchUrlAction (and without /s; decision 048). The verticals
 * are the navigation's names; which of them convert is the converter's answer, not the schema's.
 */
export const ZFriendlySearchUrlRequestSchema = z.strictObject({
  originalVertical: z.string().min(1).max(40),
  conversionVertical: z.string().min(1).max(40),
  searchUrlToConvert: z.string().min(1).max(2000),
})
export type TFriendlySearchUrlRequest = z.infer<typeof ZFriendlySearchUrlRequestSchema>

export const ZFriendlySearchUrlResponseSchema = z.object({ convertedUrl: z.string() })
export type TFriendlySearchUrlResponse = z.infer<typeof ZFriendlySearchUrlResponseSchema>

/** The spec also names the call without the /s base path; both answer the same. */
export const FRIENDLY_SEARCH_URL_PLAIN_PATH = '/horizon/common/layout/FriendlySearchUrlAction'
