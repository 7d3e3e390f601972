/**
 * `npm run cluster -- [--instances N] [--port P]`: several app instances behind nginx, sharing one
 * PostgreSQL and one Redis (decision 060, docs/cluster.md). DATABASE_URL and REDIS_URL name them; without
 * them the command starts a throw-away PostgreSQL (initdb in a temporary folder) and redis-server of its
 * own. Every other variable of the README's table reaches every instance alike.
 */
import { parseArgs } from 'node:util'
import { loadSocialConfig } from '../server/social-config.ts'
import { startCluster } from './cluster.ts'
import { startPrivatePostgres } from './private-postgres.ts'
import { startPrivateRedis } from './private-redis.ts'
import { freePort } from './processes.ts'

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.CLUSTER_PORT ?? '8080' },
  },
})
const count = Number(values.instances)
const port = values.port === '0' ? await freePort() : Number(values.port)
if (!Number.isInteger(count) || count < 1 || count > 16) throw new Error('--instances: 1 to 16')
if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('--port: a port number')

const closers: Array<() => Promise<void>> = []
const env: Record<string, string> = {}
if (!process.env.DATABASE_URL) {
  const postgres = await startPrivatePostgres()
  closers.push(() => postgres.close())
  env.DATABASE_URL = postgres.url
  console.log(`cluster: a throw-away PostgreSQL at ${postgres.url} (set DATABASE_URL to keep data)`)
}
if (!process.env.REDIS_URL) {
  const redis = await startPrivateRedis()
  closers.push(() => redis.close())
  env.REDIS_URL = redis.url
  console.log(`cluster: a throw-away Redis at ${redis.url} (set REDIS_URL to use your own)`)
}
const origin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`
const production = process.env.NODE_ENV === 'production'
// One set of sign-in stand-ins for the whole cluster: the provider sends the browser back through nginx
// to whichever instance, so every instance must trust the same ones (each would start its own).
if (!production && loadSocialConfig(process.env, false).devIdentityProviders) {
  const { startSocialPeers } = await import('../server/dev-peers/social-peers.ts')
  const peers = await startSocialPeers(origin)
  closers.push(() => peers.close())
  Object.assign(env, peers.env(), { DEV_IDENTITY_PROVIDERS: '0' })
  console.log('cluster: social sign-in uses local stand-ins for Google, Apple and Naver')
}

const cluster = await startCluster({ instances: count, port, env: { ...env, PUBLIC_ORIGIN: origin } })
closers.unshift(() => cluster.stop())
console.log(`cluster: ${count} instances behind nginx at ${origin}`)
for (const instance of cluster.instances)
  console.log(`  instance ${instance.index}: ${instance.url} (log ${instance.log})`)
console.log(`  nginx: ${cluster.dir}/nginx.conf (log ${cluster.nginxLog}); Ctrl-C stops everything`)

let stopping = false
async function shutdown() {
  if (stopping) return
  stopping = true
  for (const close of closers) await close().catch((error) => console.error(error))
  process.exit(0)
}
process.on('SIGINT', () => void shutdown())
process.on('SIGTERM', () => void shutdown())
