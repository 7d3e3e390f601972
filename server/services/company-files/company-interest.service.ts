import { DEMO_POSTPONE_DEFAULT_DAYS } from '../../../shared/business/company-files-contract.ts'
import type {
  TAddToWaitlistRequest,
  TCompanyInterestResponse,
  TPostponeDemoRequest,
  TRequestDemoRequest,
} from '../../../shared/business/company-files-schemas.ts'
import { DAY_MS } from '../../../shared/calendar-days.ts'
import type { CompanyInterestRow } from '../../repositories/company-interest.repository.ts'
import type { Data } from '../../repositories/data.ts'
import type { AuditActor, BusinessAuditService } from '../business/business-audit.service.ts'

/** Demo requests, "not now" and feature waitlists (decision 035): stored once per company and kind. */
export interface CompanyInterestService {
  requestDemo(actor: AuditActor, input: TRequestDemoRequest): Promise<TCompanyInterestResponse>
  postponeDemo(actor: AuditActor, input: TPostponeDemoRequest): Promise<TCompanyInterestResponse>
  addToWaitlist(actor: AuditActor, input: TAddToWaitlistRequest): Promise<TCompanyInterestResponse>
}

function present(row: CompanyInterestRow): TCompanyInterestResponse {
  return {
    kind: row.kind,
    feature: row.feature === '' ? null : row.feature,
    requestedAt: row.requested_at.toISOString(),
    until: row.until ? row.until.toISOString() : null,
  }
}

export function createCompanyInterestService(
  data: Pick<Data, 'transaction'>,
  audit: Pick<BusinessAuditService, 'record'>,
  now: () => Date = () => new Date(),
): CompanyInterestService {
  async function store(
    actor: AuditActor,
    kind: CompanyInterestRow['kind'],
    feature: string,
    details: Record<string, unknown>,
    until: Date | null,
    action: string,
  ) {
    const row = await data.transaction(async (tx) => {
      const stored = await tx.companyInterest.upsert({
        companyId: actor.companyId,
        kind,
        feature,
        userId: actor.userId,
        details,
        until,
      })
      await audit.record(
        actor,
        {
          action,
          targetType: 'company',
          targetId: actor.companyId,
          details: { ...(feature ? { feature } : {}), ...(until ? { until: until.toISOString() } : {}) },
        },
        tx,
      )
      return stored
    })
    return present(row)
  }
  return {
    requestDemo: (actor, input) =>
      store(
        actor,
        'demo',
        '',
        { phoneNumber: input.phoneNumber ?? null, message: input.message ?? null },
        null,
        'company.demo.request',
      ),
    postponeDemo: (actor, input) => {
      const days = input.days ?? DEMO_POSTPONE_DEFAULT_DAYS
      return store(
        actor,
        'demoPostponed',
        '',
        { days },
        new Date(now().getTime() + days * DAY_MS),
        'company.demo.postpone',
      )
    },
    addToWaitlist: (actor, input) =>
      store(actor, 'waitlist', input.feature, {}, null, 'company.waitlist.add'),
  }
}
