import {
  ExpenseExportErrorCode as E,
  EXPENSE_SYSTEMS,
  type TExpenseSystem,
} from '../../../shared/business/expense-export-contract.ts'
import type { TExpenseExportStatus } from '../../../shared/business/expense-export-schemas.ts'
import type { ExpenseExportConfig } from '../../expense-export-config.ts'
import { HttpError, notFound } from '../../http-error.ts'
import type { ExpenseExportRepository } from '../../repositories/expense-export.repository.ts'
import type { AuditActor, BusinessAuditService } from '../business/business-audit.service.ts'
import { checkedEndpoint } from './endpoint-rules.ts'

export interface ExpenseExportService {
  status(companyId: string): Promise<TExpenseExportStatus>
  connect(actor: AuditActor, hash: string, code: string, endpointUrl: string): Promise<TExpenseExportStatus>
  disconnect(actor: AuditActor): Promise<TExpenseExportStatus>
}

/**
 * The expense export's connection (decision 057). It belongs to the company: whoever connected it is
 * kept for the card only, and leaving the company changes nothing about it. Changes are audited.
 */
export function createExpenseExportService(deps: {
  repo: ExpenseExportRepository
  audit: Pick<BusinessAuditService, 'record'>
  config: ExpenseExportConfig
}): ExpenseExportService {
  const { repo, audit } = deps
  async function status(companyId: string): Promise<TExpenseExportStatus> {
    const [c, deliveries] = await Promise.all([repo.connection(companyId), repo.counts(companyId)])
    const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null)
    return {
      connection: c
        ? {
            systemCode: c.systemCode,
            endpointUrl: c.endpointUrl,
            connectedAt: new Date(c.connectedAt).toISOString(),
            connectedBy: c.connectedBy,
            lastSuccessAt: iso(c.lastSuccessAt),
            lastError: c.lastError,
            lastErrorAt: iso(c.lastErrorAt),
          }
        : null,
      deliveries,
    }
  }
  return {
    status,
    async connect(actor, hash, code, endpointUrl) {
      // {hash} names the company: the caller's own, any other is no company of theirs.
      if (hash !== actor.companyId) throw notFound('The company')
      if (!(EXPENSE_SYSTEMS as readonly string[]).includes(code))
        throw new HttpError(400, E.EXPENSE_SYSTEM_UNKNOWN, 'We do not know this expense system.')
      const url = checkedEndpoint(endpointUrl, deps.config.allowHttpLoopback)
      if (!url)
        throw new HttpError(400, E.EXPENSE_ENDPOINT_INVALID, 'Give the expense system’s https address.')
      await repo.connect(actor.companyId, code as TExpenseSystem, url, actor.userId)
      await audit.record(actor, {
        action: 'integration.expense.connect',
        targetType: 'expenseSystem',
        targetLabel: code,
        details: { endpointUrl: url },
      })
      return status(actor.companyId)
    },
    async disconnect(actor) {
      // Idempotent: disconnecting what is not connected changes and records nothing.
      if (await repo.connection(actor.companyId)) {
        await repo.disconnect(actor.companyId)
        await audit.record(actor, { action: 'integration.expense.disconnect', targetType: 'expenseSystem' })
      }
      return status(actor.companyId)
    },
  }
}
