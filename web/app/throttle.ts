import { useEffect, useRef } from 'react'
import { RESIZE_THROTTLE_MS, SCROLL_THROTTLE_MS } from '../../shared/chrome/site-state-constants.ts'

export interface Throttled<A extends unknown[]> {
  (...args: A): void
  /** Drops a pending trailing call (on unmount). */
  cancel(): void
}

/**
 * Runs `fn` at once, then at most once per `ms`: calls in between are folded into one trailing call with
 * the latest arguments, so the last scroll or resize position is never lost.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): Throttled<A> {
  let last = Number.NEGATIVE_INFINITY
  let timer: ReturnType<typeof setTimeout> | null = null
  let pending: A | null = null
  const run = (args: A) => {
    last = Date.now()
    fn(...args)
  }
  const throttled = (...args: A) => {
    const wait = last + ms - Date.now()
    if (wait <= 0 && !timer) return run(args)
    pending = args
    timer ??= setTimeout(
      () => {
        timer = null
        const next = pending
        pending = null
        if (next) run(next)
      },
      Math.max(wait, 0),
    )
  }
  throttled.cancel = () => {
    if (timer) clearTimeout(timer)
    timer = null
    pending = null
  }
  return throttled
}

export type TWindowTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>
export type TWindowEvent = 'scroll' | 'resize'

/**
 * Listens to scroll (any scroller, in the capture phase) and/or resize through one throttle: the spec's
 * 100 ms for scroll and 350 ms for resize unless `ms` says otherwise (with both, the longer).
 * Returns the function that stops listening.
 */
export function onThrottledWindowEvent(
  types: TWindowEvent | readonly TWindowEvent[],
  handler: () => void,
  options: { ms?: number; target?: TWindowTarget } = {},
): () => void {
  const target = options.target ?? window
  const list: readonly TWindowEvent[] = typeof types === 'string' ? [types] : types
  const ms = options.ms ?? (list.includes('resize') ? RESIZE_THROTTLE_MS : SCROLL_THROTTLE_MS)
  const throttled = throttle(handler, ms)
  for (const type of list)
    target.addEventListener(type, throttled, { capture: type === 'scroll', passive: true })
  return () => {
    for (const type of list) target.removeEventListener(type, throttled, { capture: type === 'scroll' })
    throttled.cancel()
  }
}

/** `onThrottledWindowEvent` for a component's lifetime; the latest handler is always the one called. */
export function useThrottledWindowEvent(
  type: TWindowEvent,
  handler: () => void,
  options: { ms?: number; enabled?: boolean } = {},
): void {
  const latest = useRef(handler)
  latest.current = handler
  const { ms, enabled = true } = options
  useEffect(() => {
    if (!enabled) return
    return onThrottledWindowEvent(type, () => latest.current(), { ms })
  }, [type, ms, enabled])
}
