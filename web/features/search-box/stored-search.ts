import { browserLocalStorage, type StorageLike } from '../../app/browser-storage.ts'

/**
 * A search box's last search in localStorage (JSON), read back through `parse` (anything unreadable is
 * dropped). Blocked storage throws even on reading, and a full one on writing: the search goes on, and
 * nothing is remembered.
 */
export function storedSearch<T>(key: string, parse: (raw: string | null) => T | null) {
  return {
    read(storage: StorageLike = browserLocalStorage): T | null {
      try {
        return parse(storage.getItem(key))
      } catch {
        return null
      }
    },
    remember(value: T, storage: StorageLike = browserLocalStorage): void {
      try {
        storage.setItem(key, JSON.stringify(value))
      } catch {
        return
      }
    },
  }
}

/** A stored value's object, or null when the text is not JSON of an object. */
export function storedObject(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** A whole number between `min` and `max`, else `fallback`. */
export const wholeBetween = (value: unknown, min: number, max: number, fallback: number) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max
    ? (value as number)
    : fallback
