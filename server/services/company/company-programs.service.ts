import { COMPANY_LIMITS } from '../../../shared/business/company-settings-contract.ts'
import type {
  TProgramCreateRequest,
  TProgramUpdateRequest,
} from '../../../shared/business/company-settings-schemas.ts'
import { notFound } from '../../http-error.ts'
import type { ProgramRow } from '../../repositories/company-program.repository.ts'
import type { AuditActor, AuditChange } from '../business/business-audit.service.ts'
import type { CompanyDeps } from './company-deps.ts'
import { limitReached } from './company-errors.ts'

/** Corporate memberships ("programs"): loyalty and negotiated accounts with vendors. */
export interface CompanyProgramService {
  list(companyId: string): Promise<ProgramRow[]>
  create(actor: AuditActor, input: TProgramCreateRequest): Promise<ProgramRow>
  update(actor: AuditActor, id: string, input: TProgramUpdateRequest): Promise<ProgramRow>
  remove(actor: AuditActor, id: string): Promise<void>
}

/** The audit entry names the program, never its account number. */
function change(verb: string, row: ProgramRow, details?: Record<string, unknown>): AuditChange {
  return {
    action: `company.program.${verb}`,
    targetType: 'program',
    targetId: row.id,
    targetLabel: `${row.vendor} ${row.program_name}`,
    ...(details ? { details } : {}),
  }
}

export function createCompanyProgramService(deps: CompanyDeps): CompanyProgramService {
  return {
    list(companyId) {
      return deps.repos.programs.list(companyId)
    },
    create(actor, input) {
      return deps.transaction(async (repos, tx) => {
        if ((await repos.programs.count(actor.companyId)) >= COMPANY_LIMITS.programs) {
          throw limitReached('programs', COMPANY_LIMITS.programs)
        }
        const row = await repos.programs.create(actor.companyId, {
          vertical: input.vertical,
          vendor: input.vendor,
          program_name: input.programName,
          account_number: input.accountNumber,
        })
        await deps.audit.record(actor, change('create', row, { vertical: row.vertical }), tx)
        return row
      })
    },
    update(actor, id, input) {
      return deps.transaction(async (repos, tx) => {
        const row = await repos.programs.update(actor.companyId, id, {
          vertical: input.vertical,
          vendor: input.vendor,
          program_name: input.programName,
          ...(input.accountNumber ? { account_number: input.accountNumber } : {}),
        })
        if (!row) throw notFound('The program')
        await deps.audit.record(
          actor,
          change('update', row, { accountNumberChanged: input.accountNumber !== undefined }),
          tx,
        )
        return row
      })
    },
    async remove(actor, id) {
      await deps.transaction(async (repos, tx) => {
        const row = await repos.programs.remove(actor.companyId, id)
        if (!row) throw notFound('The program')
        await deps.audit.record(actor, change('delete', row), tx)
      })
    },
  }
}
