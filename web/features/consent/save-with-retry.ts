import { ApiError } from '../../api/errors.ts'

/** Waits between attempts: a failed network is given a moment to come back. */
export const RETRY_DELAYS_MS = [400, 1_200, 3_000] as const

/** A network failure or a server briefly unavailable: worth another try with the same consent id. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 502 && error.status <= 504
  return error instanceof TypeError
}

/**
 * Sends a consent action until it is answered (decision 031). The caller made the consent id once, so a
 * retry of a save that did reach the server is recorded once: nothing is lost or doubled.
 */
export async function saveWithRetry<T>(
  send: () => Promise<T>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await send()
    } catch (error) {
      if (!isRetryable(error)) throw error
      await wait(delay)
    }
  }
  return send()
}

/** A fresh id per action; crypto.randomUUID needs a secure context, which every page of ours is. */
export function newConsentId(): string {
  return crypto.randomUUID()
}
