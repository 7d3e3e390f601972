import type { FastifyInstance } from 'fastify'
import { AUDIT_LOG_API, ZAuditLogRequestSchema } from '../../../shared/business/audit-schemas.ts'
import { businessSessionOf } from '../../plugins/business-access.ts'

/** The company's audit log, for those who administer people or the company. */
export async function auditLogRoutes(app: FastifyInstance) {
  app.get(
    AUDIT_LOG_API,
    {
      config: {
        business: { permissions: ['USER_MANAGEMENT', 'COMPANY_SETTINGS_MANAGEMENT'] },
        rateLimit: { max: 120, timeWindow: 60_000 },
      },
    },
    async (request, reply) => {
      const session = businessSessionOf(request)
      const query = ZAuditLogRequestSchema.parse(request.query)
      reply.header('cache-control', 'no-store')
      return app.services.audit.page(session.business.companyId, query)
    },
  )
}
