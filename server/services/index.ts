import type { Logger } from 'pino'
import type { AppConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { createMailer } from '../mail/create-mailer.ts'
import { createMailDispatcher, type MailDispatcher } from '../mail/mail-dispatcher.ts'
import { isKnownCurrency, siteForLocale } from '../plugins/brand-locale.ts'
import { createAccountSessionRepository } from '../repositories/account-session.repository.ts'
import { createBusinessAuditRepository } from '../repositories/business-audit.repository.ts'
import { createBusinessSignupRepository } from '../repositories/business-signup.repository.ts'
import { createConsentRecordRepository } from '../repositories/consent-record.repository.ts'
import { createData, type Data } from '../repositories/data.ts'
import { createEmailTokenRepository } from '../repositories/email-token.repository.ts'
import { createGuidebookRepository } from '../repositories/guidebook.repository.ts'
import { createIabVendorListRepository } from '../repositories/iab-vendor-list.repository.ts'
import { createImpersonationRepository } from '../repositories/impersonation.repository.ts'
import { createLoginThrottleRepository } from '../repositories/login-throttle.repository.ts'
import { createOnboardingRepository } from '../repositories/onboarding.repository.ts'
import { createPrivacyPreferenceRepository } from '../repositories/privacy-preference.repository.ts'
import { createSecondFactorRepository } from '../repositories/second-factor.repository.ts'
import { DEFAULT_IDLE_LIMITS } from '../repositories/session.repository.ts'
import { createSitePreferenceRepository } from '../repositories/site-preference.repository.ts'
import { createSsoRepository } from '../repositories/sso.repository.ts'
import { createSupportStaffRepository } from '../repositories/support-staff.repository.ts'
import { createUserRepository } from '../repositories/user.repository.ts'
import { type AccountServices, createAccountServices } from './account/account-services.ts'
import { type ApprovalsServices, createApprovalsServices } from './approvals/approvals-services.ts'
import type { AuthDeps } from './auth/auth-deps.ts'
import { createEmailCodeService, type EmailCodeService } from './auth/email-code.service.ts'
import { createLoginThrottle } from './auth/login-throttle.service.ts'
import { createPasswordAuthService, type PasswordAuthService } from './auth/password-auth.service.ts'
import { createSessionActionsService, type SessionActionsService } from './auth/session-actions.service.ts'
import { type AuthStateService, createAuthStateService } from './auth-state.service.ts'
import {
  type BookOnBehalfServices,
  createBookOnBehalfServices,
} from './book-on-behalf/book-on-behalf-services.ts'
import { type BusinessAuditService, createBusinessAuditService } from './business/business-audit.service.ts'
import { createCarGenerator } from './catalogue/cars/car-generator.ts'
import { createFlightGenerator } from './catalogue/flights/flight-generator.ts'
import { createPlacesService, type PlacesService, placeIndex } from './catalogue/places/places.service.ts'
import { type SearchServices, searchServices } from './catalogue/search-services.ts'
import { createStayGenerator } from './catalogue/stays/stay-generator.ts'
import { createTrainGenerator } from './catalogue/trains/train-generator.ts'
import { type BusinessEventsService, createBusinessEventsService } from './events/business-events.service.ts'
import { createGuidebookService, type GuidebookService } from './guides/guidebook.service.ts'
import {
  createImpersonationService,
  type ImpersonationService,
} from './impersonation/impersonation.service.ts'
import { createMembersServices, type MembersServices } from './members/members-services.ts'
import { createBusinessMeService } from './onboarding/business-me.service.ts'
import { createBusinessSignupService } from './onboarding/business-signup.service.ts'
import type { OnboardingServices } from './onboarding/onboarding-services.ts'
import { createOnboardingTasksService } from './onboarding/onboarding-tasks.service.ts'
import { type CompanyTravelServices, createCompanyTravelServices } from './payment/company-travel-services.ts'
import { createPeopleServices, type PeopleServices } from './people/people-services.ts'
import { createSitePreferenceService, type SitePreferenceService } from './pickers/site-preference.service.ts'
import { createTravelPolicyService, type TravelPolicyService } from './policies/travel-policy.service.ts'
import { type ConsentRecordService, createConsentRecordService } from './privacy/consent-record.service.ts'
import { createIabService, type IabService } from './privacy/iab/iab.service.ts'
import { createReportingServices, type ReportingServices } from './reporting/reporting-services.ts'
import { createSessionCache } from './session-cache.ts'
import { createSessionEvictions, type SessionEvictions, sessionEvictionChannel } from './session-evictions.ts'
import { createOidcConnector } from './sso/oidc-connection.ts'
import { createSsoAdminService, type SsoAdminService } from './sso/sso-admin.service.ts'
import type { SsoDeps } from './sso/sso-flow.ts'
import { ssoKeys } from './sso/sso-secrets.ts'
import { createSsoSignInService, type SsoSignInService } from './sso/sso-signin.service.ts'
import { createBookingServices } from './trips/booking-services.ts'
import { createDemoCatalogue, type DemoCatalogue } from './trips/demo-catalogue.service.ts'
import type { TripsServices } from './trips/trips-services.ts'
import { createSecondFactorService, type SecondFactorService } from './two-factor/second-factor.service.ts'

/** Search (flights, their calendar, stays, trains) is wired in catalogue/search-services.ts. */
export interface Services extends SearchServices {
  /** The repositories in one unit of work (decision 109): a shared part the areas build their services from. */
  data: Data
  authState: AuthStateService
  sessions: SessionActionsService
  passwordAuth: PasswordAuthService
  emailCode: EmailCodeService
  mail: MailDispatcher
  /** Announces session changes to every instance's cache (used by routes that change users). */
  sessionEvictions: SessionEvictions
  account: AccountServices
  /** Company single sign-on: sign-in, its gate on local sign-ins, and the admin's configurations. */
  sso: SsoSignInService
  ssoAdmin: SsoAdminService
  secondFactor: SecondFactorService
  /** The business audit log: every admin change, appended (decision 033). */
  audit: BusinessAuditService
  impersonation: ImpersonationService
  /** The pickers' saved choices: the account's currency, a business member's language (decision 025). */
  sitePreferences: SitePreferenceService
  /** Consent records (append-only proof) and a signed-in visitor's current privacy choices (decision 028). */
  consentRecords: ConsentRecordService
  /** The IAB TCF: vendor list, TC strings, re-consent (decision 028). */
  iab: IabService
  /** People's lifecycle: invitations (both sides), guests, deactivation, the CSV import (decision 037). */
  members: MembersServices
  /** Business signup, confirmations, onboarding tasks and "business me" (decision 038). */
  onboarding: OnboardingServices
  /** People (decision 036): the user search, roles, role changes and groups. */
  people: PeopleServices
  /** Trips (decision 043): the store, settings, trips and events, bookings, sharing and seasonal images. */
  trips: TripsServices
  /** The demo catalogue's searches (decision 044); wired into trips when config.demoCatalogue. */
  catalogue: DemoCatalogue
  /** Airports and cities for the search box (decision 070). */
  places: PlacesService
  /** The user's guidebooks (decision 051); off when GUIDEBOOKS_ENABLED is false. */
  guidebooks: GuidebookService
  /** Company events and their attendees (decision 052). */
  events: BusinessEventsService
  /** Book on behalf (decision 056): acting for travellers, arrangers, requests to book. */
  bookOnBehalf: BookOnBehalfServices
  /** Travel policies, their simulator and the results' order (decision 054). */
  policies: TravelPolicyService
  /** Payment options, trip reporting fields and travel settings (decision 057). */
  companyTravel: CompanyTravelServices
  /** Reports from the live rollups and the traveller tracker (decision 058). */
  reporting: ReportingServices
  /** Approval settings, approvers, the queue, e-mailed links, Slack and the timeout sweep (decision 055). */
  approvals: ApprovalsServices
}

/** How long a resolved session may be served from memory; every revocation evicts it at once. */
export const SESSION_CACHE_TTL_MS = 10_000

// Where it always was, for its callers; it lives beside the evictions so commands need not load every service.
export { sessionEvictionChannel }

/** Wires services to their repositories; routes reach them as app.services. */
export function createServices(database: Database, config: AppConfig, logger: Logger): Services {
  const db = database.db
  const catalogue = createDemoCatalogue()
  // One offer source per app: the search, the calendar and the trips' saves and bookings share its cache.
  const flightSource = createFlightGenerator(placeIndex)
  const staySource = createStayGenerator(placeIndex)
  const trainSource = createTrainGenerator(placeIndex)
  const carSource = createCarGenerator(placeIndex)
  const cache = createSessionCache({
    ttlMs: SESSION_CACHE_TTL_MS,
    maxEntries: 50_000,
    idle: DEFAULT_IDLE_LIMITS,
  })
  const sessionEvictions = createSessionEvictions(
    cache,
    config.redisUrl,
    sessionEvictionChannel(config),
    logger,
  )
  // The unit of work: every repository over one connection, or one transaction (decision 109).
  const data = createData(db, { idle: DEFAULT_IDLE_LIMITS, evictions: sessionEvictions })
  const sessionRepo = data.sessions
  const users = createUserRepository(db)
  const mailer = createMailer(config, db, logger)
  const mail = createMailDispatcher(mailer, logger)
  const sessions = createSessionActionsService(sessionRepo, users)
  const deps: AuthDeps = {
    users,
    tokens: createEmailTokenRepository(db),
    throttle: createLoginThrottle(createLoginThrottleRepository(db), config.secret),
    mail,
    secret: config.secret,
  }
  const ssoDeps: SsoDeps = {
    repo: createSsoRepository(db),
    users,
    // Plain http only to loopback providers, and never in production.
    connector: createOidcConnector({ allowLoopbackHttp: config.env !== 'production' }, logger),
    keys: ssoKeys(config.secret),
    businessBasePath: config.businessBasePath,
  }
  const sso = createSsoSignInService({ ...ssoDeps, sessions: sessionRepo })
  const audit = createBusinessAuditService(createBusinessAuditRepository(db))
  const { trips, lifecycle: bookingLifecycle } = createBookingServices(data, {
    config,
    mail,
    audit,
    logger,
    catalogue,
    flightSource,
    staySource,
    trainSource,
    carSource,
  })
  const onboardingRepo = createOnboardingRepository(db)
  const onboardingTasks = createOnboardingTasksService({
    repo: onboardingRepo,
    data,
    audit,
    evictions: sessionEvictions,
  })
  return {
    data,
    authState: createAuthStateService(sessionRepo, cache),
    sessions,
    guidebooks: createGuidebookService(createGuidebookRepository(db), config.guidebooksEnabled),
    passwordAuth: createPasswordAuthService(deps, {
      revokeUserSessions: (userId) => sessions.revokeUserSessions(userId),
    }),
    emailCode: createEmailCodeService(deps),
    mail,
    sessionEvictions,
    secondFactor: createSecondFactorService({
      factors: createSecondFactorRepository(db),
      tokens: deps.tokens,
      sessions: sessionRepo,
      reauth: createAccountSessionRepository(db),
      throttle: deps.throttle,
      mail,
      secret: config.secret,
    }),
    audit,
    account: createAccountServices(data, config, {
      mailer,
      revoke: sessionRepo,
      evictions: sessionEvictions,
      reportError: (error, context) => logger.error({ err: error, ...context }, 'account notice not sent'),
    }),
    sso,
    ssoAdmin: createSsoAdminService(ssoDeps),
    impersonation: createImpersonationService({
      sessions: sessionRepo,
      staff: createSupportStaffRepository(db),
      audit: createImpersonationRepository(db),
      users,
    }),
    sitePreferences: createSitePreferenceService(
      createSitePreferenceRepository(db),
      { isKnownCurrency, siteForLocale },
      sessionEvictions,
    ),
    consentRecords: createConsentRecordService({
      records: createConsentRecordRepository(db),
      preferences: createPrivacyPreferenceRepository(db),
      cmp: config.consent,
    }),
    members: createMembersServices({
      invitations: data.invitations,
      members: data.members,
      data,
      audit,
      mail,
      evictions: sessionEvictions,
      enterBusinessMode: (session) => sessions.switchTo(session, session.sessionId, true),
    }),
    iab: createIabService({
      cmp: config.consent,
      imported: createIabVendorListRepository(db),
      // Tests never reach vendors' hosts; the fetcher has its own tests against a loopback server.
      fetchDisclosures: config.env !== 'test',
      onDisclosureFailure: (vendorId, err) =>
        logger.warn({ err, vendorId }, 'device storage disclosure unavailable; the last good copy answers'),
    }),
    onboarding: {
      signup: createBusinessSignupService({
        signups: createBusinessSignupRepository(db),
        onboarding: onboardingRepo,
        users,
        data,
        audit,
        evictions: sessionEvictions,
        mail,
        secret: config.secret,
        termsConsentRequired: true,
        onProgressChanged: async (userId) => {
          const member = await onboardingRepo.memberOf(userId)
          if (member) await onboardingTasks.tasks({ userId, business: member })
        },
      }),
      tasks: onboardingTasks,
      me: createBusinessMeService({ repo: onboardingRepo, audit, evictions: sessionEvictions }),
    },
    people: createPeopleServices(data, { audit, evictions: sessionEvictions, logger }),
    trips,
    bookOnBehalf: createBookOnBehalfServices(data, {
      audit,
      mail,
      booking: trips.booking,
    }),
    catalogue,
    places: createPlacesService(),
    ...searchServices({ flights: flightSource, stays: staySource, trains: trainSource, cars: carSource }),
    events: createBusinessEventsService(data, audit),
    approvals: createApprovalsServices(data, { config, mail, audit, logger, lifecycle: bookingLifecycle }),
    policies: createTravelPolicyService({
      repo: data.travelPolicies,
      data,
      audit,
      search: (search) => catalogue.search(search),
      now: () => new Date(),
    }),
    companyTravel: createCompanyTravelServices(data, { audit, now: () => new Date(), config }),
    reporting: createReportingServices(data),
  }
}
