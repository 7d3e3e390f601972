import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cacheLifetimeMs, createDeviceStorageService } from './device-storage.service.ts'
import type { TDeviceStorageFile } from './iab-content.ts'

const bundled: TDeviceStorageFile = {
  disclosures: [
    { identifier: 'bundled', type: 'cookie', maxAgeSeconds: 60, cookieRefresh: false, purposes: [1] },
  ],
  domains: [{ domain: '*.example.test', use: 'bundled copy' }],
}
const served = (identifier: string) => ({
  disclosures: [
    {
      identifier,
      type: 'cookie',
      maxAgeSeconds: 3600,
      cookieRefresh: true,
      domains: ['.vendor.test'],
      purposes: [1, 2],
    },
  ],
  domains: [{ domain: '*.vendor.test', use: 'ads' }],
})

/** A vendor's host on loopback: answers what `next` says and keeps what it was asked. */
function vendorHost() {
  const seen: http.IncomingHttpHeaders[] = []
  let next: { status: number; body: string; headers?: Record<string, string> } = { status: 200, body: '{}' }
  const server = http.createServer((req, res) => {
    seen.push(req.headers)
    res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers })
    res.end(next.body)
  })
  return {
    server,
    seen,
    answer(status: number, body: unknown, headers?: Record<string, string>) {
      next = {
        status,
        body: typeof body === 'string' ? body : JSON.stringify(body),
        ...(headers ? { headers } : {}),
      }
    },
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/device-storage.json`,
  }
}

describe('vendors’ device-storage disclosures', () => {
  const host = vendorHost()
  beforeAll(() => new Promise<void>((resolve) => host.server.listen(0, '127.0.0.1', resolve)))
  afterAll(() => new Promise<void>((resolve) => host.server.close(() => resolve())))

  function service(clock: { t: number }) {
    return createDeviceStorageService({
      sources: new Map([[755, { url: host.url(), bundled }]]),
      fetchRemote: true,
      timeoutMs: 2_000,
      now: () => clock.t,
    })
  }

  it('G-06 fetches the vendor’s file without credentials and keeps it for the response’s max-age', async () => {
    const clock = { t: 1_000_000 }
    const storage = service(clock)
    host.seen.length = 0
    host.answer(200, served('first'), { 'cache-control': 'public, max-age=60' })
    expect((await storage.disclosureFor(755))?.disclosures[0]?.identifier).toBe('first')
    expect(host.seen).toHaveLength(1)
    expect(host.seen[0]?.cookie).toBeUndefined()
    expect(host.seen[0]?.authorization).toBeUndefined()
    host.answer(200, served('second'), { 'cache-control': 'max-age=60' })
    clock.t += 59_000
    expect((await storage.disclosureFor(755))?.disclosures[0]?.identifier).toBe('first')
    expect(host.seen).toHaveLength(1)
    clock.t += 2_000
    expect((await storage.disclosureFor(755))?.disclosures[0]?.identifier).toBe('second')
    expect(host.seen).toHaveLength(2)
    expect(await storage.disclosureFor(4242)).toBeNull()
  })

  it('G-06 without Cache-Control refreshes daily', async () => {
    const clock = { t: 5_000_000 }
    const storage = service(clock)
    host.seen.length = 0
    host.answer(200, served('daily'))
    await storage.disclosureFor(755)
    clock.t += 23 * 3_600_000
    await storage.disclosureFor(755)
    expect(host.seen).toHaveLength(1)
    clock.t += 3_600_000
    await storage.disclosureFor(755)
    expect(host.seen).toHaveLength(2)
    expect(cacheLifetimeMs(null)).toBe(86_400_000)
    expect(cacheLifetimeMs('no-store')).toBe(0)
    expect(cacheLifetimeMs('public, max-age=120')).toBe(120_000)
  })

  it('G-06 falls back to the last good copy: the bundled one at first, then the last one fetched', async () => {
    const clock = { t: 9_000_000 }
    const storage = service(clock)
    host.answer(500, 'down')
    expect((await storage.disclosureFor(755))?.disclosures[0]?.identifier).toBe('bundled')
    clock.t += 2 * 3_600_000
    host.answer(200, served('good'), { 'cache-control': 'max-age=10' })
    expect((await storage.disclosureFor(755))?.disclosures[0]?.identifier).toBe('good')
    clock.t += 11_000
    host.answer(200, '{"disclosures": "not a list"}')
    expect((await storage.disclosureFor(755))?.disclosures[0]?.identifier).toBe('good')
    clock.t += 2 * 3_600_000
    host.answer(200, 'not json')
    expect((await storage.disclosureFor(755))?.disclosures[0]?.identifier).toBe('good')
  })
})
