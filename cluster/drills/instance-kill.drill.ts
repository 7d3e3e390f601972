import { sleep, waitFor } from '../processes.ts'
import type { DrillCluster } from './drill-cluster.ts'
import { type DrillReport, type DrillSize, loadFigures, loadReport } from './drill-report.ts'
import { signedInLoad } from './signed-in-load.ts'

/**
 * (d) One instance killed (SIGKILL) under steady load: nginx sends everything to the others, which carry
 * on. Of the requests that instance held when it died, nginx sends GETs again to another instance; a
 * POST fails (503 from nginx). It is started again and takes requests once more.
 */
export async function instanceKillDrill(d: DrillCluster, size: DrillSize): Promise<DrillReport> {
  const load = await signedInLoad(d, size, (visitor) => [
    // A POST too: nginx never resends one that reached the dying instance (it fails, 503).
    {
      method: 'POST',
      path: '/s/run/formtoken',
      headers: { cookie: visitor.cookieHeader, 'content-type': 'application/x-www-form-urlencoded' },
    },
  ])
  await sleep(size.beforeMs)
  const victim = d.cluster.instances[0]
  if (!victim) throw new Error('no instance')
  await victim.stop('kill')
  const killedAt = Date.now()
  await sleep(size.afterMs)
  const outcomes = await load.stop()
  const figures = loadFigures(outcomes, killedAt)
  // A second after the kill nginx has long stopped sending it anything: nothing may fail from then on.
  const failuresLater = outcomes.filter((o) => o.at > killedAt + 1000 && (o.status === 0 || o.status >= 500))
  const restartFrom = Date.now()
  await victim.start()
  const browser = d.browser()
  await waitFor(
    'the restarted instance behind nginx',
    async () => (await browser.send('GET', '/readyz', { instance: victim.index })).status === 200,
    30_000,
  )
  return loadReport('One instance killed', figures, d.cluster, {
    'failures more than 1 s after the kill': failuresLater.length,
    'last failure after the kill ms': figures.recoveryMs ?? 0,
    'answers after the kill': outcomes.filter((o) => o.at > killedAt).length,
    'restart until serving again ms': Date.now() - restartFrom,
  })
}
