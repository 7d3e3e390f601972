/**
 * A stable number from text (FNV-1a, 32 bits), so that generated offers are the same for the same search
 * all day and on every instance: no randomness, no state.
 */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** FNV-1a with a final mix, so that texts differing in their last character spread over the range. */
export function stableHash(text: string): number {
  let h = fnv1a(text)
  // A final mix, so that texts differing in their last character spread over the whole range.
  h ^= h >>> 15
  h = Math.imul(h, 0x2c1b3c6d)
  h ^= h >>> 12
  return h >>> 0
}

/** A stable fraction in [0, 1) from text. */
export function stableFraction(text: string): number {
  return stableHash(text) / 0x1_0000_0000
}
