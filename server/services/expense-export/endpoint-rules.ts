import { isInsideAddress, isLoopbackHost } from '../outbound/outbound-fetch.ts'

/** Inside names and addresses (the outbound guard's rule): an endpoint may not point inside our network. */
const privateAddress = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || isInsideAddress(host)

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
  if (url.protocol === 'http:') return allowHttpLoopback && isLoopbackHost(url.hostname) ? url.href : null
  if (url.protocol !== 'https:' || privateAddress(url.hostname)) return null
  return url.href
}
