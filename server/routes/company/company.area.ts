import type { FastifyInstance } from 'fastify'
import { auditLogRoutes } from './audit-log.route.ts'
import { companyDomainRoutes } from './company-domains.route.ts'
import { companyGeneralRoutes } from './company-general.route.ts'
import { companyPlaceRoutes } from './company-places.route.ts'
import { companyPlanRoutes } from './company-plan.route.ts'
import { companyProgramRoutes } from './company-programs.route.ts'
import { companySettingsRoutes } from './company-settings.route.ts'

/** The company area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function companyArea(app: FastifyInstance) {
  await app.register(companySettingsRoutes)
  await app.register(auditLogRoutes)
  await app.register(companyGeneralRoutes)
  await app.register(companyDomainRoutes)
  await app.register(companyPlaceRoutes)
  await app.register(companyProgramRoutes)
  await app.register(companyPlanRoutes)
}
