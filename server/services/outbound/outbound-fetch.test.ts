import type dns from 'node:dns'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOutboundFetch, isInsideAddress, OutboundError } from './outbound-fetch.ts'

/** Names of our own for the test: `inside.test` resolves to loopback, `gone.test` to nothing. */
const lookup = ((hostname: string, _options: dns.LookupAllOptions, callback: never) => {
  const answer = callback as (error: Error | null, found: dns.LookupAddress[]) => void
  if (hostname === 'inside.test') return answer(null, [{ address: '127.0.0.1', family: 4 }])
  if (hostname === 'mixed.test')
    return answer(null, [
      { address: '93.184.215.14', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ])
  return answer(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }), [])
}) as unknown as typeof dns.lookup

async function failure(promise: Promise<unknown>): Promise<OutboundError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(OutboundError)
  return error as OutboundError
}

describe('the outbound guard', () => {
  let server: http.Server
  let origin = ''
  let hits = 0
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits += 1
      if (req.url === '/to-metadata') res.writeHead(302, { location: 'http://169.254.169.254/latest/' })
      else if (req.url === '/to-inside-name') res.writeHead(302, { location: 'https://inside.test/' })
      else if (req.url === '/to-here') res.writeHead(302, { location: '/here' })
      else res.writeHead(200, { 'content-type': 'text/plain' })
      res.end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => new Promise((resolve) => server.close(resolve)))

  it('[ASVS #50 1.3.6] refuses inside addresses, plain http and inside names before connecting, in production', async () => {
    const strict = createOutboundFetch({ allowLoopback: false, lookup })
    const before = hits
    for (const url of [
      origin,
      `https://127.0.0.1:${new URL(origin).port}/`,
      'https://10.0.0.8/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[fd00::1]/',
      'https://100.64.0.1/',
      'https://localhost/',
      'https://metadata.google.internal/',
      'https://user:pass@example.com/',
      'ftp://example.com/',
    ])
      expect((await failure(strict(url))).message, url).toBe('The address could not be reached.')
    expect(hits).toBe(before)
  })

  it('[ASVS #50 1.3.6] checks the addresses a name resolves to when it connects, so a name cannot lead inside', async () => {
    const strict = createOutboundFetch({ allowLoopback: false, lookup })
    const port = new URL(origin).port
    const before = hits
    const inside = await failure(strict(`https://inside.test:${port}/`))
    const mixed = await failure(strict(`https://mixed.test:${port}/`))
    const unknown = await failure(strict(`https://gone.test:${port}/`))
    // One answer for every failure: refused, unresolved.
    expect(new Set([inside.message, mixed.message, unknown.message]).size).toBe(1)
    expect(hits).toBe(before)
  })

  it('[ASVS #50 1.3.6] checks each redirect again, and answers a closed port like a refused address', async () => {
    const loopback = createOutboundFetch({ allowLoopback: true, lookup })
    expect((await loopback(`${origin}/to-here`)).status).toBe(200)
    await failure(loopback(`${origin}/to-metadata`))
    await failure(loopback(`${origin}/to-inside-name`))
    // A redirect where the caller allows none.
    await failure(loopback(`${origin}/to-here`, { redirect: 'error' }))
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const refused = await failure(loopback(`http://127.0.0.1:${port}/`))
    const inside = await failure(loopback('https://10.0.0.8/'))
    expect(refused.message).toBe(inside.message)
  })

  it('knows inside addresses of both families, and lets loopback through only when allowed', () => {
    for (const inside of [
      '10.0.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '127.0.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
    ])
      expect(isInsideAddress(inside), inside).toBe(true)
    for (const outside of ['93.184.215.14', '8.8.8.8', '2606:4700::1111', 'example.com'])
      expect(isInsideAddress(outside), outside).toBe(false)
    expect(isInsideAddress('127.0.0.1', true)).toBe(false)
    expect(isInsideAddress('10.0.0.1', true)).toBe(true)
  })
})
