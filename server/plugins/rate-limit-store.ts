import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { Redis } from 'ioredis'

interface Count {
  current: number
  ttl: number
}
type Done = (error: Error | null, count: Count | null) => void

/** INCR and the window's expiry in one step; a key left without an expiry gets one. */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`

const LOCAL_MAX_KEYS = 20_000

/** This process's own counters, for while Redis is away. */
export class LocalCounters {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()

  incr(key: string, windowMs: number, now = Date.now()): Count {
    let entry = this.windows.get(key)
    if (!entry || entry.resetAt <= now) {
      if (this.windows.size >= LOCAL_MAX_KEYS) this.prune(now)
      entry = { count: 0, resetAt: now + windowMs }
      this.windows.set(key, entry)
    }
    entry.count++
    return { current: entry.count, ttl: entry.resetAt - now }
  }

  read(key: string, now = Date.now()): Count {
    const entry = this.windows.get(key)
    return entry && entry.resetAt > now
      ? { current: entry.count, ttl: entry.resetAt - now }
      : { current: 0, ttl: 0 }
  }

  private prune(now: number) {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key)
    // Still full: drop the oldest windows (a forgotten visitor starts over, which only favours them).
    for (const key of this.windows.keys()) {
      if (this.windows.size < LOCAL_MAX_KEYS) break
      this.windows.delete(key)
    }
  }
}

type RedisWithScript = Redis & {
  fwRateLimitIncr(key: string, windowMs: number): Promise<[number, number]>
}

/**
 * A store for @fastify/rate-limit (decision 061): counters in Redis, shared by every instance; while Redis
 * is away (not connected, or a command fails) each instance counts in its own memory instead, so a limit
 * is never skipped: at worst a visitor gets the limit once per instance until Redis is back.
 */
export function fallbackRateLimitStore(redis: Redis, prefix: string, onFallback: (error: unknown) => void) {
  if (!('fwRateLimitIncr' in redis))
    redis.defineCommand('fwRateLimitIncr', { numberOfKeys: 1, lua: INCR_SCRIPT })
  const client = redis as RedisWithScript
  const local = new LocalCounters()

  class FallbackStore {
    readonly keyPrefix: string
    /** The plugin passes its options first; child() passes the route's prefix second. */
    constructor(_options?: unknown, keyPrefix: string = prefix) {
      this.keyPrefix = keyPrefix
    }

    incr(key: string, done: Done, windowMs: number) {
      const full = this.keyPrefix + key
      if (client.status !== 'ready') {
        done(null, local.incr(full, windowMs))
        return
      }
      client.fwRateLimitIncr(full, windowMs).then(
        ([current, ttl]) => done(null, { current, ttl }),
        (error: unknown) => {
          onFallback(error)
          done(null, local.incr(full, windowMs))
        },
      )
    }

    read(key: string, done: Done) {
      const full = this.keyPrefix + key
      if (client.status !== 'ready') {
        done(null, local.read(full))
        return
      }
      Promise.all([client.get(full), client.pttl(full)]).then(
        ([current, ttl]) => done(null, { current: Number(current ?? 0), ttl: Math.max(0, ttl) }),
        () => done(null, local.read(full)),
      )
    }

    /** The plugin's per-route store: `routeInfo` is the route's options. */
    child(routeOptions: unknown) {
      const { method = '', url = '' } =
        (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo ?? {}
      return new FallbackStore(undefined, `${this.keyPrefix}${method}${url}-`)
    }
  }
  return FallbackStore as unknown as FastifyRateLimitStoreCtor
}
