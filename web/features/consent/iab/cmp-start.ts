import type { TPrivacyState } from '../../../../shared/privacy/privacy-state.ts'
import type { ConsentStore } from '../consent-store.ts'
import { startCmp } from './cmp-api.ts'
import { pageIabApi } from './iab-api.ts'

/** The page's CMP with the page's API client: what the consent services load on their own (decision 030). */
export function startPageCmp(privacy: TPrivacyState, store: ConsentStore) {
  return startCmp(privacy, store, pageIabApi)
}
