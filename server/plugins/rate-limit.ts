import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { ErrorCode } from '../../shared/errors.ts'
import { HttpError } from '../http-error.ts'
import { fallbackRateLimitStore } from './rate-limit-store.ts'

export { RATE_LIMITS } from '../../shared/rate-limits.ts'

/**
 * Counters live in Redis when REDIS_URL is set, so every instance counts the same visitor together;
 * otherwise in this process. While Redis is away each instance counts on its own (decision 061): the
 * limit still holds, once per instance, and the per-account throttle in the database stands behind
 * the sign-in routes either way.
 */
async function rateLimitPlugin(app: FastifyInstance) {
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
      })
    : null
  // One line a few seconds while Redis is away, not one per request.
  let warnedAt = 0
  const warn = (err: unknown, message: string) => {
    if (Date.now() - warnedAt < 5000) return
    warnedAt = Date.now()
    app.log.warn({ err }, message)
  }
  redis?.on('error', (err) => warn(err, 'redis unavailable for rate limits; counting in this process'))
  if (redis) app.addHook('onClose', async () => void redis.disconnect())
  const prefix = `fw-rl:${app.config.databaseSchema ?? 'main'}:`
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? {
          store: fallbackRateLimitStore(redis, prefix, (err) =>
            warn(err, 'rate limit not counted in redis; counting in this process'),
          ),
        }
      : {}),
    // The store never fails (it falls back); this only guards against a fault of its own.
    skipOnError: true,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, ErrorCode.RATE_LIMITED, 'Too many requests from here; try again shortly.', {
        retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
        authField: null,
      }),
  })
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['errors'] })
