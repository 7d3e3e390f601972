import type { TConsentCategory } from '../../shared/privacy/privacy-contract.ts'
import type { TDataSharingResponse } from '../../shared/privacy/privacy-schemas.ts'
import type { TDataSharingChoice } from '../services/privacy/data-sharing.service.ts'

/** The answer of GET and PUT /i/api/account/dataSharing/v1/optOut (spec section 7). */
export function presentDataSharing(
  choice: TDataSharingChoice,
  acceptedCategories: readonly TConsentCategory[],
): TDataSharingResponse {
  return {
    allowDataSharing: choice.allowDataSharing,
    gpc: choice.gpc,
    acceptedCategories: [...acceptedCategories],
  }
}
