import { startTransition, useEffect, useState } from 'react'

/** Offers drawn with the press or answer that brings them; a phone shows two, a wide window four. */
export const FIRST_DRAWN = 5

/**
 * A new list of offers is drawn in two steps: its first few with the change that brought it (a filter's
 * press paints its results within the frame), the rest in a transition just after, which React draws
 * while yielding to the browser (no long task on a slow phone). Offers already drawn stay drawn ("Show
 * more" adds below them).
 */
export function useStagedList<T>(items: readonly T[], keyOf: (item: T) => string): readonly T[] {
  const [drawn, setDrawn] = useState(items)
  let kept = 0
  while (kept < drawn.length && kept < items.length && keyOf(drawn[kept] as T) === keyOf(items[kept] as T))
    kept++
  const now = Math.max(kept, FIRST_DRAWN)
  const complete = drawn === items || items.length <= now
  useEffect(() => {
    if (!complete) startTransition(() => setDrawn(items))
  }, [items, complete])
  return complete ? items : items.slice(0, now)
}
