import net, { type AddressInfo } from 'node:net'
import { seedDemo } from '../../server/db/seed.ts'
import { openTestDatabase, silentLogger } from '../../server/testing/db/test-databases.ts'
import { type SmtpSink, startSmtpSink } from '../../server/testing/mail/test-smtp.ts'
import { startTestApp, type TestApp } from '../../server/testing/test-app.ts'

export interface RunningSite extends TestApp {
  /** http://localhost:PORT */
  origin: string
  port: number
  /** The same site under a brand's development host name, e.g. http://skylark.localhost:PORT */
  brandOrigin(brand: string): string
  /** A real SMTP server receiving everything the site sends (since this site started). */
  mail: SmtpSink
}

export interface SiteOptions {
  /** Configuration added to the test defaults (social providers, an embedding partner, snow...). */
  env?: Record<string, string>
  /** A reserved port, and so the public origin, for peers that must know it before the site starts. */
  port?: PortReservation
  /** The demo year of bookings (decision 058), only where a journey asks: others count Northwind's people. */
  demoTravel?: boolean
}

/** A loopback port held until the site listens on it. */
export interface PortReservation {
  port: number
  release(): Promise<void>
}

/**
 * A free loopback port for a site whose public origin must be known before it starts, held open until
 * the site listens: released early, a peer started meanwhile (an identity provider on port 0) was seen
 * to be given the same port, and the site then failed with EADDRINUSE.
 */
export async function reservePort(): Promise<PortReservation> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { port, release: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/*
 * Shared by the journey files of one vitest worker (the e2e project runs without isolation, decision 069):
 * the mail sink, and the migrated and seeded database as a dump. Each site starts from that dump, so every
 * file gets the demo data fresh, as if seeded for it, without seeding again.
 */
let sink: Promise<SmtpSink> | null = null
const seeded = new Map<boolean, Promise<Blob>>()

function seededDump(demoTravel: boolean): Promise<Blob> {
  let dump = seeded.get(demoTravel)
  if (!dump) {
    dump = (async () => {
      const database = await openTestDatabase('pglite')
      try {
        await seedDemo(database.db, silentLogger, { demoTravel })
        if (!database.dump) throw new Error('PGlite gives no dump')
        return await database.dump()
      } finally {
        await database.close()
      }
    })()
    seeded.set(demoTravel, dump)
  }
  return dump
}

/** The worker's mail sink, emptied for the site about to start, so that a journey sees its own mail only. */
async function workerMailSink(): Promise<SmtpSink> {
  sink ??= startSmtpSink()
  const mail = await sink
  mail.reset()
  return mail
}

/**
 * The real built site (npm run build) on a fresh copy of the seeded database, listening on loopback,
 * mailing to the worker's sink.
 */
export async function startSite(options: SiteOptions = {}): Promise<RunningSite> {
  const [mail, template] = await Promise.all([workerMailSink(), seededDump(options.demoTravel === true)])
  const origin = options.port ? { PUBLIC_ORIGIN: `http://localhost:${options.port.port}` } : {}
  const t = await startTestApp('pglite', {
    web: true,
    env: { SMTP_URL: mail.url, ...origin, ...options.env },
    template,
  })
  // The reservation is let go only now, so that nothing else is given the port in between.
  await options.port?.release()
  await t.app.listen({ port: options.port?.port ?? 0, host: '127.0.0.1' })
  const { port } = t.app.server.address() as AddressInfo
  return {
    ...t,
    port,
    mail,
    origin: `http://localhost:${port}`,
    brandOrigin: (brand) => `http://${brand}.localhost:${port}`,
    // The sink stays for the worker's next file.
    close: () => t.close(),
  }
}
