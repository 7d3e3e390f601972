import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'
import { requestIdFor } from './logger.ts'
import { fromTrustedProxy, parseTrustProxy, type TrustProxy, trustFunction } from './trust-proxy.ts'

/** What Fastify makes of a request's address with the setting, as app.ts wires it. */
async function seenAddress(setting: TrustProxy, remoteAddress: string, forwardedFor?: string) {
  const trusted = trustFunction(setting)
  const app = Fastify({
    trustProxy: setting === false ? false : trusted,
    genReqId: (req) => requestIdFor(req, fromTrustedProxy(req, trusted)),
  })
  app.get('/', async (request) => ({ ip: request.ip, id: request.id }))
  const res = await app.inject({
    url: '/',
    remoteAddress,
    headers: {
      'x-request-id': 'from-the-proxy-1234',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
  })
  await app.close()
  return res.json() as { ip: string; id: string }
}

describe('TRUST_PROXY', () => {
  it('reads false, true and lists of addresses, and refuses what is neither', () => {
    expect(parseTrustProxy(undefined)).toBe(false)
    expect(parseTrustProxy('off')).toBe(false)
    expect(parseTrustProxy('true')).toBe(true)
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8'])
    expect(() => loadConfig({ TRUST_PROXY: 'my proxy' })).toThrow(ConfigError)
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback'])
  })

  it('takes the forwarded address and request id only from a listed proxy', async () => {
    expect(await seenAddress(['loopback'], '127.0.0.1', '203.0.113.9')).toEqual({
      ip: '203.0.113.9',
      id: 'from-the-proxy-1234',
    })
    // Straight from the internet: the header is the client's own claim and is ignored.
    const direct = await seenAddress(['loopback'], '198.51.100.4', '203.0.113.9')
    expect(direct.ip).toBe('198.51.100.4')
    expect(direct.id).not.toBe('from-the-proxy-1234')
  })

  it('stops at the first address that is not a proxy, so a prepended one cannot be forged', async () => {
    // A proxy that appends: the client wrote 1.2.3.4 itself, the proxy added the real 203.0.113.9.
    expect((await seenAddress(['loopback'], '127.0.0.1', '1.2.3.4, 203.0.113.9')).ip).toBe('203.0.113.9')
  })

  it('without TRUST_PROXY, the socket address is the client', async () => {
    const seen = await seenAddress(false, '198.51.100.4', '203.0.113.9')
    expect(seen.ip).toBe('198.51.100.4')
    expect(seen.id).not.toBe('from-the-proxy-1234')
  })
})
