import { RETURNING_USER_SIGN_IN_DELAY_MS, STORAGE_KEYS } from '../../../shared/constants.ts'
import type { EventBus } from '../../../shared/event-bus.ts'

interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

export interface ReturningUserDeps {
  pathname: string
  signedIn: boolean
  /** sessionStorage: the prompt fires once per session. */
  session: StorageLike
  /** localStorage: whether someone signed in on this browser before. */
  local: StorageLike
  bus: EventBus
  setTimer(run: () => void, ms: number): () => void
}

/** Marks this browser as one someone signed in on, so the front door may invite them back. */
export function rememberReturningUser(local: Pick<StorageLike, 'setItem'>): void {
  try {
    local.setItem(STORAGE_KEYS.returningUser, '1')
  } catch {
    // Without storage there is no returning-user prompt; nothing else depends on it.
  }
}

function readable(storage: StorageLike, key: string): string | null | undefined {
  try {
    return storage.getItem(key)
  } catch {
    return undefined
  }
}

/**
 * The front door's sign-in prompt for returning visitors: on / only, signed out, once per session,
 * after a delay. It only opens the dialog (a sign-in request); it never signs anyone in.
 * Returns the cancel function (the visitor left the page before the delay ended).
 */
export function scheduleReturningUserPrompt(deps: ReturningUserDeps): () => void {
  const none = () => {}
  if (deps.pathname !== '/' || deps.signedIn) return none
  if (readable(deps.local, STORAGE_KEYS.returningUser) !== '1') return none
  // Unreadable session storage could not keep it to once a session, so no prompt then either.
  if (readable(deps.session, STORAGE_KEYS.returningUserPrompted) !== null) return none
  return deps.setTimer(() => {
    try {
      deps.session.setItem(STORAGE_KEYS.returningUserPrompted, '1')
    } catch {
      return
    }
    deps.bus.publish('signin:request', { reason: 'returningUser', state: 'login' })
  }, RETURNING_USER_SIGN_IN_DELAY_MS)
}
