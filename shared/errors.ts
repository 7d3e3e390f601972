import { z } from 'zod'
import { FIELD_REASONS } from './field-issues.ts'

export { ErrorCode, type TErrorCode } from './error-codes.ts'

/**
 * One error shape for every failure the server answers (spec: errors list with code and description).
 * A validation error names its field, the reason (a closed set the web translates) and the limit broken.
 */
export const ZApiErrorSchema = z.object({
  code: z.string(),
  description: z.string(),
  localizedDescription: z.string().optional(),
  field: z.string().optional(),
  reason: z.enum(FIELD_REASONS).optional(),
  limit: z.number().optional(),
})
export type TApiError = z.infer<typeof ZApiErrorSchema>

export const ZErrorBodySchema = z.object({ errors: z.array(ZApiErrorSchema).min(1) })
export type TErrorBody = z.infer<typeof ZErrorBodySchema>

export function errorBody(code: string, description: string): TErrorBody {
  return { errors: [{ code, description }] }
}

export function isErrorBody(value: unknown): value is TErrorBody {
  return ZErrorBodySchema.safeParse(value).success
}
