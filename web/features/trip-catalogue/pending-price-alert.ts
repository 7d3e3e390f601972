import { SITE_SERVICE_STORAGE_KEYS } from '../../../shared/site-services/site-services-contract.ts'

export interface PendingStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

const KEY = SITE_SERVICE_STORAGE_KEYS.pendingPriceAlert

/** A signed-out visitor asked to follow this results page: kept for this tab until they sign in. */
export function rememberPendingPriceAlert(storage: PendingStorage, searchPath: string): void {
  try {
    storage.setItem(KEY, searchPath)
  } catch {}
}

/**
 * The pending alert of this page, taken (removed) so it is made once; null when there is none or it was
 * for another page (that one stays for its own page).
 */
export function takePendingPriceAlert(storage: PendingStorage, searchPath: string): string | null {
  try {
    if (storage.getItem(KEY) !== searchPath) return null
    storage.removeItem(KEY)
    return searchPath
  } catch {
    return null
  }
}
