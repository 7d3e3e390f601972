import path from 'node:path'
import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify'
import type { Logger } from 'pino'
import type { AppConfig } from './config.ts'
import type { Database } from './db/database.ts'
import { logOneLinePerRequest } from './dev-log.ts'
import { createLogger, requestIdFor } from './logger.ts'
import apiCompression from './plugins/api-compression.ts'
import brandLocale from './plugins/brand-locale.ts'
import businessAccess from './plugins/business-access.ts'
import embedRelay from './plugins/embed-relay.ts'
import endpoints from './plugins/endpoints.ts'
import errors, { sendError, toErrorResponse } from './plugins/errors.ts'
import impersonationGuard from './plugins/impersonation-guard.ts'
import { loadPageAssets, type PageAssets } from './plugins/page-renderer.ts'
import rateLimit from './plugins/rate-limit.ts'
import securityHeaders from './plugins/security-headers.ts'
import sessionGroup from './plugins/session-group.ts'
import textInput from './plugins/text-input.ts'
import { accountArea } from './routes/account/account.area.ts'
import { approvalsArea } from './routes/approvals/approvals.area.ts'
import { authArea } from './routes/auth/auth.area.ts'
import { bookOnBehalfArea } from './routes/book-on-behalf/book-on-behalf.area.ts'
import { chromeArea } from './routes/chrome/chrome.area.ts'
import { companyArea } from './routes/company/company.area.ts'
import { companyFilesArea } from './routes/company-files/company-files.area.ts'
import { embedArea } from './routes/embed/embed.area.ts'
import { eventsArea } from './routes/events/events.area.ts'
import { expenseExportArea } from './routes/expense-export/expense-export.area.ts'
import { guidesArea } from './routes/guides/guides.area.ts'
import { homepageMessagesArea } from './routes/homepage-messages/homepage-messages.area.ts'
import { impersonationArea } from './routes/impersonation/impersonation.area.ts'
import { inboxArea } from './routes/inbox/inbox.area.ts'
import { marketingIdArea } from './routes/marketing-id/marketing-id.area.ts'
import { membersArea } from './routes/members/members.area.ts'
import { onboardingArea } from './routes/onboarding/onboarding.area.ts'
import { passkeyArea } from './routes/passkey/passkey.area.ts'
import { paymentArea } from './routes/payment/payment.area.ts'
import { peopleArea } from './routes/people/people.area.ts'
import { devOutboxEnabled, devOutboxRoutes } from './routes/platform/dev-outbox.route.ts'
import { pageRoutes } from './routes/platform/page.route.ts'
import { platformArea } from './routes/platform/platform.area.ts'
import { policiesArea } from './routes/policies/policies.area.ts'
import { privacyArea } from './routes/privacy/privacy.area.ts'
import { reportingArea } from './routes/reporting/reporting.area.ts'
import { reportingFieldsArea } from './routes/reporting-fields/reporting-fields.area.ts'
import { siteServicesArea } from './routes/site-services/site-services.area.ts'
import { socialArea } from './routes/social/social.area.ts'
import { ssoArea } from './routes/sso/sso.area.ts'
import { travelSettingsArea } from './routes/travel-settings/travel-settings.area.ts'
import { tripsArea } from './routes/trips/trips.area.ts'
import { createServices } from './services/index.ts'
import { startVendorListPoll } from './services/privacy/iab/vendor-list-poll.ts'
import { fromTrustedProxy, trustFunction } from './trust-proxy.ts'
import type { RouteEntry } from './types.ts'

/** Each area registers its own routes (issue 28 item 2); pages come last, after every API route. */
const AREAS = [
  platformArea,
  authArea,
  socialArea,
  accountArea,
  ssoArea,
  passkeyArea,
  companyArea,
  companyFilesArea,
  peopleArea,
  eventsArea,
  policiesArea,
  bookOnBehalfArea,
  paymentArea,
  reportingFieldsArea,
  travelSettingsArea,
  homepageMessagesArea,
  expenseExportArea,
  reportingArea,
  approvalsArea,
  inboxArea,
  impersonationArea,
  membersArea,
  onboardingArea,
  tripsArea,
  embedArea,
  guidesArea,
  siteServicesArea,
  chromeArea,
  privacyArea,
  marketingIdArea,
]

