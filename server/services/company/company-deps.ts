import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'
import type { MailDispatcher } from '../../mail/mail-dispatcher.ts'
import {
  type CompanyDomainRepository,
  createCompanyDomainRepository,
} from '../../repositories/company-domain.repository.ts'
import {
  type CompanyGeneralRepository,
  createCompanyGeneralRepository,
} from '../../repositories/company-general.repository.ts'
import {
  type CompanyPlaceRepository,
  createCompanyPlaceRepository,
} from '../../repositories/company-place.repository.ts'
import {
  type CompanyPlanRepository,
  createCompanyPlanRepository,
} from '../../repositories/company-plan.repository.ts'
import {
  type CompanyProgramRepository,
  createCompanyProgramRepository,
} from '../../repositories/company-program.repository.ts'
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

export function createCompanyRepos(db: Kysely<DB>): CompanyRepos {
  return {
    general: createCompanyGeneralRepository(db),
    domains: createCompanyDomainRepository(db),
    offices: createCompanyPlaceRepository(db, 'company_offices'),
    entities: createCompanyPlaceRepository(db, 'company_entities'),
    programs: createCompanyProgramRepository(db),
    plans: createCompanyPlanRepository(db),
  }
}

export interface CompanyDeps {
  repos: CompanyRepos
  /** Runs `work` in one transaction, with repositories bound to it and the handle for the audit entry. */
  transaction<T>(work: (repos: CompanyRepos, trx: Kysely<DB>) => Promise<T>): Promise<T>
  audit: Pick<BusinessAuditService, 'record'>
  evictions: Pick<SessionEvictions, 'publish'>
  mail: Pick<MailDispatcher, 'dispatch'>
  isKnownCurrency(code: string): boolean
  /** Key of the link secrets' HMAC. */
  secret: string
  now?: () => Date
}

export function companyDepsFor(
  db: Kysely<DB>,
  rest: Omit<CompanyDeps, 'repos' | 'transaction'>,
): CompanyDeps {
  return {
    repos: createCompanyRepos(db),
    transaction: (work) => db.transaction().execute((trx) => work(createCompanyRepos(trx), trx)),
    ...rest,
  }
}
