import type { TPrivacyState } from '../../../../shared/privacy/privacy-state.ts'
import type { ConsentStore } from '../consent-store.ts'
import { type Cmp, createCmp } from './cmp-api.ts'
import { pageIabApi } from './iab-api.ts'

let started: Promise<Cmp> | null = null

/**
 * The page's one CMP with the page's API client, started by the consent services (or by the dialog if it
 * comes first); later calls get the same one (decision 030).
 */
export function startPageCmp(privacy: TPrivacyState, store: ConsentStore): Promise<Cmp> {
  started ??= createCmp(privacy, store, pageIabApi)
  return started
}
