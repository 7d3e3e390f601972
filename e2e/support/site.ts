import type { AddressInfo } from 'node:net'
import { seedDemo } from '../../server/db/seed.ts'
import { silentLogger } from '../../server/db/test-databases.ts'
import { startTestApp, type TestApp } from '../../server/test-app.ts'

export interface RunningSite extends TestApp {
  /** http://localhost:PORT */
  origin: string
  port: number
  /** The same site under a brand's development host name, e.g. http://skylark.localhost:PORT */
  brandOrigin(brand: string): string
}

/** The real built site (npm run build) on a fresh seeded database, listening on loopback. */
export async function startSite(): Promise<RunningSite> {
  const t = await startTestApp('pglite', { web: true })
  await seedDemo(t.database.db, silentLogger)
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = t.app.server.address() as AddressInfo
  return {
    ...t,
    port,
    origin: `http://localhost:${port}`,
    brandOrigin: (brand) => `http://${brand}.localhost:${port}`,
  }
}
