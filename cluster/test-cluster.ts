import crypto from 'node:crypto'
import { Redis } from 'ioredis'
import pg from 'pg'
import { type Cluster, type ClusterOptions, startCluster } from './cluster.ts'
import { ClusterBrowser } from './cluster-browser.ts'

export interface TestCluster {
  cluster: Cluster
  schema: string
  /** A new browser with a loopback address of its own (nginx sees it as its own client). */
  browser(): ClusterBrowser
  /** A query in the cluster's schema, to check what the instances stored. */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>
  close(): Promise<void>
}

let addresses = 0
/** 127.0.0.0/8 is all loopback: every browser gets an address no other one in this process has. */
export function nextLoopbackAddress(): string {
  addresses++
  return `127.${10 + ((addresses >> 16) & 127)}.${(addresses >> 8) & 255}.${addresses & 255 || 1}`
}

/**
 * Real instances behind real nginx on the machine's PostgreSQL (a schema of their own) and Redis (keys
 * and channels named after that schema), for tests (decision 060). Needs TEST_DATABASE_URL and
 * TEST_REDIS_URL, as CI sets them.
 */
export async function startTestCluster(
  options: Partial<Pick<ClusterOptions, 'instances' | 'env'>> & {
    databaseUrl?: string
    redisUrl?: string
  } = {},
): Promise<TestCluster> {
  const databaseUrl = options.databaseUrl ?? process.env.TEST_DATABASE_URL
  const redisUrl = options.redisUrl ?? process.env.TEST_REDIS_URL
  if (!databaseUrl || !redisUrl) throw new Error('a test cluster needs TEST_DATABASE_URL and TEST_REDIS_URL')
  const schema = `t_cluster_${crypto.randomBytes(5).toString('hex')}`
  const cluster = await startCluster({
    instances: options.instances ?? 2,
    testHeaders: true,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      REDIS_URL: redisUrl,
      // One secret shared by every instance, as a deployment sets it (form tokens, throttle keys...).
      FERNWAY_SECRET: crypto.randomBytes(32).toString('base64url'),
      ...options.env,
    },
  })
  const ports = cluster.instances.map((instance) => instance.port)
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, options: `-c search_path=${schema}` })
  return {
    cluster,
    schema,
    browser: () => new ClusterBrowser(cluster.url, nextLoopbackAddress(), ports),
    query: async (text, values) => (await pool.query(text, values)).rows,
    async close() {
      await cluster.stop()
      await pool.end()
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      try {
        await client.query(`drop schema if exists "${schema}" cascade`)
      } finally {
        await client.end()
      }
      const redis = new Redis(redisUrl)
      try {
        const keys = await redis.keys(`fw-rl:${schema}:*`)
        if (keys.length) await redis.del(...keys)
      } finally {
        redis.disconnect()
      }
    },
  }
}
