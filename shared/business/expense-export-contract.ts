/*
 * The expense export (issue 9, decision 057; feature EXPENSIFY_INTEGRATION): the spec's
 * `POST /i/api/business/company/v1/{hash}?expenseManagementSystemCode=` connects the company's expense
 * system. {hash} is the company's id (the caller's own; any other answers 404). Every booking then posts
 * an expense record to the configured endpoint. No zod.
 */
import { codes } from '../code-table.ts'
import type { TFeature, TPermission } from '../permissions.ts'

const COMPANY = '/i/api/business/company/v1'

export const EXPENSE_EXPORT_API = {
  /** POST {endpointUrl}: connect (or reconnect) the expense system named by the query. */
  connect: (companyId: string, code: string) =>
    `${COMPANY}/${encodeURIComponent(companyId)}?expenseManagementSystemCode=${encodeURIComponent(code)}`,
  /** GET the connection and its deliveries' state; DELETE disconnects. */
  status: `${COMPANY}/expenseExport`,
} as const

export const EXPENSE_EXPORT_ROUTES = { connect: `${COMPANY}/:hash` } as const

export const EXPENSE_SYSTEMS = ['EXPENSIFY'] as const
export type TExpenseSystem = (typeof EXPENSE_SYSTEMS)[number]

export const EXPENSE_EXPORT_REQUIREMENT: {
  permissions: readonly TPermission[]
  features: readonly TFeature[]
} = { permissions: ['COMPANY_INTEGRATION_MANAGEMENT'], features: ['EXPENSIFY_INTEGRATION'] }

export const ExpenseExportErrorCode = codes('EXPENSE_SYSTEM_UNKNOWN', 'EXPENSE_ENDPOINT_INVALID')
