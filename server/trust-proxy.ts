import type { IncomingMessage } from 'node:http'
import proxyAddr from '@fastify/proxy-addr'

/**
 * Which peers may tell us the client's address (X-Forwarded-For), host, protocol and request id
 * (TRUST_PROXY, decision 060): nobody (false), every peer (true: only behind a proxy that overwrites
 * those headers), or the proxies' own addresses and subnets, such as `loopback` or `10.0.0.0/8`.
 */
export type TrustProxy = boolean | readonly string[]

const YES = ['1', 'true', 'yes', 'on']
const NO = ['', '0', 'false', 'no', 'off']

/** Reads TRUST_PROXY; throws on an address or subnet proxy-addr cannot read. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim()
  if (NO.includes(value.toLowerCase())) return false
  if (YES.includes(value.toLowerCase())) return true
  const list = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  try {
    proxyAddr.compile(list)
  } catch {
    throw new Error(`TRUST_PROXY: "${value}" is neither true, false nor a list of addresses and subnets`)
  }
  return list
}

/** The setting as the one function Fastify and our request ids both ask: is this hop a proxy of ours? */
export function trustFunction(setting: TrustProxy): (address: string, hop: number) => boolean {
  if (setting === true) return () => true
  if (setting === false) return () => false
  return proxyAddr.compile([...setting])
}

/** Whether the peer that sent this request is a proxy we trust (its X-Request-Id may be kept). */
export function fromTrustedProxy(req: IncomingMessage, trust: (address: string, hop: number) => boolean) {
  const address = req.socket?.remoteAddress
  return address !== undefined && trust(address, 0)
}
