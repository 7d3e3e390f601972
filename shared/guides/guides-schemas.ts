import { z } from 'zod'
import { isSafeText, UNSAFE_TEXT_REFUSED } from '../text-rules.ts'
import { GUIDES_LIMITS } from './guides-contract.ts'

/** Request and response pairs of the guidebook calls (decision 051); paths in guides-contract.ts. */

/** Trimmed, 1 to max characters (code points), no control characters. */
const label = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .refine((value) => [...value].length <= max, `at most ${max} characters`)
    .refine(isSafeText, UNSAFE_TEXT_REFUSED)

export const ZGuidebookSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  destination: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
})
export type TGuidebook = z.infer<typeof ZGuidebookSchema>

/** GET guidebooks: newest first, with the limit the page shows. */
export const ZGuidebookListResponseSchema = z.object({
  guidebooks: z.array(ZGuidebookSchema),
  maxGuidebooks: z.number().int(),
})
export type TGuidebookListResponse = z.infer<typeof ZGuidebookListResponseSchema>

export const ZCreateGuidebookRequestSchema = z
  .object({
    name: label(GUIDES_LIMITS.nameMaxLength),
    destination: label(GUIDES_LIMITS.destinationMaxLength),
  })
  .strict()
export type TCreateGuidebookRequest = z.infer<typeof ZCreateGuidebookRequestSchema>
/** POST guidebooks (201) and PUT guidebooks/{id}: the guidebook as it now is. */
export const ZGuidebookResponseSchema = ZGuidebookSchema
export type TGuidebookResponse = TGuidebook

export const ZUpdateGuidebookRequestSchema = z
  .object({
    name: label(GUIDES_LIMITS.nameMaxLength).optional(),
    destination: label(GUIDES_LIMITS.destinationMaxLength).optional(),
  })
  .strict()
  .refine((body) => body.name !== undefined || body.destination !== undefined, 'nothing to change')
export type TUpdateGuidebookRequest = z.infer<typeof ZUpdateGuidebookRequestSchema>

/** DELETE guidebooks/{id}. */
export const ZDeleteGuidebookResponseSchema = z.object({ deleted: z.literal(true) })
export type TDeleteGuidebookResponse = z.infer<typeof ZDeleteGuidebookResponseSchema>

export const ZGuidebookParamsSchema = z.object({ guidebookId: z.uuid() })
