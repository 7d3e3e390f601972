import { z } from 'zod'
import { ZReportingFieldKeySchema } from './checkout-schemas.ts'
import {
  REPORTING_FIELD_LIMITS as LIMITS,
  REPORTING_FIELD_INPUTS,
  REPORTING_FIELD_KINDS,
} from './reporting-fields-contract.ts'

/** Trip reporting fields' request/response pairs (decision 057). */

export const ZReportingFieldSaveSchema = z
  .object({
    key: ZReportingFieldKeySchema,
    label: z.string().max(LIMITS.labelMaxLength * 2),
    kind: z.enum(REPORTING_FIELD_KINDS),
    input: z.enum(REPORTING_FIELD_INPUTS),
    options: z
      .array(z.string().max(LIMITS.optionMaxLength * 2))
      .max(LIMITS.optionsMax)
      .default([]),
    required: z.boolean(),
    active: z.boolean().default(true),
  })
  .strict()
export type TReportingFieldSaveRequest = z.input<typeof ZReportingFieldSaveSchema>

export const ZReportingFieldParamsSchema = z.object({ id: z.uuid() }).strict()

export const ZReportingFieldOrderSchema = z
  .object({ ids: z.array(z.uuid()).max(LIMITS.fieldsPerCompany) })
  .strict()
export type TReportingFieldOrderRequest = z.infer<typeof ZReportingFieldOrderSchema>

export const ZReportingFieldSchema = z.object({
  id: z.string(),
  key: z.string(),
  label: z.string(),
  kind: z.enum(REPORTING_FIELD_KINDS),
  input: z.enum(REPORTING_FIELD_INPUTS),
  options: z.array(z.string()),
  required: z.boolean(),
  active: z.boolean(),
  position: z.number(),
})
export type TReportingField = z.infer<typeof ZReportingFieldSchema>

export const ZReportingFieldListResponseSchema = z.object({ fields: z.array(ZReportingFieldSchema) })
export type TReportingFieldListResponse = z.infer<typeof ZReportingFieldListResponseSchema>

export const ZReportingFieldDeleteResponseSchema = z.object({ deleted: z.literal(true) })

/** The reporting fields check's quote section: the active fields in order. */
export const ZReportingFieldsQuoteSchema = z.object({
  fields: z.array(
    ZReportingFieldSchema.pick({
      key: true,
      label: true,
      kind: true,
      input: true,
      options: true,
      required: true,
    }),
  ),
})
export type TReportingFieldsQuote = z.infer<typeof ZReportingFieldsQuoteSchema>
