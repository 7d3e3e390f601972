import { ACCOUNT_API } from '../../shared/account/account-contract.ts'
import { sleep } from '../processes.ts'
import type { DrillCluster } from './drill-cluster.ts'
import { type DrillReport, type DrillSize, loadFigures, loadReport } from './drill-report.ts'
import { probe } from './load.ts'
import { signedInLoad } from './signed-in-load.ts'

/**
 * (a) PostgreSQL restarted (fast shutdown, then start) under steady load: no instance dies, at most
 * 1 percent 5xx, and answers that need the database are back within 2 s of it (decision 061).
 */
export async function postgresRestartDrill(d: DrillCluster, size: DrillSize): Promise<DrillReport> {
  const load = await signedInLoad(d, size)
  // A read that needs the database every time: when it answers again, the database is back for the app.
  const dbReader = await d.signIn('ben@northwind.test')
  const dbProbe = probe(dbReader, 'GET', ACCOUNT_API.sessions, { intervalMs: 20 })
  await sleep(size.beforeMs)
  const downMs = await d.postgres.restart()
  const back = Date.now()
  await sleep(size.afterMs)
  const outcomes = await load.stop()
  const probed = await dbProbe.stop()
  // The probe's first read begun after the restart that was answered; on a machine so slow that none
  // was, the first one from now on (the figure then says how long it took).
  let firstRead = probed.find((o) => o.at >= back && o.status === 200)?.at ?? null
  while (firstRead === null && Date.now() - back < 60_000) {
    const answer = await dbReader.send('GET', ACCOUNT_API.sessions).catch(() => null)
    if (answer?.status === 200) firstRead = Date.now()
  }
  const figures = loadFigures([...outcomes, ...probed], back)
  return loadReport('PostgreSQL restarted', figures, d.cluster, {
    'restart ms': downMs,
    'recovery ms (last failure after restart)': figures.recoveryMs ?? 0,
    'first database read after restart ms': firstRead === null ? -1 : firstRead - back,
  })
}
