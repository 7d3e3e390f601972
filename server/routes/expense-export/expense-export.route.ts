import type { FastifyInstance } from 'fastify'
import {
  EXPENSE_EXPORT_API,
  EXPENSE_EXPORT_REQUIREMENT,
  EXPENSE_EXPORT_ROUTES,
} from '../../../shared/business/expense-export-contract.ts'
import {
  ZExpenseConnectParamsSchema,
  ZExpenseConnectQuerySchema,
  ZExpenseConnectSchema,
} from '../../../shared/business/expense-export-schemas.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import { noStore } from '../account/account-services.ts'

const config = { business: EXPENSE_EXPORT_REQUIREMENT }
const WRITE_LIMIT = { max: 20, timeWindow: 60_000 }

/** The expense export (decision 057): the spec's POST {hash}?expenseManagementSystemCode, its state, disconnect. */
export async function expenseExportRoutes(app: FastifyInstance) {
  const expense = app.services.companyTravel.expenseExport
  noStore(app)

  app.get(EXPENSE_EXPORT_API.status, { config }, async (request) =>
    expense.status(businessSessionOf(request).business.companyId),
  )

  app.delete(EXPENSE_EXPORT_API.status, { config: { ...config, rateLimit: WRITE_LIMIT } }, async (request) =>
    expense.disconnect(auditActorOf(businessSessionOf(request))),
  )

  app.post(
    EXPENSE_EXPORT_ROUTES.connect,
    { config: { ...config, rateLimit: WRITE_LIMIT } },
    async (request) => {
      const actor = auditActorOf(businessSessionOf(request))
      const { hash } = ZExpenseConnectParamsSchema.parse(request.params)
      const { expenseManagementSystemCode } = ZExpenseConnectQuerySchema.parse(request.query)
      const { endpointUrl } = ZExpenseConnectSchema.parse(request.body)
      return expense.connect(actor, hash, expenseManagementSystemCode, endpointUrl)
    },
  )
}
