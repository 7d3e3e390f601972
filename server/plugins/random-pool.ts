import crypto from 'node:crypto'

const POOL_BYTES = 4096
let pool = Buffer.alloc(0)
let at = 0

/**
 * `bytes` random bytes from the system's CSPRNG, drawn from a pool filled 4 KB at a time. Every page
 * answer needs a nonce and many a new group secret; one call into OpenSSL per 16 or 32 bytes was a
 * tenth of an anonymous page's cost (the same reason Node's own `randomUUID` keeps a pool). Each byte is
 * handed out once: the pool is never read twice, and a fresh pool replaces a spent one.
 */
export function poolRandomBytes(bytes: number): Buffer {
  if (bytes > POOL_BYTES) return crypto.randomBytes(bytes)
  if (at + bytes > pool.length) {
    pool = crypto.randomBytes(POOL_BYTES)
    at = 0
  }
  const out = Buffer.from(pool.subarray(at, at + bytes))
  // Spent bytes are zeroed, so that nothing later could read them from the pool again.
  pool.fill(0, at, at + bytes)
  at += bytes
  return out
}
