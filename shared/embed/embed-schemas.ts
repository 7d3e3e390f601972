import { z } from 'zod'
import {
  EMBED_MESSAGE,
  EMBED_MESSAGE_LIMITS,
  EMBED_METRIC_MAX_VALUE,
  EMBED_METRIC_NAME,
  EMBED_METRIC_TYPES,
} from './embed-contract.ts'

const L = EMBED_MESSAGE_LIMITS

/**
 * A host's generic request (spec section 1: method, url, params, data, headers). Shape only: what may
 * actually go out is relay-allow-list.ts's decideRelay. Unknown keys are refused.
 */
export const ZEmbedRequestMessageSchema = z.strictObject({
  type: z.literal(EMBED_MESSAGE.request),
  id: z.string().min(1).max(L.idLength),
  method: z.string().min(1).max(10),
  url: z.string().min(1).max(L.urlLength),
  params: z
    .record(z.string().max(40), z.union([z.string().max(L.paramValueLength), z.number(), z.boolean()]))
    .refine((p) => Object.keys(p).length <= L.params, 'too many params')
    .optional(),
  data: z.unknown().optional(),
  headers: z
    .record(z.string().max(60), z.string().max(L.headerValueLength))
    .refine((h) => Object.keys(h).length <= L.headers, 'too many headers')
    .optional(),
})
export type TEmbedRequestMessage = z.infer<typeof ZEmbedRequestMessageSchema>

export const ZEmbedResponseMessageSchema = z.object({
  type: z.literal(EMBED_MESSAGE.response),
  id: z.string(),
  status: z.number().int(),
  ok: z.boolean(),
  data: z.unknown(),
})
export type TEmbedResponseMessage = z.infer<typeof ZEmbedResponseMessageSchema>

export const ZEmbedErrorMessageSchema = z.object({
  type: z.literal(EMBED_MESSAGE.error),
  /** null when the message had no readable id. */
  id: z.string().nullable(),
  error: z.object({ code: z.string(), description: z.string() }),
})
export type TEmbedErrorMessage = z.infer<typeof ZEmbedErrorMessageSchema>

export const ZEmbedReadyMessageSchema = z.object({ type: z.literal(EMBED_MESSAGE.ready) })

/** POST /i/api/affiliate/ui/metrics/v1/{type}: the path's type. */
export const ZEmbedMetricParamsSchema = z.strictObject({ type: z.enum(EMBED_METRIC_TYPES) })

/** Its body (spec section 7: metricName, metricValue). */
export const ZEmbedMetricRequestSchema = z.strictObject({
  metricName: z.string().regex(EMBED_METRIC_NAME),
  metricValue: z.number().finite().min(0).max(EMBED_METRIC_MAX_VALUE),
})
export type TEmbedMetricRequest = z.infer<typeof ZEmbedMetricRequestSchema>

export const ZEmbedMetricResponseSchema = z.object({ recorded: z.literal(true) })
export type TEmbedMetricResponse = z.infer<typeof ZEmbedMetricResponseSchema>
