import dns from 'node:dns'
import net from 'node:net'
import { Agent, fetch as undiciFetch } from 'undici'

/*
 * Every outbound call a user can aim (SSO discovery, token and key set; Slack and expense webhooks) goes
 * through here (decision 088): https only (plain http to loopback when the policy allows it, in tests and
 * development), the address checked when the connection is made, not only by the URL's name (so that a
 * name resolving to an inside address, or rebinding to one, is refused), each redirect checked again,
 * and one error for every failure, so that the answers cannot map our network.
 */

export interface OutboundPolicy {
  /** Plain http to a loopback host, and loopback addresses; never in production. */
  allowLoopback: boolean
  /** How names are resolved (the system's resolver by default). */
  lookup?: typeof dns.lookup
}

/** The one failure an outbound call gives, whatever went wrong: refused, unresolved, unreachable, slow. */
export class OutboundError extends Error {
  /** What went wrong, for the log; never for the answer. */
  readonly reason: string
  constructor(reason: string) {
    super('The address could not be reached.')
    this.name = 'OutboundError'
    this.reason = reason
  }
}

const INSIDE = new net.BlockList()
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  INSIDE.addSubnet(address, prefix, 'ipv4')
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INSIDE.addSubnet(address, prefix, 'ipv6')

const LOOPBACK = new net.BlockList()
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4')
LOOPBACK.addAddress('::1', 'ipv6')

const familyOf = (address: string) => (net.isIP(address) === 6 ? 'ipv6' : 'ipv4')

/** Whether an address is inside: private, loopback, link-local, shared, multicast or reserved. */
export function isInsideAddress(address: string, allowLoopback = false): boolean {
  const bare = address.replace(/^\[|\]$/g, '')
  if (net.isIP(bare) === 0) return false
  if (allowLoopback && LOOPBACK.check(bare, familyOf(bare))) return false
  // An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1]
  if (mapped) return isInsideAddress(mapped, allowLoopback)
  return INSIDE.check(bare, familyOf(bare))
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

/** A URL host (as URL.hostname has it) that names this machine: where plain http may be allowed in tests. */
export const isLoopbackHost = (hostname: string) => LOOPBACK_NAMES.has(hostname)

/** Why a URL may not be fetched at all, before any name is resolved; null when it may be tried. */
export function outboundUrlProblem(url: URL, policy: Pick<OutboundPolicy, 'allowLoopback'>): string | null {
  if (url.username || url.password) return 'credentials in the URL'
  const host = url.hostname.toLowerCase()
  const loopback = isLoopbackHost(host)
  if (url.protocol === 'http:' && !(policy.allowLoopback && loopback)) return 'plain http'
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `scheme ${url.protocol}`
  if (loopback) return policy.allowLoopback ? null : 'a loopback host'
  if (host.endsWith('.localhost') || host.endsWith('.internal') || host.endsWith('.local'))
    return 'an inside name'
  if (isInsideAddress(host, policy.allowLoopback)) return 'an inside address'
  return null
}

/** A connect-time resolver that refuses a name whose addresses include an inside one. */
function guardedLookup(policy: OutboundPolicy): net.LookupFunction {
  const lookup = policy.lookup ?? dns.lookup
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 4)
      const addresses = (Array.isArray(found) ? found : [{ address: String(found), family: 4 }]).filter(
        (a) => options.family === undefined || options.family === 0 || a.family === options.family,
      )
      const inside = addresses.find((a) => isInsideAddress(a.address, policy.allowLoopback))
      if (inside || addresses.length === 0) {
        const refused = Object.assign(new Error(`${hostname} resolves to an inside address`), {
          code: 'EOUTBOUNDREFUSED',
        })
        return callback(refused, '', 4)
      }
      if (options.all) return callback(null, addresses)
      const first = addresses[0] as dns.LookupAddress
      return callback(null, first.address, first.family)
    })
  }
}

const MAX_REDIRECTS = 3

export type OutboundFetch = (url: string | URL, init?: RequestInit) => Promise<Response>

/**
 * A fetch for user-aimed addresses. Redirects are followed by hand, each one checked as the first URL
 * was; `init.redirect: 'manual'` hands a 3xx back to the caller instead (an expense endpoint's).
 */
export function createOutboundFetch(policy: OutboundPolicy): OutboundFetch {
  const agent = new Agent({ connect: { lookup: guardedLookup(policy) } })
  return async (input, init = {}) => {
    let url = new URL(String(input))
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      const problem = outboundUrlProblem(url, policy)
      if (problem) throw new OutboundError(problem)
      let response: Response
      try {
        response = (await undiciFetch(url, {
          ...(init as Parameters<typeof undiciFetch>[1]),
          redirect: 'manual',
          dispatcher: agent,
        })) as unknown as Response
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause
        throw new OutboundError(cause?.code ?? cause?.message ?? (error as Error).name)
      }
      const location = response.headers.get('location')
      if (response.status < 300 || response.status >= 400 || !location || init.redirect === 'manual')
        return response
      if (init.redirect === 'error') throw new OutboundError('a redirect where none is allowed')
      await response.body?.cancel()
      url = new URL(location, url)
    }
    throw new OutboundError('too many redirects')
  }
}

const shared = new Map<boolean, OutboundFetch>()

/** The process's outbound fetch for a policy (one connection pool each). */
export function outboundFetch(allowLoopback: boolean): OutboundFetch {
  let found = shared.get(allowLoopback)
  if (!found) {
    found = createOutboundFetch({ allowLoopback })
    shared.set(allowLoopback, found)
  }
  return found
}
