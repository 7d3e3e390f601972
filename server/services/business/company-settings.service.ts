import type { TCompanyTwoFactor } from '../../../shared/two-factor/two-factor-schemas.ts'
import type { CompanySettingsRepository } from '../../repositories/company-settings.repository.ts'
import type { BusinessContext } from '../../repositories/session.repository.ts'
import type { SessionEvictions } from '../session-evictions.ts'
import type { AuditActor, BusinessAuditService } from './business-audit.service.ts'

/** The company's settings its admins change from the hub; the caller has passed the route's requirement. */
export interface CompanySettingsService {
  twoFactor(business: Pick<BusinessContext, 'companyId'>): Promise<TCompanyTwoFactor>
  setTwoFactor(actor: AuditActor, required: boolean): Promise<TCompanyTwoFactor>
}

export function createCompanySettingsService(
  settings: CompanySettingsRepository,
  evictions: Pick<SessionEvictions, 'publish'>,
  audit: Pick<BusinessAuditService, 'record'>,
): CompanySettingsService {
  return {
    async twoFactor({ companyId }) {
      return { required: await settings.requiresTwoFactor(companyId) }
    },
    async setTwoFactor(actor, required) {
      const { companyId } = actor
      await settings.setRequireTwoFactor(companyId, required)
      await audit.record(actor, { action: 'company.twoFactor.set', details: { required } })
      // Cached sessions carry the company's setting: without this a member could act without a
      // second factor until their cached view ran out (decision 015).
      await evictions.publish({ companyId })
      return { required }
    },
  }
}
