import type { Logger } from 'pino'
import type { AppConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { createMailer } from '../mail/create-mailer.ts'
import { createMailDispatcher, type MailDispatcher } from '../mail/mail-dispatcher.ts'
import { createEmailTokenRepository } from '../repositories/email-token.repository.ts'
import { createLoginThrottleRepository } from '../repositories/login-throttle.repository.ts'
import { createSessionRepository } from '../repositories/session.repository.ts'
import { createUserRepository } from '../repositories/user.repository.ts'
import type { AuthDeps } from './auth/auth-deps.ts'
import { createEmailCodeService, type EmailCodeService } from './auth/email-code.service.ts'
import { createLoginThrottle } from './auth/login-throttle.service.ts'
import { createPasswordAuthService, type PasswordAuthService } from './auth/password-auth.service.ts'
import { createSessionActionsService, type SessionActionsService } from './auth/session-actions.service.ts'
import { type AuthStateService, createAuthStateService } from './auth-state.service.ts'

export interface Services {
  authState: AuthStateService
  sessions: SessionActionsService
  passwordAuth: PasswordAuthService
  emailCode: EmailCodeService
  mail: MailDispatcher
}

/** Wires services to their repositories; routes reach them as app.services. */
export function createServices(database: Database, config: AppConfig, logger: Logger): Services {
  const db = database.db
  const sessionRepo = createSessionRepository(db)
  const users = createUserRepository(db)
  const mail = createMailDispatcher(createMailer(config, db, logger), logger)
  const sessions = createSessionActionsService(sessionRepo, users)
  const deps: AuthDeps = {
    users,
    tokens: createEmailTokenRepository(db),
    throttle: createLoginThrottle(createLoginThrottleRepository(db), config.secret),
    mail,
    secret: config.secret,
  }
  return {
    authState: createAuthStateService(sessionRepo),
    sessions,
    passwordAuth: createPasswordAuthService(deps, {
      revokeUserSessions: (userId) => sessions.revokeUserSessions(userId),
    }),
    emailCode: createEmailCodeService(deps),
    mail,
  }
}
