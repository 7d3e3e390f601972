import crypto from 'node:crypto'
import pg from 'pg'
import { AUTH_PATHS } from '../../shared/auth/auth-contract.ts'
import { type Cluster, startCluster } from '../cluster.ts'
import { ClusterBrowser } from '../cluster-browser.ts'
import { type PrivatePostgres, startPrivatePostgres } from '../private-postgres.ts'
import { type PrivateRedis, startPrivateRedis } from '../private-redis.ts'
import { nextLoopbackAddress } from '../test-cluster.ts'

export const DEMO_PASSWORD = 'Fernway-demo-2026'

/** The demo accounts drills sign in as (seeded by the instances on their first start). */
export const DRILL_USERS = [
  'traveler@fernway.test',
  'dana@northwind.test',
  'ava@northwind.test',
  'ben@northwind.test',
  'guest@northwind.test',
  'support@fernway.test',
] as const

/**
 * A cluster that drills may break: instances behind nginx on a PostgreSQL and a Redis of its own
 * (decision 061), never the machine's. Development settings (as `npm run cluster`), quieter logs, and
 * saves that take the offer the client sends (no demo catalogue), so writers can make their own.
 */
export interface DrillCluster {
  cluster: Cluster
  postgres: PrivatePostgres
  redis: PrivateRedis
  /** A browser with a loopback address of its own. */
  browser(): ClusterBrowser
  /** A browser signed in as this demo account (on this instance when given). */
  signIn(email: string, instance?: number): Promise<ClusterBrowser>
  /** A query on the drill's PostgreSQL, to check what was stored. */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>
  close(): Promise<void>
}

export async function startDrillCluster(
  instances = 2,
  extraEnv: Record<string, string> = {},
): Promise<DrillCluster> {
  const postgres = await startPrivatePostgres()
  const redis = await startPrivateRedis().catch(async (error) => {
    await postgres.close()
    throw error
  })
  let cluster: Cluster
  try {
    cluster = await startCluster({
      instances,
      testHeaders: true,
      env: {
        NODE_ENV: 'development',
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        FERNWAY_SECRET: crypto.randomBytes(32).toString('base64url'),
        LOG_LEVEL: 'warn',
        DEV_IDENTITY_PROVIDERS: '0',
        DEMO_CATALOGUE: 'false',
        ...extraEnv,
      },
    })
  } catch (error) {
    await redis.close()
    await postgres.close()
    throw error
  }
  const ports = cluster.instances.map((instance) => instance.port)
  const pool = new pg.Pool({ connectionString: postgres.url, max: 2 })
  pool.on('error', () => undefined)
  const browser = () => new ClusterBrowser(cluster.url, nextLoopbackAddress(), ports)
  return {
    cluster,
    postgres,
    redis,
    browser,
    async signIn(email, instance) {
      const b = browser()
      await b.formToken(instance === undefined ? {} : { instance })
      const res = await b.send('POST', AUTH_PATHS.login, {
        ...(instance === undefined ? {} : { instance }),
        form: { username: email, passwd: DEMO_PASSWORD },
      })
      if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${res.body}`)
      return b
    },
    query: async (text, values) => (await pool.query(text, values)).rows,
    async close() {
      await cluster.stop()
      await pool.end()
      await redis.close()
      await postgres.close()
    },
  }
}
