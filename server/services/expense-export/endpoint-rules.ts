import { isIP } from 'node:net'

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Private, loopback and link-local IP literals: an expense endpoint may not point inside our network. */
function privateAddress(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '')
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  if (isIP(bare) === 4) {
    const [a = 0, b = 0] = bare.split('.').map(Number)
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168)
    )
  }
  if (isIP(bare) === 6) return bare === '::1' || /^(fc|fd|fe80)/i.test(bare) || bare === '::'
  return false
}

/**
 * An expense endpoint we will post to (decision 057): https to a public host, no credentials in the
 * URL; plain http to a loopback host only when the configuration allows it (tests, development).
 * Returns the normalised URL, or null.
 */
export function checkedEndpoint(raw: string, allowHttpLoopback: boolean): string | null {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    return null
  }
  if (url.username || url.password || url.hash) return null
  if (url.protocol === 'http:') return allowHttpLoopback && LOOPBACK_HOSTS.has(url.hostname) ? url.href : null
  if (url.protocol !== 'https:' || privateAddress(url.hostname)) return null
  return url.href
}
