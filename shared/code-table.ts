/**
 * Tables of wire codes (error and reason codes) whose every key is its own value. Without zod, so the
 * browser bundle can load them.
 */

/** `codes('A', 'B')` is `{ A: 'A', B: 'B' }`, each code written once. */
export function codes<const T extends readonly string[]>(...names: T): { readonly [K in T[number]]: K } {
  return Object.fromEntries(names.map((name) => [name, name])) as { readonly [K in T[number]]: K }
}

/** A table's codes as a union: `TCodeOf<typeof X>` is every value of X. */
export type TCodeOf<T> = T[keyof T]
