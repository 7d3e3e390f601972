import crypto from 'node:crypto'
import { seedDemo } from '../../db/seed.ts'
import { silentLogger } from '../db/test-databases.ts'
import { startTestApp, type TestApp } from '../test-app.ts'

/** The settings production refuses to start without: https origin, a real secret, a mail server. */
export function productionEnv(): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'https://fernway.example',
    FERNWAY_SECRET: crypto.randomBytes(32).toString('hex'),
    // Nothing these tests do sends mail; a closed port makes sure none leaves the machine.
    SMTP_URL: 'smtp://127.0.0.1:9',
  }
}

/**
 * The real app as production configures it (HSTS, __Host- cookies, no development routes), serving
 * the web build; with the demo accounts written into its database when a test needs someone to sign
 * in as (production itself never seeds them).
 */
export async function startProductionApp(options: { demoAccounts?: boolean } = {}): Promise<TestApp> {
  const t = await startTestApp('pglite', { web: true, env: productionEnv(), config: { logLevel: 'silent' } })
  if (options.demoAccounts) await seedDemo(t.database.db, silentLogger)
  return t
}
