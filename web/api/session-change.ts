/**
 * A page's background calls that carry the form token (the marketing id's sync) race the page's own
 * sign-in, sign-out or switch: the server retires the token with the session group, and the late call is
 * refused with a 403 that the browser logs. Such calls take `backgroundSignal()`; every call that changes
 * the session first calls `sessionChanging()`, which cancels them, and a cancelled call is not retried on
 * this page (the page is about to be left or reloaded; the next page runs it).
 */
export interface SessionChange {
  backgroundSignal(): AbortSignal
  sessionChanging(): void
}

export function createSessionChange(): SessionChange {
  const controller = new AbortController()
  return {
    backgroundSignal: () => controller.signal,
    sessionChanging: () => controller.abort(),
  }
}

const page = createSessionChange()

/** The page's own: one per loaded document. */
export const backgroundSignal = page.backgroundSignal
export const sessionChanging = page.sessionChanging

/** Runs `call` (a sign-in, sign-out or switch) once the page's background calls are cancelled. */
export function changingSession<T>(call: () => Promise<T>): Promise<T> {
  sessionChanging()
  return call()
}
