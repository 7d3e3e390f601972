import type { Logger } from 'pino'
import type { AppConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { createMailer } from '../mail/create-mailer.ts'
import { createMailDispatcher, type MailDispatcher } from '../mail/mail-dispatcher.ts'
import { createEmailTokenRepository } from '../repositories/email-token.repository.ts'
import { createImpersonationRepository } from '../repositories/impersonation.repository.ts'
import { createLoginThrottleRepository } from '../repositories/login-throttle.repository.ts'
import { createSessionRepository, DEFAULT_IDLE_LIMITS } from '../repositories/session.repository.ts'
import { createSupportStaffRepository } from '../repositories/support-staff.repository.ts'
import { createUserRepository } from '../repositories/user.repository.ts'
import { type AccountServices, createAccountServices } from './account/account-services.ts'
import type { AuthDeps } from './auth/auth-deps.ts'
import { createEmailCodeService, type EmailCodeService } from './auth/email-code.service.ts'
import { createLoginThrottle } from './auth/login-throttle.service.ts'
import { createPasswordAuthService, type PasswordAuthService } from './auth/password-auth.service.ts'
import { createSessionActionsService, type SessionActionsService } from './auth/session-actions.service.ts'
import { type AuthStateService, createAuthStateService } from './auth-state.service.ts'
import { withEvictions } from './evicting-session-repository.ts'
import {
  createImpersonationService,
  type ImpersonationService,
} from './impersonation/impersonation.service.ts'
import { createSessionCache } from './session-cache.ts'
import { createSessionEvictions, type SessionEvictions } from './session-evictions.ts'

export interface Services {
  authState: AuthStateService
  sessions: SessionActionsService
  passwordAuth: PasswordAuthService
  emailCode: EmailCodeService
  mail: MailDispatcher
  /** Announces session changes to every instance's cache (used by routes that change users). */
  sessionEvictions: SessionEvictions
  account: AccountServices
  impersonation: ImpersonationService
}

/** How long a resolved session may be served from memory; every revocation evicts it at once. */
export const SESSION_CACHE_TTL_MS = 10_000

/** The Redis channel of session evictions; operator commands publish on it too. */
export function sessionEvictionChannel(config: Pick<AppConfig, 'databaseSchema'>): string {
  return `fw:sessions:evict:${config.databaseSchema ?? 'main'}`
}

/** Wires services to their repositories; routes reach them as app.services. */
export function createServices(database: Database, config: AppConfig, logger: Logger): Services {
  const db = database.db
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
  const sessionRepo = withEvictions(createSessionRepository(db), sessionEvictions)
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
  return {
    authState: createAuthStateService(sessionRepo, cache),
    sessions,
    passwordAuth: createPasswordAuthService(deps, {
      revokeUserSessions: (userId) => sessions.revokeUserSessions(userId),
    }),
    emailCode: createEmailCodeService(deps),
    mail,
    sessionEvictions,
    account: createAccountServices(db, config, {
      mailer,
      revoke: sessionRepo,
      evictions: sessionEvictions,
      reportError: (error, context) => logger.error({ err: error, ...context }, 'account notice not sent'),
    }),
    impersonation: createImpersonationService({
      sessions: sessionRepo,
      staff: createSupportStaffRepository(db),
      audit: createImpersonationRepository(db),
      users,
    }),
  }
}
