import type { FastifyInstance } from 'fastify'
import { expenseExportRoutes } from './expense-export.route.ts'

/** The expense export area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function expenseExportArea(app: FastifyInstance) {
  await app.register(expenseExportRoutes)
}
