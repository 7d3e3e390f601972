import type { Data } from '../../repositories/data.ts'
import { type CompanyDeps, companyDepsFor } from './company-deps.ts'
import { type CompanyDomainService, createCompanyDomainService } from './company-domain.service.ts'
import { type CompanyGeneralService, createCompanyGeneralService } from './company-general.service.ts'
import {
  type CompanyEntityService,
  type CompanyOfficeService,
  createCompanyEntityService,
  createCompanyOfficeService,
} from './company-places.service.ts'
import { type CompanyPlanService, createCompanyPlanService } from './company-plan.service.ts'
import { type CompanyProgramService, createCompanyProgramService } from './company-programs.service.ts'

/** The company settings of the hub (decision 034). */
export interface CompanyServices {
  general: CompanyGeneralService
  domains: CompanyDomainService
  offices: CompanyOfficeService
  entities: CompanyEntityService
  programs: CompanyProgramService
  plan: CompanyPlanService
}

export function createCompanyServices(
  data: Data,
  rest: Omit<CompanyDeps, 'repos' | 'transaction'>,
): CompanyServices {
  const deps = companyDepsFor(data, rest)
  return {
    general: createCompanyGeneralService(deps),
    domains: createCompanyDomainService(deps),
    offices: createCompanyOfficeService(deps),
    entities: createCompanyEntityService(deps),
    programs: createCompanyProgramService(deps),
    plan: createCompanyPlanService(deps),
  }
}
