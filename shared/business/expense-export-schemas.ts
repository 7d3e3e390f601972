import { z } from 'zod'
import { EXPENSE_SYSTEMS } from './expense-export-contract.ts'

/** The expense export's request/response pairs (decision 057). */

export const ZExpenseConnectParamsSchema = z.object({ hash: z.string().max(100) }).strict()
export const ZExpenseConnectQuerySchema = z
  .object({ expenseManagementSystemCode: z.string().max(40) })
  .strict()
export const ZExpenseConnectSchema = z.object({ endpointUrl: z.string().max(500) }).strict()
export type TExpenseConnectRequest = z.infer<typeof ZExpenseConnectSchema>

export const ZExpenseExportStatusSchema = z.object({
  connection: z
    .object({
      systemCode: z.enum(EXPENSE_SYSTEMS),
      endpointUrl: z.string(),
      connectedAt: z.string(),
      connectedBy: z.string().nullable(),
      lastSuccessAt: z.string().nullable(),
      lastError: z.string().nullable(),
      lastErrorAt: z.string().nullable(),
    })
    .nullable(),
  deliveries: z.object({ pending: z.number(), delivered: z.number(), failed: z.number() }),
})
export type TExpenseExportStatus = z.infer<typeof ZExpenseExportStatusSchema>

/** What each booking posts to the expense system. */
export interface TExpenseRecord {
  bookingId: string
  companyId: string
  traveler: { userId: string; email: string; name: string }
  amountMinor: number
  currency: string
  vertical: string
  title: string
  startsAt: string
  endsAt: string | null
  bookedAt: string
  rooms: number
  paymentKind: string | null
  reportingValues: Record<string, string>
}
