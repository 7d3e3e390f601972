import { z } from 'zod'

/** The figures a reason's sentence names (a cap, a class, a price). */
export const ZPolicyReasonValuesSchema = z.record(z.string(), z.union([z.string(), z.number()])).optional()

/** A verdict's reasons as a trip or an approval keeps them, with their figures; codes read as written. */
export const ZKeptPolicyReasonsSchema = z.array(
  z.object({
    code: z.string(),
    values: ZPolicyReasonValuesSchema,
  }),
)
