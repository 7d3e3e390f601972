import type { EventBus } from '../../../shared/event-bus.ts'
import { PENDING_CURRENCY_SAVE_KEY, PICKER_LOG_MESSAGES } from '../../../shared/pickers/picker-contract.ts'
import type { StorageLike } from '../../app/browser-storage.ts'
import type { PickerEnvironment } from './picker-environment.ts'

/** Applies a currency (store: kept on the account) and reloads; a failure is logged only (spec section 8). */
export async function applyCurrency(
  env: Pick<PickerEnvironment, 'api' | 'reload' | 'log'>,
  currencyCode: string,
  store: boolean,
): Promise<boolean> {
  try {
    await env.api.setCurrency(currencyCode, store)
  } catch (error) {
    env.log(error, { message: PICKER_LOG_MESSAGES.currency, currencyCode, store })
    return false
  }
  env.reload()
  return true
}

/**
 * "Yes" for a signed-out visitor: sign in first, then save (spec section 6). The sign-in reloads the page, so
 * the choice waits in sessionStorage for the signed-in page (resumePendingCurrencySave).
 */
export function saveAfterSignIn(session: StorageLike, bus: EventBus, currencyCode: string): void {
  try {
    session.setItem(PENDING_CURRENCY_SAVE_KEY, currencyCode)
  } catch {
    // Blocked storage: the sign-in still happens, the currency is simply not saved afterwards.
  }
  bus.publish('signin:request', { reason: 'currencySave' })
}

function takePending(session: StorageLike): string | null {
  try {
    const code = session.getItem(PENDING_CURRENCY_SAVE_KEY)
    if (code !== null) session.setItem(PENDING_CURRENCY_SAVE_KEY, '')
    return code && /^[A-Z]{3}$/.test(code) ? code : null
  } catch {
    return null
  }
}

/** On the signed-in page after that sign-in: saves the waiting currency to the account, once. */
export async function resumePendingCurrencySave(
  env: Pick<PickerEnvironment, 'api' | 'reload' | 'log' | 'session'>,
): Promise<boolean> {
  const code = takePending(env.session)
  return code ? applyCurrency(env, code, true) : false
}

/** The sign-in closed without signing in: the waiting choice is dropped. */
export function dropPendingCurrencySave(session: StorageLike): void {
  try {
    session.setItem(PENDING_CURRENCY_SAVE_KEY, '')
  } catch {
    // Nothing waits where storage is blocked.
  }
}
