import type { Logger } from 'pino'
import type { AppConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { createMailer } from '../mail/create-mailer.ts'
import { createMailDispatcher, type MailDispatcher } from '../mail/mail-dispatcher.ts'
import type { Mailer } from '../mail/mailer.ts'
import { isKnownCurrency, siteForLocale } from '../plugins/brand-locale.ts'
import { createBusinessAuditRepository } from '../repositories/business-audit.repository.ts'
import { createConsentRecordRepository } from '../repositories/consent-record.repository.ts'
import { createData, type Data } from '../repositories/data.ts'
import { createEmailTokenRepository } from '../repositories/email-token.repository.ts'
import { createIabVendorListRepository } from '../repositories/iab-vendor-list.repository.ts'
import { createImpersonationRepository } from '../repositories/impersonation.repository.ts'
import { createLoginThrottleRepository } from '../repositories/login-throttle.repository.ts'
import { createPrivacyPreferenceRepository } from '../repositories/privacy-preference.repository.ts'
import { DEFAULT_IDLE_LIMITS } from '../repositories/session.repository.ts'
import { createSitePreferenceRepository } from '../repositories/site-preference.repository.ts'
import { createSsoRepository } from '../repositories/sso.repository.ts'
import { createSupportStaffRepository } from '../repositories/support-staff.repository.ts'
import { createUserRepository } from '../repositories/user.repository.ts'
import type { AuthDeps } from './auth/auth-deps.ts'
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
import {
  createImpersonationService,
  type ImpersonationService,
} from './impersonation/impersonation.service.ts'
import { type CompanyTravelServices, createCompanyTravelServices } from './payment/company-travel-services.ts'
import { createPeopleServices, type PeopleServices } from './people/people-services.ts'
import { createSitePreferenceService, type SitePreferenceService } from './pickers/site-preference.service.ts'
import { createTravelPolicyService, type TravelPolicyService } from './policies/travel-policy.service.ts'
import { type ConsentRecordService, createConsentRecordService } from './privacy/consent-record.service.ts'
import { createIabService, type IabService } from './privacy/iab/iab.service.ts'
import { createSessionCache } from './session-cache.ts'
import { createSessionEvictions, type SessionEvictions, sessionEvictionChannel } from './session-evictions.ts'
import { createOidcConnector } from './sso/oidc-connection.ts'
import type { SsoDeps } from './sso/sso-flow.ts'
import { ssoKeys } from './sso/sso-secrets.ts'
import { createSsoSignInService, type SsoSignInService } from './sso/sso-signin.service.ts'
import type { BookingLifecycle } from './trips/booking-lifecycle.ts'
import { createBookingServices } from './trips/booking-services.ts'
import { createDemoCatalogue, type DemoCatalogue } from './trips/demo-catalogue.service.ts'
import type { TripsServices } from './trips/trips-services.ts'

/**
 * The shared parts (decision 111): what several areas use or what holds process-wide state. An area's own
 * services are built in its `server/routes/<area>/<area>.area.ts` from these. Search (flights, their
 * calendar, stays, trains, cars) is wired in catalogue/search-services.ts.
 */
export interface Services extends SearchServices {
  /** The repositories in one unit of work (decision 109). */
  data: Data
  authState: AuthStateService
  sessions: SessionActionsService
  /** What every sign-in method works with: users, e-mailed tokens, the login throttle, mail, the secret. */
  authDeps: AuthDeps
  /** Password sign-in and recovery: the auth and social sign-in areas. */
  passwordAuth: PasswordAuthService
  /** The mail transport, awaited (account notices); `mail` hands mail to it without waiting. */
  mailer: Mailer
  mail: MailDispatcher
  /** Announces session changes to every instance's cache (used by routes that change users). */
  sessionEvictions: SessionEvictions
  /** Company single sign-on: its parts (admin and sign-in share the provider connector's cache). */
  ssoDeps: SsoDeps
  /** The SSO sign-in and its gate on local sign-ins (auth, social, onboarding, sso). */
  sso: SsoSignInService
  /** The business audit log: every admin change, appended (decision 033). */
  audit: BusinessAuditService
  impersonation: ImpersonationService
  /** The pickers' saved choices: the account's currency, a business member's language (decision 025). */
  sitePreferences: SitePreferenceService
  /** Consent records (append-only proof) and a signed-in visitor's current privacy choices (decision 028). */
  consentRecords: ConsentRecordService
  /** The IAB TCF: vendor list, TC strings, re-consent (decision 028). */
  iab: IabService
  /** People (decision 036): the user search, roles, role changes and groups. */
  people: PeopleServices
  /** Trips (decision 043): the store, settings, trips and events, bookings, sharing and seasonal images. */
  trips: TripsServices
  /** What happens to a booking as it is held, approved, refused or times out (checkout and approvals). */
  bookingLifecycle: BookingLifecycle
  /** The demo catalogue's searches (decision 044); wired into trips when config.demoCatalogue. */
  catalogue: DemoCatalogue
  /** Airports and cities for the search box (decision 070). */
  places: PlacesService
  /** Company events and their attendees (decision 052). */
  events: BusinessEventsService
  /** Book on behalf (decision 056): acting for travellers, arrangers, requests to book. */
  bookOnBehalf: BookOnBehalfServices
  /** Travel policies, their simulator and the results' order (decision 054). */
  policies: TravelPolicyService
  /** Payment options, trip reporting fields and travel settings (decision 057). */
  companyTravel: CompanyTravelServices
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
  const authDeps: AuthDeps = {
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
  return {
    data,
    authState: createAuthStateService(sessionRepo, cache),
    sessions,
    authDeps,
    passwordAuth: createPasswordAuthService(authDeps, {
      revokeUserSessions: (userId) => sessions.revokeUserSessions(userId),
    }),
    mailer,
    mail,
    sessionEvictions,
    ssoDeps,
    sso: createSsoSignInService({ ...ssoDeps, sessions: sessionRepo }),
    audit,
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
    iab: createIabService({
      cmp: config.consent,
      imported: createIabVendorListRepository(db),
      // Tests never reach vendors' hosts; the fetcher has its own tests against a loopback server.
      fetchDisclosures: config.env !== 'test',
      onDisclosureFailure: (vendorId, err) =>
        logger.warn({ err, vendorId }, 'device storage disclosure unavailable; the last good copy answers'),
    }),
    people: createPeopleServices(data, { audit, evictions: sessionEvictions, logger }),
    trips,
    bookingLifecycle,
    bookOnBehalf: createBookOnBehalfServices(data, {
      audit,
      mail,
      booking: trips.booking,
    }),
    catalogue,
    places: createPlacesService(),
    ...searchServices({ flights: flightSource, stays: staySource, trains: trainSource, cars: carSource }),
    events: createBusinessEventsService(data, audit),
    policies: createTravelPolicyService({
      repo: data.travelPolicies,
      data,
      audit,
      search: (search) => catalogue.search(search),
      now: () => new Date(),
    }),
    companyTravel: createCompanyTravelServices(data, { audit, now: () => new Date(), config }),
  }
}
