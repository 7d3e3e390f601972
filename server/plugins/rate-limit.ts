import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { ErrorCode } from '../../shared/errors.ts'
import { HttpError } from '../http-error.ts'

/** Per-IP limits of the costly routes (ASVS 2.4.1), per minute. Routes opt in with config.rateLimit. */
export const RATE_LIMITS = {
  signIn: { max: 30, timeWindow: 60_000 },
  mailing: { max: 10, timeWindow: 60_000 },
} as const

/**
 * Counters live in Redis when REDIS_URL is set, so every instance counts the same visitor together;
 * otherwise in this process. If Redis is away the limit is skipped rather than failing every request:
 * the per-account throttle in the database still stands behind the sign-in routes.
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
  redis?.on('error', (err) => app.log.warn({ err }, 'redis unavailable for rate limits'))
  if (redis) app.addHook('onClose', async () => void redis.disconnect())
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `fw-rl:${app.config.databaseSchema ?? 'main'}:` } : {}),
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
