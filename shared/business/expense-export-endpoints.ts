import { defineEndpoint } from '../endpoint.ts'
import {
  EXPENSE_EXPORT_API,
  EXPENSE_EXPORT_REQUIREMENT,
  EXPENSE_EXPORT_ROUTES,
  ExpenseExportErrorCode,
} from './expense-export-contract.ts'
import {
  ZExpenseConnectParamsSchema,
  ZExpenseConnectQuerySchema,
  ZExpenseConnectSchema,
  ZExpenseExportStatusSchema,
} from './expense-export-schemas.ts'

const write = { max: 20, timeWindow: 60_000 }

/** The expense export (decision 057): the spec's POST {hash}?expenseManagementSystemCode, its state, disconnect. */
export const expenseExportEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: EXPENSE_EXPORT_API.status,
    summary: "The expense system's connection and its deliveries",
    response: ZExpenseExportStatusSchema,
    business: EXPENSE_EXPORT_REQUIREMENT,
  }),
  disconnect: defineEndpoint({
    method: 'DELETE',
    path: EXPENSE_EXPORT_API.status,
    summary: 'Disconnects the expense system',
    response: ZExpenseExportStatusSchema,
    business: EXPENSE_EXPORT_REQUIREMENT,
    rateLimit: write,
  }),
  // {hash} is the caller's own company's id; any other answers 404.
  connect: defineEndpoint({
    method: 'POST',
    path: EXPENSE_EXPORT_ROUTES.connect,
    summary: 'Connects (or reconnects) the expense system named by the query',
    params: ZExpenseConnectParamsSchema,
    query: ZExpenseConnectQuerySchema,
    body: ZExpenseConnectSchema,
    response: ZExpenseExportStatusSchema,
    business: EXPENSE_EXPORT_REQUIREMENT,
    rateLimit: write,
    errors: [ExpenseExportErrorCode.EXPENSE_SYSTEM_UNKNOWN, ExpenseExportErrorCode.EXPENSE_ENDPOINT_INVALID],
  }),
}
