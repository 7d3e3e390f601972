/** How long a kept answer stands for the search: prices in the generator move by the day, not the minute. */
export const ANSWER_TTL_MS = 60_000
const MAX_ANSWERS = 24

interface Entry<T> {
  at: number
  pending: Promise<T>
  answer?: T
}

/** One id per query, whatever the order its parameters came in. */
export function queryId(query: Record<string, string>): string {
  return new URLSearchParams(
    Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ).toString()
}

/**
 * The results page's recent answers by query: a filter the pointer rests on (or the keyboard reaches) is
 * asked for before the press, so the press shows its flights at once; a filter turned off again finds
 * the answer it had. Failed asks are forgotten; a few dozen answers, a minute each.
 */
export function createAnswerCache<T>(now: () => number = Date.now) {
  const entries = new Map<string, Entry<T>>()
  const fresh = (entry: Entry<T> | undefined) => entry && now() - entry.at < ANSWER_TTL_MS
  return {
    /** The answer to `id` when it has arrived and is fresh. */
    ready(id: string): T | undefined {
      const entry = entries.get(id)
      return fresh(entry) ? entry?.answer : undefined
    },
    /** The answer to `id`: the one kept or under way, else `ask()`'s. */
    fetch(id: string, ask: () => Promise<T>): Promise<T> {
      const entry = entries.get(id)
      if (entry && fresh(entry)) return entry.pending
      if (entries.size >= MAX_ANSWERS) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
      const next: Entry<T> = { at: now(), pending: ask() }
      next.pending.then(
        (answer) => {
          next.answer = answer
        },
        () => {
          if (entries.get(id) === next) entries.delete(id)
        },
      )
      entries.set(id, next)
      return next.pending
    },
    forget(id: string) {
      entries.delete(id)
    },
  }
}
