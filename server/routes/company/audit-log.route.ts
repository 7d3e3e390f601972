import type { FastifyInstance } from 'fastify'
import { companyEndpoints as api } from '../../../shared/business/company-endpoints.ts'
import { businessSessionOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'

/** The company's audit log, for those who administer people or the company. */
export async function auditLogRoutes(app: FastifyInstance) {
  route(app, api.auditLog, async (request, reply) => {
    const session = businessSessionOf(request)
    reply.header('cache-control', 'no-store')
    return app.services.audit.page(session.business.companyId, request.query)
  })
}
