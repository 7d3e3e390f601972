import type { TCompanyUpdateRequest } from '../../../shared/business/company-settings-schemas.ts'
import { notFound } from '../../http-error.ts'
import type {
  CompanyGeneralRow,
  CompanyGeneralValues,
} from '../../repositories/company-general.repository.ts'
import type { AuditActor } from '../business/business-audit.service.ts'
import { addressColumns } from './address-columns.ts'
import type { CompanyDeps } from './company-deps.ts'
import { unknownCurrency } from './company-errors.ts'

/** The company's general settings (name, address, phone, currency, who books). */
export interface CompanyGeneralService {
  get(companyId: string): Promise<CompanyGeneralRow>
  update(actor: AuditActor, input: TCompanyUpdateRequest): Promise<CompanyGeneralRow>
}

function valuesOf(input: TCompanyUpdateRequest): CompanyGeneralValues {
  return {
    name: input.name,
    ...addressColumns(input.address),
    phone: input.phone,
    default_currency: input.defaultCurrency,
    booking_mode: input.bookingMode,
  }
}

export function createCompanyGeneralService(deps: CompanyDeps): CompanyGeneralService {
  return {
    async get(companyId) {
      const row = await deps.repos.general.find(companyId)
      if (!row) throw notFound('The company')
      return row
    },
    async update(actor, input) {
      if (input.defaultCurrency && !deps.isKnownCurrency(input.defaultCurrency)) {
        throw unknownCurrency(input.defaultCurrency)
      }
      const values = valuesOf(input)
      const saved = await deps.transaction(async (repos, tx) => {
        const before = await repos.general.find(actor.companyId, { lock: true })
        if (!before) throw notFound('The company')
        const changed = Object.fromEntries(
          (Object.keys(values) as (keyof CompanyGeneralValues)[])
            .filter((key) => before[key] !== values[key])
            .map((key) => [key, { from: before[key], to: values[key] }]),
        )
        await repos.general.update(actor.companyId, values)
        if (Object.keys(changed).length > 0) {
          await deps.audit.record(
            actor,
            {
              action: 'company.general.update',
              targetType: 'company',
              targetId: actor.companyId,
              targetLabel: values.name,
              details: { changed },
            },
            tx,
          )
        }
        return { ...before, ...values }
      })
      // Sessions carry the company's name and booking mode (decision 015): refresh them everywhere.
      await deps.evictions.publish({ companyId: actor.companyId })
      return saved
    },
  }
}
