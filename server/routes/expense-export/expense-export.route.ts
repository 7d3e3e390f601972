import type { FastifyInstance } from 'fastify'
import { expenseExportEndpoints as api } from '../../../shared/business/expense-export-endpoints.ts'
import { actorOf, companyOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import { noStore } from '../reply-helpers.ts'

/** The expense export (decision 057): the spec's POST {hash}?expenseManagementSystemCode, its state, disconnect. */
export async function expenseExportRoutes(app: FastifyInstance) {
  const expense = app.services.companyTravel.expenseExport
  noStore(app)

  route(app, api.status, async (request) => expense.status(companyOf(request)))
  route(app, api.disconnect, async (request) => expense.disconnect(actorOf(request)))
  route(app, api.connect, async (request) =>
    expense.connect(
      actorOf(request),
      request.params.hash,
      request.query.expenseManagementSystemCode,
      request.body.endpointUrl,
    ),
  )
}
