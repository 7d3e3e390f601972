export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/**
 * The browser's storages, reached on each call: where storage is blocked even reading
 * `window.localStorage` throws, and callers are ready for a throwing call, not a failing import.
 */
export const browserSessionStorage: StorageLike = {
  getItem: (key) => window.sessionStorage.getItem(key),
  setItem: (key, value) => window.sessionStorage.setItem(key, value),
}

export const browserLocalStorage: StorageLike = {
  getItem: (key) => window.localStorage.getItem(key),
  setItem: (key, value) => window.localStorage.setItem(key, value),
}
