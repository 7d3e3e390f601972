import { ACCOUNT_API } from '../../shared/account/account-contract.ts'
import { AUTH_STATE_PATH } from '../../shared/constants.ts'
import type { ClusterBrowser } from '../cluster-browser.ts'
import type { DrillCluster } from './drill-cluster.ts'
import type { DrillSize } from './drill-report.ts'
import { type LoadRequest, steadyLoad } from './load.ts'

/**
 * The drills' common steady load: a signed-in reader's auth state and sessions (a database read every
 * time) and a visitor's page, plus what a drill adds with the visitor's cookies (`more`).
 */
export async function signedInLoad(
  d: DrillCluster,
  size: DrillSize,
  more: (visitor: ClusterBrowser) => LoadRequest[] = () => [],
): Promise<ReturnType<typeof steadyLoad>> {
  const reader = await d.signIn('traveler@fernway.test')
  const visitor = await d.signIn('dana@northwind.test')
  return steadyLoad(
    d.cluster.url,
    [
      { path: AUTH_STATE_PATH, headers: { cookie: reader.cookieHeader } },
      { path: ACCOUNT_API.sessions, headers: { cookie: reader.cookieHeader } },
      { path: '/?site=us', headers: { cookie: visitor.cookieHeader } },
      ...more(visitor),
    ],
    { connections: size.connections },
  )
}
