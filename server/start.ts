import { type BuildOptions, buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { openConfiguredDatabase } from './db/database.ts'
import { migrate } from './db/migrate.ts'
import { seedDemo } from './db/seed.ts'
import { startDevIdentityProviders } from './dev-identity-providers.ts'
import { prettyLogStream } from './dev-log.ts'
import { createLogger } from './logger.ts'

const config = (() => {
  try {
    return loadConfig()
  } catch (error) {
    // An operator's setting, not a bug: one line that names it, no stack trace.
    if (!(error instanceof ConfigError)) throw error
    console.error(`Fernway cannot start: ${error.message}`)
    process.exit(1)
  }
})()
// Development reads its log: one line per entry, coloured on a terminal; JSON everywhere else.
const readable = config.env === 'development'
const logger = createLogger(
  config.logLevel,
  readable ? prettyLogStream({ colorize: process.stdout.isTTY === true }) : undefined,
)

/** The server's start, shared by `npm start` (main.ts) and `npm run dev` (dev.ts). */
export function startServer(devAssets?: BuildOptions['devAssets']): void {
  start(devAssets).catch((error) => {
    logger.fatal({ err: error }, 'could not start')
    process.exit(1)
  })
}

async function start(devAssets: BuildOptions['devAssets']) {
  const database = await openConfiguredDatabase(config, logger)
  await migrate(database.db, logger)
  if (config.seedDemo) await seedDemo(database.db, logger)
  const devProviders = await startDevIdentityProviders(config, logger)
  const app = await buildApp(config, { database, logger, requestLines: readable, devAssets })
  if (devProviders) app.addHook('onClose', () => devProviders.close())

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    logger.info({ signal }, 'shutting down')
    const timer = setTimeout(() => process.exit(1), 10_000)
    timer.unref()
    try {
      await app.close() // stops accepting, lets requests in flight finish
      await database.close() // releases the PGlite lock
      process.exit(0)
    } catch (error) {
      logger.error({ err: error }, 'unclean shutdown')
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
  logger.info(`Fernway is up on ${config.publicOrigin} (database: ${database.kind})`)
  if (config.env === 'development') {
    if (config.seedDemo)
      logger.info('Demo accounts: README.md, "Demo accounts" (every password is Fernway-demo-2026)')
    if (!config.smtpUrl) logger.info(`Mail goes to the outbox: ${config.publicOrigin}/dev/outbox`)
  }
  if (config.env === 'production' && !config.consent.cmpIdConfigured)
    logger.warn('CMP_ID is not set: TC strings carry the development CMP id, which vendors will not trust')
}
