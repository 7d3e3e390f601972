import type { TBrand } from '../shared/brands.ts'
import type { TBusinessRequirement } from '../shared/business/business-access.ts'
import type { TEndpoint } from '../shared/endpoint.ts'
import type { TSite } from '../shared/sites.ts'
import type { AppConfig } from './config.ts'
import type { Database } from './db/database.ts'
import type { BusinessSession } from './plugins/business-access.ts'
import type { Services } from './services/index.ts'

export interface RouteEntry {
  method: string
  url: string
  csrf: boolean | undefined
  business: TBusinessRequirement | undefined
  providerCallback?: boolean | undefined
  /** The route's per-IP limit (plugins/rate-limit.ts), when it has one. */
  rateLimit?: { max: number; timeWindow: number } | undefined
  /** Left out of the API document: a page, a file or a development aid, not an API call. */
  hidden?: boolean
  /** The route's declaration (decision 107), when it has one. */
  endpoint?: TEndpoint | undefined
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
    /** Set for routes with config.business once the session passed their requirement. */
    businessSession: BusinessSession | null
  }
  interface FastifyContextConfig {
    /** The declaration the route was registered from (plugins/endpoints.ts). */
    endpoint?: TEndpoint
    /** true: a GET that changes state and therefore needs the form token; false: exempt (formtoken itself). */
    csrf?: boolean
    /** A business route's permission and feature requirement, enforced by plugins/business-access.ts. */
    business?: TBusinessRequirement
    /**
     * A provider posts its answer here from its own site (Apple's form_post): accepted cross-site and
     * without a form token. Such a route changes nothing; it only relays the answer to our own page.
     */
    providerCallback?: boolean
  }
}
