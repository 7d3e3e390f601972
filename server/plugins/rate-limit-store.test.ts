import crypto from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PrivateRedis, startPrivateRedis } from '../../cluster/private-redis.ts'
import { MARKETING_ID_PATHS } from '../../shared/marketing-id/marketing-id-contract.ts'
import { browserIdentity, startTestApp, type TestApp } from '../testing/test-app.ts'
import { LocalCounters } from './rate-limit-store.ts'

/*
 * Two instances count a visitor together in Redis; when Redis dies each keeps counting on its own, and
 * they share again once it is back (decision 061). A Redis of our own, since this one is killed.
 */
describe.runIf(process.env.TEST_REDIS_URL)('per-IP limits over Redis, and without it', () => {
  let redis: PrivateRedis
  const apps: TestApp[] = []
  const schema = `rl_${crypto.randomBytes(4).toString('hex')}`
  beforeAll(async () => {
    redis = await startPrivateRedis()
    for (let i = 0; i < 2; i++)
      apps.push(await startTestApp('pglite', { config: { redisUrl: redis.url, databaseSchema: schema } }))
  })
  afterAll(async () => {
    for (const t of apps) await t.close()
    await redis?.close()
  })

  let n = 0
  /** A marketing-id sync (30 a minute per address; the default site allows it) from this address to instance i. */
  async function sync(i: number, ip: string): Promise<number> {
    const t = apps[i] as TestApp
    const { cookie, token } = await browserIdentity(t.app)
    const res = await t.app.inject({
      method: 'POST',
      url: MARKETING_ID_PATHS.sync,
      remoteAddress: ip,
      headers: { cookie, 'x-csrf': token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    })
    n++
    return res.statusCode
  }
  /** 15 to each instance, then the 31st: answered 429 only if they counted together. */
  async function thirtyFirst(ip: string, where: [number, number] = [0, 1]): Promise<number> {
    for (let k = 0; k < 30; k++) expect(await sync(where[k % 2] as number, ip)).toBe(200)
    return sync(where[0], ip)
  }

  it('counts one address across instances in Redis', async () => {
    expect(await thirtyFirst('10.61.0.1')).toBe(429)
  })

  it('still limits while Redis is away, each instance on its own, and shares again when it is back', async () => {
    await redis.kill()
    // On one instance the limit holds without Redis...
    expect(await thirtyFirst('10.61.0.2', [0, 0])).toBe(429)
    // ...while the other counts this address from zero (the limit is per instance until Redis returns).
    expect(await sync(1, '10.61.0.2')).toBe(200)

    await redis.start()
    const probe = new Redis(redis.url)
    try {
      // Both instances reconnect on their own; a fresh address's count shows up in Redis once they have.
      await expect
        .poll(
          async () => {
            const ip = `10.61.1.${n % 250}`
            await sync(0, ip)
            await sync(1, ip)
            const keys = await probe.keys(`fw-rl:${schema}:*${ip}`)
            const counts = await Promise.all(keys.map((k) => probe.get(k)))
            return counts.map(Number).includes(2)
          },
          { timeout: 20_000, interval: 200 },
        )
        .toBe(true)
    } finally {
      probe.disconnect()
    }
    expect(await thirtyFirst('10.61.0.3')).toBe(429)
  })
})

describe('local counters', () => {
  it('count within a window and start over after it', () => {
    const counters = new LocalCounters()
    expect(counters.incr('a', 1000, 0)).toEqual({ current: 1, ttl: 1000 })
    expect(counters.incr('a', 1000, 400)).toEqual({ current: 2, ttl: 600 })
    expect(counters.read('a', 500)).toEqual({ current: 2, ttl: 500 })
    expect(counters.incr('a', 1000, 1000)).toEqual({ current: 1, ttl: 1000 })
  })
})
