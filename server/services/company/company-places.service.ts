import { COMPANY_LIMITS } from '../../../shared/business/company-settings-contract.ts'
import type { TEntityRequest, TOfficeRequest } from '../../../shared/business/company-settings-schemas.ts'
import { notFound } from '../../http-error.ts'
import type {
  CompanyPlaceRepository,
  EntityRow,
  OfficeRow,
} from '../../repositories/company-place.repository.ts'
import type { AuditActor } from '../business/business-audit.service.ts'
import { addressColumns } from './address-columns.ts'
import type { CompanyDeps, CompanyRepos } from './company-deps.ts'
import { isUniqueViolation, limitReached, nameTaken, unknownCurrency } from './company-errors.ts'

/** Offices or legal entities of the caller's company; ids of another company are never found. */
export interface CompanyPlaceService<Input, Row> {
  list(companyId: string): Promise<Row[]>
  create(actor: AuditActor, input: Input): Promise<Row>
  update(actor: AuditActor, id: string, input: Input): Promise<Row>
  remove(actor: AuditActor, id: string): Promise<void>
}

interface PlaceKind<Input, Values> {
  /** The audit's target type and action stem: company.<noun>.create... */
  noun: 'office' | 'entity'
  /** As a sentence names it: "an office". */
  article: string
  plural: string
  limit: number
  repo(repos: CompanyRepos): CompanyPlaceRepository<'company_offices' | 'company_entities'>
  values(input: Input): Values
  check?(input: Input): void
}

function createPlaceService<Input extends { name: string }, Row extends { id: string; name: string }, Values>(
  deps: CompanyDeps,
  kind: PlaceKind<Input, Values>,
): CompanyPlaceService<Input, Row> {
  const write = async (
    actor: AuditActor,
    verb: 'create' | 'update' | 'delete',
    work: (repo: ReturnType<typeof kind.repo>) => Promise<Row>,
  ) => {
    try {
      return await deps.transaction(async (repos, tx) => {
        const row = await work(kind.repo(repos))
        await deps.audit.record(
          actor,
          {
            action: `company.${kind.noun}.${verb}`,
            targetType: kind.noun,
            targetId: row.id,
            targetLabel: row.name,
          },
          tx,
        )
        return row
      })
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(kind.article)
      throw error
    }
  }
  return {
    async list(companyId) {
      return (await kind.repo(deps.repos).list(companyId)) as Row[]
    },
    create(actor, input) {
      kind.check?.(input)
      return write(actor, 'create', async (repo) => {
        if ((await repo.count(actor.companyId)) >= kind.limit) throw limitReached(kind.plural, kind.limit)
        if (await repo.nameTaken(actor.companyId, input.name)) throw nameTaken(kind.article)
        return (await repo.create(actor.companyId, kind.values(input) as never)) as Row
      })
    },
    update(actor, id, input) {
      kind.check?.(input)
      return write(actor, 'update', async (repo) => {
        if (await repo.nameTaken(actor.companyId, input.name, id)) throw nameTaken(kind.article)
        const row = await repo.update(actor.companyId, id, kind.values(input) as never)
        if (!row) throw notFound(`The ${kind.noun}`)
        return row as Row
      })
    },
    async remove(actor, id) {
      await write(actor, 'delete', async (repo) => {
        const row = await repo.remove(actor.companyId, id)
        if (!row) throw notFound(`The ${kind.noun}`)
        return row as Row
      })
    },
  }
}

export type CompanyOfficeService = CompanyPlaceService<TOfficeRequest, OfficeRow>
export type CompanyEntityService = CompanyPlaceService<TEntityRequest, EntityRow>

export function createCompanyOfficeService(deps: CompanyDeps): CompanyOfficeService {
  return createPlaceService(deps, {
    noun: 'office',
    article: 'an office',
    plural: 'offices',
    limit: COMPANY_LIMITS.offices,
    repo: (repos) => repos.offices,
    values: (input: TOfficeRequest) => ({ name: input.name, ...addressColumns(input.address) }),
  })
}

export function createCompanyEntityService(deps: CompanyDeps): CompanyEntityService {
  return createPlaceService(deps, {
    noun: 'entity',
    article: 'an entity',
    plural: 'legal entities',
    limit: COMPANY_LIMITS.entities,
    repo: (repos) => repos.entities,
    values: (input: TEntityRequest) => ({
      name: input.name,
      ...addressColumns(input.address),
      registration_number: input.registrationNumber,
      vat_number: input.vatNumber,
      billing_currency: input.billingCurrency,
    }),
    check(input) {
      if (!deps.isKnownCurrency(input.billingCurrency)) throw unknownCurrency(input.billingCurrency)
    },
  })
}
