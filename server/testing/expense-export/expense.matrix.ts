import {
  EXPENSE_EXPORT_API,
  EXPENSE_EXPORT_ROUTES,
} from '../../../shared/business/expense-export-contract.ts'
import { createExpenseExportRepository } from '../../repositories/expense-export.repository.ts'
import { type MatrixSample, noInput } from '../business-matrix/matrix-sample.ts'
import { sampleAdminOf } from '../business-matrix/sample-kit.ts'
import { json } from '../company/company-test-kit.ts'

export const EXPENSE_ENDPOINT = 'https://expenses.example.com/fernway/records'

/** The expense export (decision 057). */
export const EXPENSE_MATRIX: MatrixSample[] = [
  noInput('GET', EXPENSE_EXPORT_API.status),
  {
    method: 'POST',
    url: EXPENSE_EXPORT_ROUTES.connect,
    build: ({ company }) =>
      json('POST', EXPENSE_EXPORT_API.connect(company.id, 'EXPENSIFY'), { endpointUrl: EXPENSE_ENDPOINT }),
  },
  {
    method: 'DELETE',
    url: EXPENSE_EXPORT_API.status,
    build: async (ctx) => {
      const admin = await sampleAdminOf(ctx)
      await createExpenseExportRepository(ctx.t.database.db).connect(
        ctx.company.id,
        'EXPENSIFY',
        EXPENSE_ENDPOINT,
        admin.id,
      )
      return json('DELETE', EXPENSE_EXPORT_API.status)
    },
  },
]
