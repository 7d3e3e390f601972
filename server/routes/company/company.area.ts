import type { FastifyInstance } from 'fastify'
import { isKnownCurrency } from '../../plugins/brand-locale.ts'
import { createCompanySettingsRepository } from '../../repositories/company-settings.repository.ts'
import { createCompanySettingsService } from '../../services/business/company-settings.service.ts'
import { createCompanyServices } from '../../services/company/company-services.ts'
import { auditLogRoutes } from './audit-log.route.ts'
import { companyDomainRoutes } from './company-domains.route.ts'
import { companyGeneralRoutes } from './company-general.route.ts'
import { companyPlaceRoutes } from './company-places.route.ts'
import { companyPlanRoutes } from './company-plan.route.ts'
import { companyProgramRoutes } from './company-programs.route.ts'
import { companySettingsRoutes } from './company-settings.route.ts'

/**
 * The company area (issue 28 item 2): it builds its services from the shared parts (the unit of work,
 * the audit log, mail and session evictions) and hands them to its routes; no other area uses them.
 */
export async function companyArea(app: FastifyInstance) {
  const { data, audit, sessionEvictions: evictions, mail } = app.services
  const company = createCompanyServices(data, {
    audit,
    evictions,
    mail,
    isKnownCurrency,
    secret: app.config.secret,
  })
  const settings = createCompanySettingsService(
    createCompanySettingsRepository(app.database.db),
    evictions,
    audit,
  )
  await app.register(companySettingsRoutes, { settings })
  await app.register(auditLogRoutes)
  await app.register(companyGeneralRoutes, { company })
  await app.register(companyDomainRoutes, { company })
  await app.register(companyPlaceRoutes, { company })
  await app.register(companyProgramRoutes, { company })
  await app.register(companyPlanRoutes, { company })
}
