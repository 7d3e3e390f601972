import { PRIVACY_LOG_MESSAGES, type TMetaCookie } from '../../../shared/privacy/privacy-contract.ts'
import { ApiError } from '../../api/errors.ts'
import { logError } from '../../app/logger.ts'
import { type ConsentApi, pageConsentApi } from './consent-api.ts'

export interface MetaCookieQueue {
  /** Resolves true once this cookie is saved, false when it (or one before it) failed and the queue stopped. */
  set(name: TMetaCookie, value: string | null): Promise<boolean>
}

/**
 * The PUT route is unavailable when the server answers it 404, 405 or 501 (a deployment without it, or a
 * proxy that refuses PUT): then the legacy form post carries the same change (decision 031). Other failures
 * (a refused value, the network) are not retried another way.
 */
function routeUnavailable(error: unknown): boolean {
  return error instanceof ApiError && [404, 405, 501].includes(error.status)
}

/** Meta cookies are written one after another, in order; the first failure is logged and stops the queue. */
export function createMetaCookieQueue(
  api: Pick<ConsentApi, 'putMetaCookie' | 'postLegacyCookie'>,
  log: typeof logError = logError,
): MetaCookieQueue {
  let tail: Promise<boolean> = Promise.resolve(true)
  let stopped = false
  async function write(name: TMetaCookie, value: string | null): Promise<boolean> {
    if (stopped) return false
    try {
      try {
        await api.putMetaCookie(name, value)
      } catch (error) {
        if (!routeUnavailable(error)) throw error
        await api.postLegacyCookie(name, value)
      }
      return true
    } catch (error) {
      stopped = true
      log(error, { message: PRIVACY_LOG_MESSAGES.metaCookie, name })
      return false
    }
  }
  return {
    set(name, value) {
      tail = tail.then(() => write(name, value))
      return tail
    },
  }
}

let pageQueue: MetaCookieQueue | null = null
export function pageMetaCookieQueue(): MetaCookieQueue {
  pageQueue ??= createMetaCookieQueue({
    putMetaCookie: (name, value) => pageConsentApi().putMetaCookie(name, value),
    postLegacyCookie: (name, value) => pageConsentApi().postLegacyCookie(name, value),
  })
  return pageQueue
}
