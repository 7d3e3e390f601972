import { STORAGE_KEYS } from '../../../shared/constants.ts'
import type { StorageLike } from '../../app/browser-storage.ts'

/*
 * The price-alert toggle's value lives in this browser's localStorage for now: price alerts themselves
 * (and keeping the choice on the account) are a later issue.
 */
export function readPriceAlerts(storage: StorageLike): boolean {
  try {
    return storage.getItem(STORAGE_KEYS.priceAlerts) === 'on'
  } catch {
    return false
  }
}

/** Whether the choice was kept; blocked storage cannot keep it. */
export function writePriceAlerts(storage: StorageLike, on: boolean): boolean {
  try {
    storage.setItem(STORAGE_KEYS.priceAlerts, on ? 'on' : 'off')
    return true
  } catch {
    return false
  }
}
