import { z } from 'zod'
import { isSafeLines, isSafeText, UNSAFE_TEXT_REFUSED } from '../text-rules.ts'
import { FEEDBACK_LIMITS } from './site-services-contract.ts'

/** No control or format characters (bidi overrides and the like): the text is read by people. */

/** POST /i/api/site/feedback/v1 */
export const ZFeedbackRequestSchema = z.strictObject({
  message: z.string().trim().min(1).max(FEEDBACK_LIMITS.messageMax).refine(isSafeLines, UNSAFE_TEXT_REFUSED),
  /** 1 (poor) to 5 (great); optional. */
  rating: z.number().int().min(1).max(5).nullable().optional(),
  /** The page it was sent from: a path of ours, never a URL. */
  pagePath: z
    .string()
    .max(FEEDBACK_LIMITS.pagePathMax)
    .regex(/^\/(?!\/)/, 'must be a path starting with one slash')
    .refine(isSafeText, UNSAFE_TEXT_REFUSED),
})
export type TFeedbackRequest = z.infer<typeof ZFeedbackRequestSchema>

export const ZFeedbackResponseSchema = z.object({ feedbackId: z.string(), receivedAt: z.string() })
export type TFeedbackResponse = z.infer<typeof ZFeedbackResponseSchema>

/** POST /i/api/account/priceAlerts/v1: follow the prices of one demo-catalogue results page. */
export const ZPriceAlertCreateRequestSchema = z.strictObject({
  /** The results page's path, e.g. /flights/search/seoul-tokyo/2026-12-01 (catalogue-contract.ts). */
  searchPath: z.string().min(1).max(300).refine(isSafeText, UNSAFE_TEXT_REFUSED),
})
export type TPriceAlertCreateRequest = z.infer<typeof ZPriceAlertCreateRequestSchema>

export const ZPriceAlertIdParamsSchema = z.strictObject({ priceAlertId: z.string().min(1).max(64) })

const ZVertical = z.enum(['flight', 'hotel', 'car', 'train'])

export const ZPriceAlertSchema = z.object({
  priceAlertId: z.string(),
  vertical: ZVertical,
  searchPath: z.string(),
  /** Route searches: from and to; stays: destination. Place keys of the catalogue. */
  places: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
})
export type TPriceAlert = z.infer<typeof ZPriceAlertSchema>

export const ZPriceAlertListResponseSchema = z.object({
  emailEnabled: z.boolean(),
  priceAlerts: z.array(ZPriceAlertSchema),
})
export type TPriceAlertListResponse = z.infer<typeof ZPriceAlertListResponseSchema>

/** PUT /i/api/account/priceAlerts/v1/settings: the account menu's checkbox. */
export const ZPriceAlertSettingsRequestSchema = z.strictObject({ emailEnabled: z.boolean() })
export const ZPriceAlertSettingsResponseSchema = z.object({ emailEnabled: z.boolean() })
export type TPriceAlertSettings = z.infer<typeof ZPriceAlertSettingsResponseSchema>
