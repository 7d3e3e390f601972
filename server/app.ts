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
import { accountSessionRoutes } from './routes/account/account-sessions.route.ts'
import { credentialRoutes } from './routes/account/credentials.route.ts'
import { emailChangeRoutes } from './routes/account/email-change.route.ts'
import { profileRoutes } from './routes/account/profile.route.ts'
import { travelerRoutes } from './routes/account/traveler.route.ts'
import { twoFactorRoutes } from './routes/account/two-factor.route.ts'
import { approvalQueueRoutes } from './routes/approvals/approval-queue.route.ts'
import { approvalSettingsRoutes } from './routes/approvals/approval-settings.route.ts'
import { slackWebhookRoutes } from './routes/approvals/slack-webhook.route.ts'
import { authStateRoutes } from './routes/auth/auth-state.route.ts'
import { emailCodeRoutes } from './routes/auth/email-code.route.ts'
import { passwordRoutes } from './routes/auth/password.route.ts'
import { recoveryRoutes } from './routes/auth/recovery.route.ts'
import { sessionActionRoutes } from './routes/auth/session-actions.route.ts'
import { bookOnBehalfRoutes } from './routes/book-on-behalf/book-on-behalf.route.ts'
import { currencyRoutes } from './routes/chrome/currency.route.ts'
import { faviconRoutes } from './routes/chrome/favicon.route.ts'
import { flagRoutes } from './routes/chrome/flags.route.ts'
import { footerRoutes } from './routes/chrome/footer.route.ts'
import { friendlySearchUrlRoutes } from './routes/chrome/friendly-search-url.route.ts'
import { siteLanguageRoutes } from './routes/chrome/site-language.route.ts'
import { auditLogRoutes } from './routes/company/audit-log.route.ts'
import { companyDomainRoutes } from './routes/company/company-domains.route.ts'
import { companyGeneralRoutes } from './routes/company/company-general.route.ts'
import { companyPlaceRoutes } from './routes/company/company-places.route.ts'
import { companyPlanRoutes } from './routes/company/company-plan.route.ts'
import { companyProgramRoutes } from './routes/company/company-programs.route.ts'
import { companySettingsRoutes } from './routes/company/company-settings.route.ts'
import { companyFilesRoutes } from './routes/company-files/company-files.route.ts'
import { embedMetricsRoutes } from './routes/embed/embed-metrics.route.ts'
import { businessEventsRoutes } from './routes/events/business-events.route.ts'
import { expenseExportRoutes } from './routes/expense-export/expense-export.route.ts'
import { guidebookRoutes } from './routes/guides/guidebooks.route.ts'
import { homepageMessagesRoutes } from './routes/homepage-messages/homepage-messages.route.ts'
import { impersonationRoutes } from './routes/impersonation/impersonation.route.ts'
import { inboxSyncRoutes } from './routes/inbox/inbox-sync.route.ts'
import { marketingIdRoutes } from './routes/marketing-id/marketing-id.route.ts'
import { invitationHubRoutes } from './routes/members/invitation-hub.route.ts'
import { invitationRoutes } from './routes/members/invitations.route.ts'
import { memberImportRoutes } from './routes/members/member-import.route.ts'
import { memberLifecycleRoutes } from './routes/members/member-lifecycle.route.ts'
import { businessMeRoutes } from './routes/onboarding/business-me.route.ts'
import { confirmationRoutes } from './routes/onboarding/confirmation.route.ts'
import { onboardingRoutes } from './routes/onboarding/onboarding.route.ts'
import { signupRoutes } from './routes/onboarding/signup.route.ts'
import { passkeyAccountRoutes } from './routes/passkey/passkey-account.route.ts'
import { passkeyAuthRoutes } from './routes/passkey/passkey-auth.route.ts'
import { paymentOptionsRoutes } from './routes/payment/payment-options.route.ts'
import { peopleRoutes } from './routes/people/people.route.ts'
import { devOutboxEnabled, devOutboxRoutes } from './routes/platform/dev-outbox.route.ts'
import { formTokenRoutes } from './routes/platform/form-token.route.ts'
import { healthRoutes } from './routes/platform/health.route.ts'
import { pageRoutes } from './routes/platform/page.route.ts'
import { seoRoutes } from './routes/platform/seo.route.ts'
import { travelPolicyRoutes } from './routes/policies/travel-policy.route.ts'
import { cookieBannerRoutes } from './routes/privacy/cookie-banner.route.ts'
import { dataSharingRoutes } from './routes/privacy/data-sharing.route.ts'
import { iabRoutes } from './routes/privacy/iab.route.ts'
import { legacyPrivacyRoutes } from './routes/privacy/legacy-privacy.route.ts'
import { metaCookieRoutes } from './routes/privacy/meta-cookie.route.ts'
import { reportingRoutes } from './routes/reporting/reporting.route.ts'
import { reportingFieldsRoutes } from './routes/reporting-fields/reporting-fields.route.ts'
import { adBaitRoutes } from './routes/site-services/ad-bait.route.ts'
import { feedbackRoutes } from './routes/site-services/feedback.route.ts'
import { priceAlertRoutes } from './routes/site-services/price-alerts.route.ts'
import { socialAuthRoutes } from './routes/social/social-auth.route.ts'
import { socialPopupRoutes } from './routes/social/social-popup.route.ts'
import { ssoAdminRoutes } from './routes/sso/sso-admin.route.ts'
import { ssoSignInRoutes } from './routes/sso/sso-signin.route.ts'
import { travelSettingsRoutes } from './routes/travel-settings/travel-settings.route.ts'
import { tripsRoutes } from './routes/trips/trips.route.ts'
import { startApprovalSweeper } from './services/approvals/approval-sweeper.ts'
import { createServices } from './services/index.ts'
import { startVendorListPoll } from './services/privacy/iab/vendor-list-poll.ts'
import { fromTrustedProxy, trustFunction } from './trust-proxy.ts'
import type { RouteEntry } from './types.ts'

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
  // Approval timeouts (decision 055): every instance sweeps; SKIP LOCKED keeps them apart.
  const sweeper = startApprovalSweeper(services.approvals.decisions, config.approvals.sweepIntervalMs, logger)
  const vendorListPoll = await startVendorListPoll(services.iab, logger)
  app.addHook('onClose', async () => {
    await sweeper.stop()
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

  await app.register(healthRoutes)
  await app.register(seoRoutes)
  await app.register(formTokenRoutes)
  await app.register(authStateRoutes)
  await app.register(passwordRoutes)
  await app.register(recoveryRoutes)
  await app.register(emailCodeRoutes)
  await app.register(sessionActionRoutes)
  await app.register(socialPopupRoutes)
  await app.register(socialAuthRoutes)
  await app.register(travelerRoutes)
  await app.register(profileRoutes)
  await app.register(emailChangeRoutes)
  await app.register(accountSessionRoutes)
  await app.register(credentialRoutes)
  await app.register(ssoSignInRoutes)
  await app.register(ssoAdminRoutes)
  await app.register(passkeyAuthRoutes)
  await app.register(passkeyAccountRoutes)
  await app.register(twoFactorRoutes)
  await app.register(companySettingsRoutes)
  await app.register(auditLogRoutes)
  await app.register(companyGeneralRoutes)
  await app.register(companyDomainRoutes)
  await app.register(companyPlaceRoutes)
  await app.register(companyProgramRoutes)
  await app.register(companyPlanRoutes)
  await app.register(companyFilesRoutes)
  await app.register(peopleRoutes)
  await app.register(businessEventsRoutes)
  await app.register(travelPolicyRoutes)
  await app.register(bookOnBehalfRoutes)
  await app.register(paymentOptionsRoutes)
  await app.register(reportingFieldsRoutes)
  await app.register(travelSettingsRoutes)
  await app.register(homepageMessagesRoutes)
  await app.register(expenseExportRoutes)
  await app.register(reportingRoutes)
  await app.register(approvalSettingsRoutes)
  await app.register(approvalQueueRoutes)
  await app.register(slackWebhookRoutes)
  await app.register(inboxSyncRoutes)
  await app.register(impersonationRoutes)
  await app.register(invitationRoutes)
  await app.register(invitationHubRoutes)
  await app.register(memberLifecycleRoutes)
  await app.register(memberImportRoutes)
  await app.register(signupRoutes)
  await app.register(confirmationRoutes)
  await app.register(onboardingRoutes)
  await app.register(businessMeRoutes)
  await app.register(tripsRoutes)
  await app.register(embedMetricsRoutes)
  await app.register(guidebookRoutes)
  await app.register(feedbackRoutes)
  await app.register(priceAlertRoutes)
  await app.register(adBaitRoutes)
  await app.register(faviconRoutes)
  await app.register(flagRoutes)
  await app.register(currencyRoutes)
  await app.register(siteLanguageRoutes)
  await app.register(footerRoutes)
  await app.register(friendlySearchUrlRoutes)
  await app.register(iabRoutes)
  await app.register(dataSharingRoutes)
  await app.register(cookieBannerRoutes)
  await app.register(metaCookieRoutes)
  await app.register(legacyPrivacyRoutes)
  await app.register(marketingIdRoutes)
  if (devOutboxEnabled(config)) await app.register(devOutboxRoutes)
  // A page cached in development would hide the change just made.
  await app.register(pageRoutes, { assets, ...(options.devAssets ? { pageCache: null } : {}) })
  return app
}
