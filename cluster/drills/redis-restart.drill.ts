import { DEAF_TTL_MS } from '../../server/services/session-cache.ts'
import { AUTH_PATHS } from '../../shared/auth/auth-contract.ts'
import { AUTH_STATE_PATH } from '../../shared/constants.ts'
import { MARKETING_ID_PATHS } from '../../shared/marketing-id/marketing-id-contract.ts'
import type { ClusterBrowser } from '../cluster-browser.ts'
import { sleep } from '../processes.ts'
import type { DrillCluster } from './drill-cluster.ts'
import { type DrillReport, type DrillSize, loadFigures, loadReport } from './drill-report.ts'
import { type Outcome, probe } from './load.ts'
import { signedInLoad } from './signed-in-load.ts'

/** The per-IP limit of the marketing-id sync (server/routes/marketing-id), per instance without Redis. */
const SYNC_LIMIT = 30

const loggedIn = (answer: { status: number; json<T>(): T }) =>
  answer.status === 200 && answer.json<{ loggedInSession: boolean }>().loggedInSession

/** Answered requests a second between two instants. */
const ratePerSecond = (outcomes: readonly Outcome[], from: number, to: number) =>
  to <= from
    ? 0
    : Math.round(
        (outcomes.filter((o) => o.at >= from && o.at < to && o.status > 0 && o.status < 500).length * 1000) /
          (to - from),
      )

/**
 * (c) Redis killed (SIGKILL) under steady load, then started again (empty: it keeps nothing). Nobody
 * is signed out, at most 1 percent 5xx, and limits fall back to each instance's own count: a client
 * gets at most the limit once per instance, never an unlimited run (decision 061). Each instance keeps
 * serving its own session memory for a short while (decision 090): throughput stays near normal, and a
 * sign-out made while Redis is away ends the session on every instance within that short while.
 */
export async function redisRestartDrill(d: DrillCluster, size: DrillSize): Promise<DrillReport> {
  const instances = d.cluster.instances.length
  const load = await signedInLoad(d, size)
  // Signed-in browsers asking, again and again, whether they are still signed in.
  const watchers: ClusterBrowser[] = []
  for (const email of ['ava@northwind.test', 'ben@northwind.test', 'support@fernway.test'])
    watchers.push(await d.signIn(email))
  const probes = watchers.map((w) => probe(w, 'GET', AUTH_STATE_PATH, { intervalMs: 50, check: loggedIn }))
  await sleep(size.beforeMs)

  await d.redis.kill()
  const killedAt = Date.now()
  // One client runs at a limited call while Redis is away: held back once per instance at most.
  const client = d.browser()
  await client.formToken()
  let allowed = 0
  let limited = 0
  const calls = SYNC_LIMIT * instances + 20
  for (let sent = 0; sent < calls; sent += 5) {
    const batch = Array.from({ length: Math.min(5, calls - sent) }, () =>
      client.send('POST', MARKETING_ID_PATHS.sync, { form: {} }),
    )
    for (const res of await Promise.all(batch)) {
      if (res.status === 200) allowed++
      else if (res.status === 429) limited++
    }
  }
  // A sign-out on one instance while Redis is away: the other, which had the session, must not serve it.
  const leaving = await d.signIn('guest@northwind.test', 1)
  const seenBefore = loggedIn(await leaving.send('GET', AUTH_STATE_PATH, { instance: 2 }))
  const cookie = leaving.cookieHeader
  await leaving.send('POST', AUTH_PATHS.logout, { instance: 1, form: {} })
  const replay = d.browser()
  for (const part of cookie.split('; ')) {
    const at = part.indexOf('=')
    replay.cookies.set(part.slice(0, at), part.slice(at + 1))
  }
  const servedAfterSignOut = loggedIn(await replay.send('GET', AUTH_STATE_PATH, { instance: 2 }))
  await sleep(DEAF_TTL_MS + 250)
  const servedAfterWindow = loggedIn(await replay.send('GET', AUTH_STATE_PATH, { instance: 2 }))
  // Redis stays away as long as the load ran before it went, so that the two rates compare.
  const awayFor = Math.max(size.beforeMs, DEAF_TTL_MS * 2)
  await sleep(Math.max(0, killedAt + awayFor - Date.now()))
  const restartAt = Date.now()
  const outageMs = restartAt - killedAt
  await d.redis.start()
  const back = Date.now()
  await sleep(size.afterMs)

  const outcomes = await load.stop()
  const watched = (await Promise.all(probes.map((p) => p.stop()))).flat()
  const figures = loadFigures([...outcomes, ...watched], back)
  // The steady load's rate while Redis was there, and while it was away (after the first second).
  const before = ratePerSecond(outcomes, killedAt - size.beforeMs, killedAt)
  const away = ratePerSecond(outcomes, killedAt + 1000, restartAt)
  return loadReport('Redis killed and restarted', figures, d.cluster, {
    'Redis away ms': outageMs,
    'recovery ms (last failure after restart)': figures.recoveryMs ?? 0,
    'signed-in checks': watched.length,
    'signed out': watched.filter((o) => o.status === 200 && !o.passed).length,
    [`limited calls allowed without Redis (limit ${SYNC_LIMIT} × ${instances} instances)`]: allowed,
    'limited calls refused 429': limited,
    'session seen before sign-out': seenBefore ? 'yes' : 'no',
    'signed-out session served by the other instance at once': servedAfterSignOut ? 'yes' : 'no',
    [`signed-out session served by the other instance after ${DEAF_TTL_MS} ms`]: servedAfterWindow
      ? 'yes'
      : 'no',
    'requests/s before (steady load)': before,
    'requests/s with Redis away': away,
    'with Redis away, % of before': before === 0 ? 0 : Math.round((100 * away) / before),
  })
}
