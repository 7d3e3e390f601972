import type { FastifyInstance } from 'fastify'
import type { Logger } from 'pino'
import { buildApp } from '../app.ts'
import { type AppConfig, loadConfig } from '../config.ts'
import { openTestDatabase, type TestDatabase, type TestDatabaseKind } from './db/test-databases.ts'

export interface TestApp {
  app: FastifyInstance
  database: TestDatabase
  config: AppConfig
  close(): Promise<void>
}

export interface TestAppOptions {
  web?: boolean
  config?: Partial<AppConfig>
  env?: NodeJS.ProcessEnv
  logger?: Logger
  /** A PGlite dump to start from instead of the migrated template (a seeded one, for the journeys). */
  template?: Blob
}

/** The real app on a fresh database; `web: true` also serves pages from the build in ./dist. */
export async function startTestApp(
  kind: TestDatabaseKind = 'pglite',
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind, options.template ? { template: options.template } : {})
  const config = loadConfig({ NODE_ENV: 'test', ...options.env }, { dataDir: 'memory://', ...options.config })
  try {
    const app = await buildApp(config, {
      database,
      requireWebBuild: options.web === true,
      ...(options.logger ? { logger: options.logger } : {}),
    })
    return {
      app,
      database,
      config,
      close: async () => {
        await app.close()
        await database.close()
      },
    }
  } catch (error) {
    await database.close()
    throw error
  }
}

/** A browser's cookie and form token, as a page load would give them. */
export async function browserIdentity(app: FastifyInstance): Promise<{ cookie: string; token: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/s/run/formtoken',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  })
  // fw_sg on http origins, __Host-fw_sg on https ones (production).
  const setCookie = [res.headers['set-cookie']].flat().find((c) => c && /^(__Host-)?fw_sg=/.test(c))
  if (!setCookie || res.statusCode !== 200) throw new Error(`formtoken failed: ${res.statusCode} ${res.body}`)
  return { cookie: setCookie.split(';')[0] as string, token: res.body }
}
