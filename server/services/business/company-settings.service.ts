import type { TCompanyTwoFactor } from '../../../shared/two-factor/two-factor-schemas.ts'
import type { CompanySettingsRepository } from '../../repositories/company-settings.repository.ts'
import type { BusinessContext } from '../../repositories/session.repository.ts'
import type { SessionEvictions } from '../session-evictions.ts'

/** The company's settings its admins change from the hub; the caller has passed the route's requirement. */
export interface CompanySettingsService {
  twoFactor(business: Pick<BusinessContext, 'companyId'>): Promise<TCompanyTwoFactor>
  setTwoFactor(business: Pick<BusinessContext, 'companyId'>, required: boolean): Promise<TCompanyTwoFactor>
}

export function createCompanySettingsService(
  settings: CompanySettingsRepository,
  evictions: Pick<SessionEvictions, 'publish'>,
): CompanySettingsService {
  return {
    async twoFactor({ companyId }) {
      return { required: await settings.requiresTwoFactor(companyId) }
    },
    async setTwoFactor({ companyId }, required) {
      await settings.setRequireTwoFactor(companyId, required)
      // Cached sessions carry the company's setting: without this a member could act without a
      // second factor until their cached view ran out (decision 015).
      await evictions.publish({ companyId })
      return { required }
    },
  }
}
