import { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { AppConfig } from '../config.ts'
import type { SessionCache, SessionEviction } from './session-cache.ts'

/** The Redis channel of session evictions; operator commands publish on it too. */
export function sessionEvictionChannel(config: Pick<AppConfig, 'databaseSchema'>): string {
  return `fw:sessions:evict:${config.databaseSchema ?? 'main'}`
}

/** Tells every instance's session cache what changed; in one process it only evicts locally. */
export interface SessionEvictions {
  publish(event: SessionEviction): Promise<void>
  close(): Promise<void>
}

export function createSessionEvictions(
  cache: SessionCache,
  redisUrl: string | null,
  channel: string,
  logger: Pick<Logger, 'warn' | 'error'>,
): SessionEvictions {
  if (!redisUrl) {
    return {
      async publish(event) {
        cache.evict(event)
      },
      async close() {},
    }
  }
  const options = { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false }
  // The breaker (decision 090): while Redis is away a publish fails at once instead of queueing, and
  // no request waits on it; the cache serves its own memory for the short time meanwhile.
  const publisher = new Redis(redisUrl, { ...options, enableOfflineQueue: false })
  const subscriber = new Redis(redisUrl, options)
  for (const client of [publisher, subscriber])
    client.on('error', (err) => logger.warn({ err }, 'redis unavailable for session evictions'))
  // Until this instance hears evictions, and whenever it stops hearing them (Redis away), it serves its
  // memory for the short time only (session-cache.ts); it starts afresh when it hears again.
  cache.setListening(false)
  let subscribed = false
  subscriber.on('close', () => cache.setListening(false))
  const listen = () =>
    subscriber.subscribe(channel).then(
      () => {
        subscribed = true
        cache.setListening(true)
      },
      (err) => logger.warn({ err }, 'cannot subscribe to session evictions yet'),
    )
  void listen()
  // After a reconnect ioredis subscribes again before it says ready; a first subscription that failed
  // (Redis away at start) is made now.
  subscriber.on('ready', () => {
    if (subscribed) cache.setListening(true)
    else void listen()
  })
  subscriber.on('message', (_channel, message: string) => {
    try {
      cache.evict(JSON.parse(message) as SessionEviction)
    } catch (err) {
      logger.warn({ err }, 'unreadable session eviction')
    }
  })
  return {
    async publish(event) {
      cache.evict(event)
      // Redis away: the others' short time bounds how long they may serve the session (decision 090).
      if (publisher.status !== 'ready') {
        logger.warn({ status: publisher.status }, 'session eviction not broadcast: redis away')
        return
      }
      await publisher.publish(channel, JSON.stringify(event)).catch((err) => {
        logger.error({ err }, 'session eviction not broadcast')
      })
    },
    async close() {
      publisher.disconnect()
      subscriber.disconnect()
    },
  }
}
