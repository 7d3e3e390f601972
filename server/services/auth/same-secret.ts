import crypto from 'node:crypto'

/** Compares a secret (hash, MAC, token) in constant time; a value of another length is simply not it. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && crypto.timingSafeEqual(x, y)
}
