import { safeRedirect } from '../../../shared/redirect.ts'
import type { StorageLike } from '../../app/browser-storage.ts'

const AFTER_CONFIRM_KEY = 'fw.afterConfirm'

/**
 * Where a visitor who registers from a page goes once the mailed link confirms the account: back to
 * that page (an invitation, say), not the front door (issue 30). Kept in local storage, so that the link
 * opened in a new tab of the same browser finds it; any other browser goes to the front door.
 */
export function rememberAfterConfirm(storage: StorageLike, path: string): void {
  try {
    storage.setItem(AFTER_CONFIRM_KEY, path)
  } catch {
    // Blocked storage: the confirmation goes to the front door, as it always could.
  }
}

/** The page to go to after confirming (only a safe, same-site path), and forgets it; '/' when none. */
export function takeAfterConfirm(storage: StorageLike): string {
  try {
    const stored = storage.getItem(AFTER_CONFIRM_KEY)
    if (stored) storage.setItem(AFTER_CONFIRM_KEY, '')
    return safeRedirect(stored, '/')
  } catch {
    return '/'
  }
}
