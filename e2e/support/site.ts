import net, { type AddressInfo } from 'node:net'
import { seedDemo } from '../../server/db/seed.ts'
import { silentLogger } from '../../server/db/test-databases.ts'
import { type SmtpSink, startSmtpSink } from '../../server/mail/test-smtp.ts'
import { startTestApp, type TestApp } from '../../server/test-app.ts'

export interface RunningSite extends TestApp {
  /** http://localhost:PORT */
  origin: string
  port: number
  /** The same site under a brand's development host name, e.g. http://skylark.localhost:PORT */
  brandOrigin(brand: string): string
  /** A real SMTP server receiving everything the site sends. */
  mail: SmtpSink
}

/** A free loopback port, for a site whose public origin must be known before it starts. */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/**
 * The real built site (npm run build) on a fresh seeded database, listening on loopback, mailing to a
 * sink. `env` adds configuration (social providers); `port` fixes the port (and the public origin).
 */
export async function startSite(
  options: { env?: Record<string, string>; port?: number; demoTravel?: boolean } = {},
): Promise<RunningSite> {
  const mail = await startSmtpSink()
  const origin = options.port ? { PUBLIC_ORIGIN: `http://localhost:${options.port}` } : {}
  const t = await startTestApp('pglite', {
    web: true,
    env: { SMTP_URL: mail.url, ...origin, ...options.env },
  })
  // The demo year of bookings (decision 058) only where a journey asks: others count Northwind's people.
  await seedDemo(t.database.db, silentLogger, { demoTravel: options.demoTravel === true })
  await t.app.listen({ port: options.port ?? 0, host: '127.0.0.1' })
  const { port } = t.app.server.address() as AddressInfo
  return {
    ...t,
    port,
    mail,
    origin: `http://localhost:${port}`,
    brandOrigin: (brand) => `http://${brand}.localhost:${port}`,
    close: async () => {
      await t.close()
      await mail.close()
    },
  }
}
