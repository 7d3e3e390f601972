/**
 * Keys remembered for a while, at most `maxEntries` of them. Keys are kept in the order they were added
 * (adding again moves a key to the end), so those that expired are at the front: each add drops them
 * there. Without that, keys that never came back stayed until the set was full, and memory grew for
 * hours under steady traffic (the soak, decision 065).
 */
export interface ExpiringSet {
  has(key: string): boolean
  add(key: string): void
  readonly size: number
}

export function createExpiringSet(
  ttlMs: number,
  maxEntries: number,
  now: () => number = Date.now,
): ExpiringSet {
  const until = new Map<string, number>()
  return {
    get size() {
      return until.size
    },
    has(key) {
      const at = until.get(key)
      if (at === undefined) return false
      if (at > now()) return true
      until.delete(key)
      return false
    },
    add(key) {
      const at = now()
      for (const [oldest, expires] of until) {
        if (expires > at && until.size < maxEntries) break
        until.delete(oldest)
      }
      until.delete(key)
      until.set(key, at + ttlMs)
    },
  }
}
