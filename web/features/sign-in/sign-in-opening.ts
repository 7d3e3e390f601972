import { STORAGE_KEYS } from '../../../shared/constants.ts'
import type { EventBus } from '../../../shared/event-bus.ts'
import type { TSignInRequest } from './sign-in-machine.ts'

export interface SessionStorageLike {
  setItem(key: string, value: string): void
}

export interface SignInOpening {
  /** Publishes 'signin:shown', once however often it is called. */
  shown(): void
  /**
   * Publishes 'signin:closed' once, with the result id when there is one; closing the trips soft gate
   * also marks the sign-in prompt as closed for the session.
   */
  closed(): void
}

/** One opening of the dialog: its show and close events are each reported once (spec section 4). */
export function createSignInOpening(
  request: TSignInRequest,
  bus: EventBus,
  session: SessionStorageLike | null,
): SignInOpening {
  let shown = false
  let closed = false
  return {
    shown() {
      if (shown) return
      shown = true
      bus.publish('signin:shown', { reason: request.reason })
    },
    closed() {
      if (closed) return
      closed = true
      if (request.reason === 'tripsSoftGate') {
        try {
          session?.setItem(STORAGE_KEYS.tripsSignInClosed, 'true')
        } catch {
          // Blocked storage only means the prompt may come back this session.
        }
      }
      bus.publish(
        'signin:closed',
        request.resultId === undefined
          ? { reason: request.reason }
          : { reason: request.reason, resultId: request.resultId },
      )
    },
  }
}
