import type { MailDispatcher } from '../../mail/mail-dispatcher.ts'
import type { CompanyDomainRepository } from '../../repositories/company-domain.repository.ts'
import type { CompanyGeneralRepository } from '../../repositories/company-general.repository.ts'
import type { CompanyPlaceRepository } from '../../repositories/company-place.repository.ts'
import type { CompanyPlanRepository } from '../../repositories/company-plan.repository.ts'
import type { CompanyProgramRepository } from '../../repositories/company-program.repository.ts'
import type { Data } from '../../repositories/data.ts'
import type { BusinessAuditService } from '../business/business-audit.service.ts'
import type { SessionEvictions } from '../session-evictions.ts'

/** The repositories of the company settings, all on one connection or one transaction. */
export interface CompanyRepos {
  general: CompanyGeneralRepository
  domains: CompanyDomainRepository
  offices: CompanyPlaceRepository<'company_offices'>
  entities: CompanyPlaceRepository<'company_entities'>
  programs: CompanyProgramRepository
  plans: CompanyPlanRepository
}

export function companyReposOf(data: Data): CompanyRepos {
  return {
    general: data.companyGeneral,
    domains: data.companyDomains,
    offices: data.companyOffices,
    entities: data.companyEntities,
    programs: data.companyPrograms,
    plans: data.companyPlans,
  }
}

export interface CompanyDeps {
  repos: CompanyRepos
  /** Runs `work` in one transaction, with repositories bound to it and the unit of work for the audit entry. */
  transaction<T>(work: (repos: CompanyRepos, tx: Data) => Promise<T>): Promise<T>
  audit: Pick<BusinessAuditService, 'record'>
  evictions: Pick<SessionEvictions, 'publish'>
  mail: Pick<MailDispatcher, 'dispatch'>
  isKnownCurrency(code: string): boolean
  /** Key of the link secrets' HMAC. */
  secret: string
  now?: () => Date
}

export function companyDepsFor(data: Data, rest: Omit<CompanyDeps, 'repos' | 'transaction'>): CompanyDeps {
  return {
    repos: companyReposOf(data),
    transaction: (work) => data.transaction((tx) => work(companyReposOf(tx), tx)),
    ...rest,
  }
}
