import type { TBrand } from '../shared/brands.ts'
import type { TSite } from '../shared/sites.ts'
import type { AppConfig } from './config.ts'
import type { Database } from './db/database.ts'
import type { Services } from './services/index.ts'

export interface RouteEntry {
  method: string
  url: string
  csrf: boolean | undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig
    database: Database
    services: Services
    /** Every route as registered, so tests can walk them all (CSRF, error shapes). */
    routeTable: RouteEntry[]
  }
  interface FastifyRequest {
    /** The browser's session-group secret from its cookie, if it has one. */
    groupSecret: string | null
    brand: TBrand
    site: TSite
    currency: string
  }
  interface FastifyContextConfig {
    /** true: a GET that changes state and therefore needs the form token; false: exempt (formtoken itself). */
    csrf?: boolean
  }
}