export interface BuildOptions {
  database: Database
  logger?: Logger
  /** Tests of the API alone may run without a web build. */
  requireWebBuild?: boolean
  /** Development's readable log: one line per request instead of Fastify's request records. */
  requestLines?: boolean
  /** `npm run dev`: pages from the dev server (hot reload) instead of the build; no page cache. */
  devAssets?: (app: FastifyInstance) => Promise<PageAssets>
}

/** The whole server, used by main.ts and by tests. The caller owns the database's lifetime. */
export async function buildApp(config: AppConfig, options: BuildOptions): Promise<FastifyInstance> {
  const logger = options.logger ?? createLogger(config.logLevel)
  const trusted = trustFunction(config.trustProxy)
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    genReqId: (req) => requestIdFor(req, fromTrustedProxy(req, trusted)),
    requestIdHeader: false,
    logController: new LogController({ disableRequestLogging: options.requestLines === true }),
    trustProxy: config.trustProxy === false ? false : trusted,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    // The router's own refusals (a malformed escape in the path, a parameter past maxParamLength)
    // come before any route or hook: they get the common error shape too (decision 062).
    frameworkErrors: (error, _request, reply) => {
      const { status, code, description } = toErrorResponse(error)
      return sendError(reply, status, code, description)
    },
  })
  if (options.requestLines) logOneLinePerRequest(app)
  const routeTable: RouteEntry[] = []
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routeTable.push({
        method,
        url: route.url,
        csrf: route.config?.csrf,
        business: route.config?.business,
        providerCallback: route.config?.providerCallback,
        rateLimit: route.config?.rateLimit as RouteEntry['rateLimit'],
        endpoint: route.config?.endpoint,
        hidden: (route.schema as { hide?: boolean } | undefined)?.hide === true,
      })
  })
  app.decorate('routeTable', routeTable)
  app.decorate('config', config)
  app.decorate('database', options.database)
  const services = createServices(options.database, config, logger)
  app.decorate('services', services)
  // Mail handed to the dispatcher is delivered before the process lets go of the database.
  const vendorListPoll = await startVendorListPoll(services.iab, logger)
  app.addHook('onClose', async () => {
    await vendorListPoll.stop()
    await services.mail.settled()
    await services.sessionEvictions.close()
  })

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id)
    done(null, payload)
  })

  await app.register(errors)
  await app.register(endpoints)
  // Before the routes: it hooks each route as it is added.
  await app.register(apiCompression)
  await app.register(cookie)
  await app.register(formbody)
  await app.register(textInput)
  await app.register(securityHeaders, {
    // Pages set their own CSP with a per-response nonce; API answers get the strictest one.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    strictTransportSecurity:
      config.env === 'production' ? { maxAge: 63072000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Social sign-in popups (decision 018) must keep their opener to hand back the result.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    frameguard: { action: 'deny' },
  })
  await app.register(brandLocale)
  await app.register(sessionGroup)
  await app.register(rateLimit)
  await app.register(embedRelay)
  // Impersonation first: an impersonated session hears that reason, whatever else it lacks.
  await app.register(impersonationGuard)
  await app.register(businessAccess)

  let assets: PageAssets | null = null
  try {
    assets = options.devAssets ? await options.devAssets(app) : await loadPageAssets(config.distDir)
  } catch (error) {
    if (options.requireWebBuild !== false) throw error
    app.log.warn({ err: error }, 'serving without the web build')
  }
  if (assets && !options.devAssets) {
    await app.register(fastifyStatic, {
      root: path.join(config.distDir, 'client', 'assets'),
      prefix: '/assets/',
      wildcard: false,
      index: false,
      // File names carry their content hash, so they never change.
      immutable: true,
      // The build writes brotli and gzip copies beside each script and style sheet (decision 066).
      preCompressed: true,
      maxAge: '365d',
      cacheControl: true,
      // Source maps hold the whole source (sourcesContent): kept in the build for error tooling, never
      // served in production.
      ...(config.env === 'production' ? { globIgnore: ['**/*.map'] } : {}),
    })
  }

  for (const area of AREAS) await app.register(area)
  if (devOutboxEnabled(config)) await app.register(devOutboxRoutes)
  // A page cached in development would hide the change just made.
  await app.register(pageRoutes, { assets, ...(options.devAssets ? { pageCache: null } : {}) })
  return app
}
