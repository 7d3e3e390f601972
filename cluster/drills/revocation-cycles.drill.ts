import { ACCOUNT_API } from '../../shared/account/account-contract.ts'
import { AUTH_PATHS } from '../../shared/auth/auth-contract.ts'
import { AUTH_STATE_PATH } from '../../shared/constants.ts'
import type { Answer, ClusterBrowser } from '../cluster-browser.ts'
import { sleep, waitFor } from '../processes.ts'
import type { DrillCluster } from './drill-cluster.ts'
import { crashedInstances, type DrillReport, type DrillSize } from './drill-report.ts'

const RESTARTS = ['Redis', 'instance', 'PostgreSQL'] as const
const USERS = ['traveler@fernway.test', 'support@fernway.test', 'dana@northwind.test'] as const

/** A revoked browser's cookie and form token, kept to be replayed later. */
interface Revoked {
  cookies: [string, string][]
  token: string
}

/**
 * (e) Revoked sessions never come back: in each cycle a session is made on instance 1 and read (so
 * cached) on instance 2, revoked on instance 1 (a sign-out, or "end other sessions" from another
 * browser), then Redis, instance 2 or PostgreSQL is restarted, and the revoked session is replayed on
 * both instances, with a few revoked in earlier cycles: it must never read as signed in, nor act.
 */
export async function revocationCyclesDrill(
  d: DrillCluster,
  size: DrillSize,
  progress: (cycle: number) => void = () => undefined,
): Promise<DrillReport> {
  const [first, second] = d.cluster.instances
  if (!first || !second) throw new Error('the drill needs two instances')
  const revoked: Revoked[] = []
  const restarts: Record<string, number> = {}
  let replays = 0
  let cameBack = 0
  let acted = 0
  let requests = 0
  const statuses: Record<string, number> = {}
  const count = (status: number) => {
    requests++
    statuses[status] = (statuses[status] ?? 0) + 1
  }
  const replayer = (r: Revoked): ClusterBrowser => {
    const b = d.browser()
    for (const [name, value] of r.cookies) b.cookies.set(name, value)
    b.token = r.token
    return b
  }
  /** A replay that the restart left unanswered (5xx) is sent again: it must be answered to count. */
  const answered = async (send: () => Promise<Answer>): Promise<Answer> => {
    for (let i = 0; ; i++) {
      const answer = await send()
      count(answer.status)
      if (answer.status < 500 || i === 20) return answer
      await sleep(250)
    }
  }
  const started = Date.now()

  for (let cycle = 0; cycle < size.cycles; cycle++) {
    progress(cycle)
    const email = USERS[cycle % USERS.length] as string
    const session = await d.signIn(email, first.index)
    const cached = await session.send('GET', AUTH_STATE_PATH, { instance: second.index })
    count(cached.status)
    if (!cached.json<{ loggedInSession: boolean }>().loggedInSession)
      throw new Error(`cycle ${cycle}: the new session is not signed in on instance 2`)
    const kept: Revoked = { cookies: [...session.cookies], token: session.token }
    if (cycle % 2 === 0) {
      const out = await session.send('POST', AUTH_PATHS.logout, { instance: first.index, form: {} })
      count(out.status)
      if (out.status !== 200) throw new Error(`cycle ${cycle}: sign-out ${out.status} ${out.body}`)
    } else {
      const other = await d.signIn(email, first.index)
      const ended = await other.send('POST', ACCOUNT_API.endOtherSessions, {
        instance: first.index,
        json: {},
      })
      count(ended.status)
      if (ended.status !== 200) throw new Error(`cycle ${cycle}: end others ${ended.status} ${ended.body}`)
      await other.send('POST', AUTH_PATHS.logout, { instance: first.index, form: {} })
    }
    revoked.push(kept)

    const restart = RESTARTS[cycle % RESTARTS.length] as (typeof RESTARTS)[number]
    restarts[restart] = (restarts[restart] ?? 0) + 1
    if (restart === 'Redis') {
      await d.redis.kill()
      await d.redis.start()
    } else if (restart === 'instance') {
      await second.stop('kill')
      await second.start()
    } else {
      await d.postgres.restart()
    }
    // nginx may still hold instance 2 as failed for a moment after its restart.
    const probe = d.browser()
    await waitFor(
      'instance 2 behind nginx',
      async () => (await probe.send('GET', '/readyz', { instance: second.index })).status === 200,
      30_000,
    )

    const earlier = [0, 1, 2].map(() => revoked[Math.floor(Math.random() * revoked.length)] as Revoked)
    for (const r of [kept, ...earlier]) {
      for (const instance of [first.index, second.index]) {
        const state = await answered(() => replayer(r).send('GET', AUTH_STATE_PATH, { instance }))
        if (state.status !== 200) throw new Error(`replay: ${state.status} ${state.body}`)
        replays++
        if (state.json<{ loggedInSession: boolean }>().loggedInSession) cameBack++
      }
      // And acting with it: its form token still matches its cookie, but no session is behind them.
      const act = await answered(() =>
        replayer(r).send('POST', ACCOUNT_API.endOtherSessions, { instance: second.index, json: {} }),
      )
      if (act.status < 400) acted++
    }
  }
  return {
    drill: `Revoked sessions replayed after restarts (${size.cycles} cycles)`,
    requests,
    failures: Object.entries(statuses)
      .filter(([s]) => Number(s) >= 500)
      .reduce((n, [, v]) => n + v, 0),
    failurePercent: 0,
    statuses,
    crashed: crashedInstances(d.cluster),
    figures: {
      restarts: Object.entries(restarts)
        .map(([k, v]) => `${k} ×${v}`)
        .join(', '),
      'replays of revoked sessions': replays,
      'signed in again': cameBack,
      'acted with a revoked session': acted,
      'minutes taken': Number(((Date.now() - started) / 60_000).toFixed(1)),
    },
  }
}
