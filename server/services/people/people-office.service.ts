import { PeopleErrorCode } from '../../../shared/business/people-contract.ts'
import type { TRoleChangeResponse } from '../../../shared/business/people-schemas.ts'
import { HttpError } from '../../http-error.ts'
import type { Data } from '../../repositories/data.ts'
import type { AuditActor, BusinessAuditService } from '../business/business-audit.service.ts'
import { memberNotFound } from './people-errors.ts'

/** Sets the office members work from, in bulk (decision 042): reporting and policy overrides use it. */
export interface OfficeChangeService {
  change(actor: AuditActor, userIds: string[], officeId: string | null): Promise<TRoleChangeResponse>
}

export function createOfficeChangeService(
  data: Pick<Data, 'transaction'>,
  audit: Pick<BusinessAuditService, 'record'>,
): OfficeChangeService {
  return {
    async change(actor, userIds, officeId) {
      const { companyId } = actor
      const wanted = [...new Set(userIds)]
      return data.transaction(async (tx) => {
        const repo = tx.peopleOffice
        const office = officeId ? await repo.office(companyId, officeId) : null
        if (officeId && !office) throw new HttpError(404, PeopleErrorCode.OFFICE_NOT_FOUND, 'No such office.')
        const members = await repo.members(companyId, wanted)
        // Another company's member reads exactly like nobody (ASVS 8.4.1).
        if (members.length !== wanted.length) throw memberNotFound()
        const moving = members.filter((m) => m.officeId !== (office?.id ?? null))
        await repo.setOffice(
          companyId,
          moving.map((m) => m.userId),
          office?.id ?? null,
        )
        await audit.record(
          actor,
          moving.map((m) => ({
            action: 'user.office.change',
            targetType: 'user',
            targetId: m.userId,
            targetLabel: m.email,
            details: {
              from: m.officeId ? { id: m.officeId, name: m.officeName } : null,
              to: office ? { id: office.id, name: office.name } : null,
            },
          })),
          tx,
        )
        return { changed: moving.length, unchanged: wanted.length - moving.length }
      })
    },
  }
}
